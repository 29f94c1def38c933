/// A view's size and its alignment guides, as seen by its parent during layout.
public struct ViewDimensions: Equatable {
  /// The view's width.
  public let width: CGFloat
  /// The view's height.
  public let height: CGFloat
  let guides: (any ExplicitGuideSource)?

  init(size: CGSize, guides: (any ExplicitGuideSource)?) {
    self.width = size.width
    self.height = size.height
    self.guides = guides
  }

  var size: CGSize { CGSize(width: width, height: height) }

  /// The position of a horizontal guide: an explicit value if the view sets one, else the default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.key.defaultValue(in: self)
  }

  /// The position of a vertical guide: an explicit value if the view sets one, else the default.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    self[explicit: guide] ?? guide.key.defaultValue(in: self)
  }

  /// The explicit value of a horizontal guide, or nil if the view sets none.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    guides?.explicitGuide(guide.key, size: size)
  }

  /// The explicit value of a vertical guide, or nil if the view sets none.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    guides?.explicitGuide(guide.key, size: size)
  }

  subscript(explicit key: AlignmentKey) -> CGFloat? {
    guides?.explicitGuide(key, size: size)
  }

  subscript(key: AlignmentKey) -> CGFloat {
    guides?.explicitGuide(key, size: size) ?? key.defaultValue(in: self)
  }

  public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.guides === rhs.guides
  }
}

/// Something that can say where a view's explicit alignment guides lie at a given size.
protocol ExplicitGuideSource: AnyObject {
  func explicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat?
}
