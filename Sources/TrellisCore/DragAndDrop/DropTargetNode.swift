/// A view that can take dropped items: `.dropDestination`.
@MainActor
protocol DropTargetNode: LayoutNode {
  /// Whether it takes `item` now (it is enabled, and `item` converts to its type).
  func accepts(_ item: any Transferable) -> Bool
  /// A drag of an item it accepts came over it.
  func dragEntered()
  /// That drag moved to `point` (root coordinates) over it.
  func dragMoved(to point: CGPoint, with item: any Transferable)
  /// That drag left it, was dropped or ended.
  func dragExited()
  /// `item` was dropped at `point` (root coordinates); returns whether it was taken.
  func drop(_ item: any Transferable, at point: CGPoint) -> Bool
}

extension DropTargetNode {
  func dragMoved(to point: CGPoint, with item: any Transferable) {}
}
