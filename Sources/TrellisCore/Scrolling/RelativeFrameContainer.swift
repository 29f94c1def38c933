/// The size a container (a scroll view's viewport, or the window) offers the
/// `containerRelativeFrame` views inside it. Their sizes are cached by their own proposals, which
/// need not change when the container's size does, so a change drops every size cached inside
/// the container — only once such a view has asked.
@MainActor
final class RelativeFrameContainer {
  private(set) var size = CGSize.zero
  /// Set when a view inside measured against `size`.
  var hasDependents = false

  /// Notes the container's size before its content is measured or placed.
  func update(_ newSize: CGSize, around container: LayoutNode) {
    guard newSize != size else { return }
    size = newSize
    guard hasDependents else { return }
    container.forEachDisplayedChild { RelativeFrameContainer.dropLayout(in: $0) }
  }

  private static func dropLayout(in node: _Node) {
    if let layout = node as? LayoutNode {
      layout.sizeCache.removeAll()
      layout.layoutInvalid = true
    }
    node.forEachDisplayedChild { dropLayout(in: $0) }
  }

  /// The container of `node`: the nearest scroll view around it, else the window.
  static func nearest(to node: _Node) -> RelativeFrameContainer? {
    var current = node.parent
    while let candidate = current {
      if let scroll = candidate as? ScrollNode { return scroll.relativeFrameContainer }
      if let root = candidate as? RootNode { return root.relativeFrameContainer }
      current = candidate.parent
    }
    return nil
  }
}
