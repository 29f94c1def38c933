/// A type that names an alignment guide and gives its default position in a view.
///
/// Define your own guide with an enum conforming to `AlignmentID`, then make a
/// `HorizontalAlignment` or `VerticalAlignment` from it.
public protocol AlignmentID {
  /// The guide's position in a view that has no explicit value for it.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A length in points; the name early SwiftUI code used for `CGFloat`.
public typealias Length = CGFloat

/// Identifies one alignment guide on one axis.
struct AlignmentKey: Hashable, @unchecked Sendable {
  let id: ObjectIdentifier
  let axis: Axis
  let type: any AlignmentID.Type
  /// For the edges and centers: where the guide lies by default, as a fraction of the length
  /// along `axis`, so that stacks find it without calling through the type.
  let edgeFraction: CGFloat?

  init(_ type: any AlignmentID.Type, axis: Axis) {
    self.id = ObjectIdentifier(type)
    self.axis = axis
    self.type = type
    edgeFraction =
      switch ObjectIdentifier(type) {
      case ObjectIdentifier(LeadingGuide.self), ObjectIdentifier(TopGuide.self): 0
      case ObjectIdentifier(HorizontalCenterGuide.self), ObjectIdentifier(VerticalCenterGuide.self): 0.5
      case ObjectIdentifier(TrailingGuide.self), ObjectIdentifier(BottomGuide.self): 1
      default: nil
      }
  }

  static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.id == rhs.id && lhs.axis == rhs.axis }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }

  func defaultValue(in dimensions: ViewDimensions) -> CGFloat { type.defaultValue(in: dimensions) }
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
  let key: AlignmentKey

  /// An alignment guide from a custom identifier.
  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }

  /// The leading edge (the left one in a left-to-right environment).
  public static let leading = HorizontalAlignment(LeadingGuide.self)
  /// The horizontal center.
  public static let center = HorizontalAlignment(HorizontalCenterGuide.self)
  /// The trailing edge.
  public static let trailing = HorizontalAlignment(TrailingGuide.self)

  /// Combines the guide's values in several views into one, as a stack does for its children.
  public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    values.lazy.compactMap { $0 }.first
  }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
  let key: AlignmentKey

  /// An alignment guide from a custom identifier.
  public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }

  /// The top edge.
  public static let top = VerticalAlignment(TopGuide.self)
  /// The vertical center.
  public static let center = VerticalAlignment(VerticalCenterGuide.self)
  /// The bottom edge.
  public static let bottom = VerticalAlignment(BottomGuide.self)
  /// The baseline of the first line of text; the bottom edge of views without text.
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineGuide.self)
  /// The baseline of the last line of text; the bottom edge of views without text.
  public static let lastTextBaseline = VerticalAlignment(LastTextBaselineGuide.self)

  /// Combines the guide's values in several views into one, as a stack does for its children.
  public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    values.lazy.compactMap { $0 }.first
  }
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// An alignment from its two parts.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centered in both axes.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// The leading edge, centered vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// The trailing edge, centered vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// The top edge, centered horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// The bottom edge, centered horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// The top leading alignment.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// The top trailing alignment.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// The bottom leading alignment.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// The bottom trailing alignment.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  /// The center first text baseline alignment.
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  /// The center last text baseline alignment.
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  /// The leading first text baseline alignment.
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  /// The leading last text baseline alignment.
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  /// The trailing first text baseline alignment.
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  /// The trailing last text baseline alignment.
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)
}

enum LeadingGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}
enum TrailingGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
enum TopGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}
enum BottomGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
enum FirstTextBaselineGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
enum LastTextBaselineGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
