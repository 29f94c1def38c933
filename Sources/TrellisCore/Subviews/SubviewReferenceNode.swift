/// The node of a `Subview` a container shows: it lends the subview's layout node from the
/// content (`SubviewsSourceNode`) to the layout around it, which measures, places and draws it
/// here. The subview keeps its node, its state and its environment (the container's, as in
/// SwiftUI); only its parent changes while it is shown here, so that its layout changes reach
/// the containers it stands in.
final class SubviewReferenceNode: _Node {
  /// The subview shown.
  private(set) var subview: Subview?
  /// The subview's parent in the content, given back when this node lets it go.
  private(set) unowned(unsafe) var contentParent: _Node?
  /// Whether this `Subview` is itself in a container's content (`Group(subviews: subviews[1...])`):
  /// that container reads the subview from here and shows it elsewhere, so this node never
  /// takes it.
  private var isInContent = false
  /// The container whose result holds this node, which takes its subviews back and lends them
  /// again around each update of its result.
  private weak var owner: SubviewsResolverNode?
  private var isSettled = false

  /// Shows `subview` here instead of what was shown.
  func show(_ subview: Subview) {
    if !isSettled { settle() }
    if let shown = self.subview, shown.node === subview.node {
      self.subview = subview
      claim()
      return
    }
    unclaim()
    self.subview = subview
    claim()
    structureDidChange()
  }

  /// Finds where this node stands, once: whether in a container's content, and in which
  /// container's result.
  private func settle() {
    isSettled = true
    var current = parent
    var passedLayout = false
    while let node = current {
      if let resolver = node as? SubviewsResolverNode {
        owner = resolver
        resolver.register(self)
        return
      }
      if node is SubviewsSourceNode, !passedLayout { isInContent = true }
      if node is LayoutNode { passedLayout = true }
      current = node.parent
    }
  }

  /// Makes the subview's node this node's child for layout, taking it from the content or from
  /// another `Subview` showing it.
  func claim() {
    guard !isInContent, let node = subview?.node, node.isAlive, node.parent !== self else { return }
    if let other = node.parent as? SubviewReferenceNode {
      contentParent = other.contentParent
      other.structureDidChange()
    } else {
      contentParent = node.parent
    }
    node.parent = self
  }

  /// Gives the subview back to the content.
  func unclaim() {
    guard let node = subview?.node, node.parent === self else { return }
    // A node that left the tree is never shown again; its old parent may be gone.
    node.parent = node.isAlive ? contentParent : nil
  }

  override func collectLayoutNodes(into result: inout [LayoutNode]) {
    // The node is one of the content's layout nodes as collected: it stands for itself.
    guard let node = subview?.node, node.parent === self, node.isAlive else { return }
    result.append(node)
  }

  /// The view shown here, as a child for walks looking for what is shown.
  override func forEachDisplayedChild(_ body: (_Node) -> Void) {
    guard let node = subview?.node, node.parent === self, node.isAlive else { return }
    body(node)
  }

  override var displayedChildNodes: [_Node] {
    guard let node = subview?.node, node.parent === self, node.isAlive else { return [] }
    return [node]
  }

  override func dispose() {
    guard isAlive else { return }
    super.dispose()
    unclaim()
    owner?.unregister(self)
    guard subview != nil else { return }
    subview = nil
    // A container leaving in an animation is still drawn as it fades: without this, it would
    // draw the subview it listed, which may now be shown elsewhere.
    structureDidChange()
  }
}
