/// A drag under way in one window: what is dragged, the preview that follows the pointer, and
/// the drop destination under it.
@MainActor
final class DragSession {
  /// The dragged value, made when the drag began.
  let item: any Transferable
  /// The view the drag began on.
  private(set) weak var source: LayoutNode?
  /// The view that follows the pointer, above everything.
  let preview: DragPreviewNode
  /// The drop destination under the pointer that accepts ``item``.
  private(set) weak var target: (any DropTargetNode)?

  init(item: any Transferable, source: LayoutNode, preview: DragPreviewNode) {
    self.item = item
    self.source = source
    self.preview = preview
  }

  /// Moves the pointer to `point`, telling destinations it leaves and enters.
  func move(to point: CGPoint, in graph: ViewGraph) {
    preview.follow(to: point)
    let now = graph.dropTarget(at: point, for: item)
    if now !== target {
      target?.dragExited()
      target = now
      now?.dragEntered()
    }
    target?.dragMoved(to: point, with: item)
  }

  /// Drops at `point` on the destination there; returns whether it took the item.
  func drop(at point: CGPoint, in graph: ViewGraph) -> Bool {
    move(to: point, in: graph)
    guard let target, target.isAlive else { return false }
    self.target = nil
    target.dragExited()
    return target.drop(item, at: point)
  }

  /// Ends the drag with no drop.
  func cancel() {
    let target = self.target
    self.target = nil
    target?.dragExited()
  }
}
