extension ScrollNode {
  /// Scrolls so that `rect` (root coordinates, as laid out) shows: with `anchor`, that point of
  /// it lines up with the same point of the viewport; without, by the least movement that shows
  /// it whole (its leading edge first when it is larger than the viewport).
  func reveal(_ rect: CGRect, anchor: UnitPoint?) {
    guard !rect.isNull, !layoutFrame.isNull else { return }
    let viewport = layoutFrame
    func along(
      _ start: CGFloat, _ length: CGFloat, _ viewStart: CGFloat, _ viewLength: CGFloat, _ current: CGFloat,
      _ fraction: CGFloat?
    ) -> CGFloat {
      // Where the rectangle starts in the content, which the offset is measured in.
      let position = start - viewStart + current
      if let fraction { return position + fraction * (length - viewLength) }
      if position < current || length > viewLength { return position }
      if position + length > current + viewLength { return position + length - viewLength }
      return current
    }
    var target = offset
    if axes.contains(.horizontal) {
      target.x = along(rect.minX, rect.width, viewport.minX, viewport.width, offset.x, anchor?.x)
    }
    if axes.contains(.vertical) {
      target.y = along(rect.minY, rect.height, viewport.minY, viewport.height, offset.y, anchor?.y)
    }
    scroll(to: target)
  }
}
