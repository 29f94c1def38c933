/// Scroll target behaviors: where a step of the wheel takes a paging or view-aligned scroll view.
extension ScrollNode {
  /// The offset a scroll by `delta` moves to under `behavior`: the next or previous page, or
  /// target view's start, in the direction of the scroll; nil to scroll freely (no targets).
  func snappedOffset(for delta: CGSize, behavior: ScrollTargetBehaviorKind) -> CGPoint? {
    let axis: Axis =
      axes.contains(.vertical) && (delta.height != 0 || !axes.contains(.horizontal)) ? .vertical : .horizontal
    let amount = axis == .vertical ? delta.height : delta.width
    guard amount != 0 else { return nil }
    let forward = amount > 0
    let viewport = layoutFrame.isNull ? frame : layoutFrame
    let current = axis == .vertical ? offset.y : offset.x
    let target: CGFloat
    switch behavior.kind {
    case .paging:
      let page = axis == .vertical ? viewport.height : viewport.width
      guard page > 0 else { return nil }
      target = ((current / page).rounded() + (forward ? 1 : -1)) * page
    case .viewAligned:
      let starts = targetStarts(along: axis, viewport: viewport)
      guard !starts.isEmpty else { return nil }
      // Half a point either way is where the view already is.
      if forward {
        target = starts.first { $0 > current + 0.5 } ?? .infinity
      } else {
        target = starts.last { $0 < current - 0.5 } ?? 0
      }
    }
    var point = offset
    if axis == .vertical { point.y = target } else { point.x = target }
    return point
  }

  /// Where the views of the `.scrollTargetLayout()` inside start, along `axis`, in the content's
  /// coordinates (the offsets that bring each to the leading edge), in order.
  private func targetStarts(along axis: Axis, viewport: CGRect) -> [CGFloat] {
    guard let marker = Self.targetLayout(in: self) else { return [] }
    let views = marker.subviews.count == 1 ? marker.subviews[0].subviews : marker.subviews
    let origin = axis == .vertical ? viewport.minY - offset.y : viewport.minX - offset.x
    return views.map { (axis == .vertical ? $0.layoutFrame.minY : $0.layoutFrame.minX) - origin }.sorted()
  }

  /// The first enabled target layout inside `node`, not looking into nested scroll views.
  static func targetLayout(in node: _Node) -> ScrollTargetLayoutNode? {
    var found: ScrollTargetLayoutNode?
    node.forEachDisplayedChild { child in
      guard found == nil, !(child is ScrollNode) else { return }
      if let marker = child as? ScrollTargetLayoutNode, marker.modifier.isEnabled {
        found = marker
      } else {
        found = targetLayout(in: child)
      }
    }
    return found
  }
}
