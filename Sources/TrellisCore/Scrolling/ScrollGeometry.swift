/// Where a scroll view is scrolled and how large its content and viewport are: what
/// ``View/onScrollGeometryChange(for:of:action:)`` reads.
public struct ScrollGeometry: Equatable, Sendable {
  /// How far the content is scrolled: the content point at the viewport's top-left corner.
  public var contentOffset: CGPoint
  /// The content's size.
  public var contentSize: CGSize
  /// Space around the content inside the scroll view (Trellis scroll views have none).
  public var contentInsets: EdgeInsets
  /// The scroll view's size: its viewport.
  public var containerSize: CGSize

  /// A scroll geometry.
  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The part of the content that shows, in the content's coordinates.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }

  /// The viewport in the content's coordinates, insets included.
  public var bounds: CGRect {
    CGRect(
      x: contentOffset.x - contentInsets.leading, y: contentOffset.y - contentInsets.top,
      width: containerSize.width, height: containerSize.height)
  }
}
