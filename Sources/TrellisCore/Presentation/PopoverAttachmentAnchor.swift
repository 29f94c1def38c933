/// Where on the presenting view a popover points.
public enum PopoverAttachmentAnchor: Sendable {
  /// A rectangle in the view's bounds: the popover's arrow points at its edge.
  case rect(Anchor<CGRect>.Source)
  /// A point of the view's bounds, as a unit point (`.center`, `.bottom`, …).
  case point(UnitPoint)

  /// The rectangle pointed at, in the coordinates of `bounds`, the presenting view's frame.
  func target(in bounds: CGRect) -> CGRect {
    switch self {
    case .rect(let source): return source.rect(in: bounds)
    case .point(let unit):
      return CGRect(
        x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height, width: 0, height: 0)
    }
  }
}
