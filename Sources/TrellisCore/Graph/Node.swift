/// Implementation detail: the long-lived node the view graph keeps for one view identity.
///
/// A view value is a description; its node holds what outlives it: state, the environment, child
/// nodes, and (for views that take part in layout) cached sizes and the placed frame. Structural
/// nodes (lists, conditionals, `ForEach`, views with a body) only hold children; their layout
/// children are collected by the nearest enclosing layout node.
@MainActor
public class _Node {
  /// The node above this one; nil only for the root.
  unowned(unsafe) var parent: _Node?
  /// The graph, unretained (it outlives its nodes). Kept as `Unmanaged` so that a new node
  /// copies its parent's as plain bits: Swift retains and releases an `unowned(unsafe)`
  /// property around each read, and making a node read several.
  let graphReference: Unmanaged<ViewGraph>
  var graph: ViewGraph { graphReference.takeUnretainedValue() }
  /// The environment this node's view sees.
  var environment: EnvironmentValues
  /// `enclosingBody`, unretained (see `graphReference`).
  let enclosingBodyReference: Unmanaged<CompositeNodeBase>?
  /// The nearest node above this one of a view with a body: the body whose evaluation made this
  /// node, to which reads in this node's closures count. Kept rather than searched for, since
  /// every node with a body and every `ForEach` element asks.
  var enclosingBody: CompositeNodeBase? { enclosingBodyReference?.takeUnretainedValue() }
  // The flags come last: a subclass's fields start right after them, so its own flags share
  // their 8 bytes instead of each padding to 8.
  /// False once the node has left the tree.
  var isAlive = true
  /// Whether this is the node of a view with a body, and so the enclosing body of its children.
  /// A stored flag rather than an overridden getter returning that body, whose result was
  /// retained and released for every node made.
  let isBody: Bool

  // The parent is borrowed (`__shared`), as in the subclasses' initializers that pass it on:
  // an initializer's parameters are otherwise owned, so each level of a node's initializers
  // retained the parent for the next and released it after.
  init(parent: __shared _Node?, graph: ViewGraph? = nil) {
    self.parent = parent
    (graphReference, enclosingBodyReference, environment) = _Node.inherited(from: parent, graph: graph)
    isBody = false
  }

  /// The node of a view with a body (a `CompositeNodeBase`).
  init(bodyWithParent parent: __shared _Node?, graph: ViewGraph?) {
    self.parent = parent
    (graphReference, enclosingBodyReference, environment) = _Node.inherited(from: parent, graph: graph)
    isBody = true
  }

  /// A node whose subclass already read `environment`, its parent's environment for children,
  /// to set up its own stored properties.
  init(parent: __shared _Node, environment: EnvironmentValues) {
    self.parent = parent
    self.graphReference = parent.graphReference
    self.environment = environment
    self.enclosingBodyReference = _Node.bodyForChildren(of: parent)
    self.isBody = false
  }

  /// What a new node takes from its parent, or for the root from `graph`: the graph, the
  /// enclosing body and the environment.
  @inline(__always)
  private static func inherited(from parent: _Node?, graph: ViewGraph?) -> (
    Unmanaged<ViewGraph>, Unmanaged<CompositeNodeBase>?, EnvironmentValues
  ) {
    // The parent is called unretained: the node being made is its child, and a retain and a
    // release each showed up in building large trees.
    guard let parent = unretained(parent) else {
      return (.passUnretained(graph!), nil, EnvironmentValues())
    }
    return withUnretained(parent) { parent in
      (parent.graphReference, bodyForChildren(of: parent), parent.environmentForChildren)
    }
  }

  /// The `enclosingBody` of `node`'s children.
  @inline(__always)
  static func bodyForChildren(of node: _Node) -> Unmanaged<CompositeNodeBase>? {
    node.isBody
      ? Unmanaged.passUnretained(unsafeDowncast(node, to: CompositeNodeBase.self))
      : node.enclosingBodyReference
  }

  /// The environment handed to child nodes; environment modifiers override it.
  var environmentForChildren: EnvironmentValues { environment }

  /// Appends the layout nodes this node contributes to its enclosing layout container.
  func collectLayoutNodes(into result: inout [LayoutNode]) {}

  /// The node's direct children, for traversals.
  var childNodes: [_Node] { [] }

  /// Calls `body` with each direct child, in order, without making an array of them as
  /// `childNodes` does: environment changes walk every node.
  func forEachChild(_ body: (_Node) -> Void) {
    for child in childNodes { body(child) }
  }

  /// Calls `body` with each child as shown on screen: the same as `forEachChild`, except where a
  /// container shows its content's views elsewhere (`Group(subviews:)`, whose content is
  /// reached through the `Subview`s showing it). Walks looking for what is shown use it; the
  /// environment and disposal follow `forEachChild`.
  func forEachDisplayedChild(_ body: (_Node) -> Void) {
    forEachChild(body)
  }

  /// `childNodes` as shown on screen (see `forEachDisplayedChild`).
  var displayedChildNodes: [_Node] { childNodes }

  /// Tells the enclosing layout container that the set of its subviews changed.
  func structureDidChange() {
    graph.preferences.structureDidChange()
    var current = parent
    while let node = current {
      if let layout = node as? LayoutNode {
        layout.subviewsDidChange()
        return
      }
      current = node.parent
    }
  }

  /// Marks the subtree as removed: state is dropped, disappear callbacks run, nothing redraws it.
  func dispose() {
    guard isAlive else { return }
    isAlive = false
    for child in childNodes { child.dispose() }
    graph.nodeDidDisappear(self)
  }

  /// Hands a changed environment down the subtree.
  func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    environment = newEnvironment
    let forChildren = environmentForChildren
    forEachChild { $0.environmentDidChange(forChildren) }
  }

  /// The nearest layout node at or above this one.
  var enclosingLayoutNode: LayoutNode? {
    var current: _Node? = self
    while let node = current {
      if let layout = node as? LayoutNode { return layout }
      current = node.parent
    }
    return nil
  }
}

/// A structural node holding an ordered list of children: tuple views, `EmptyView`.
final class ListNode: _Node {
  @exclusivity(unchecked) var children: [_Node] = []

  override var childNodes: [_Node] { children }

  override func forEachChild(_ body: (_Node) -> Void) {
    for child in children { body(child) }
  }

  override func collectLayoutNodes(into result: inout [LayoutNode]) {
    collectLayoutNodes(of: children, into: &result)
  }
}
