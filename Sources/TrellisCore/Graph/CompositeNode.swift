/// The node of a view with a `body`: it keeps the view's state and re-evaluates the body when
/// something the body read changes, or when the parent hands it a different value of the view.
@MainActor
class CompositeNodeBase: _Node {
  /// Storage for the view's dynamic properties, in declaration order.
  var storage: [AnyObject] = []
  /// Set when state the body read was written.
  var isDirty = false
  /// Whether the body read the environment (so environment changes must re-evaluate it).
  var readsEnvironment = false
  let depth: Int
  var child: _Node?

  override init(parent: _Node?, graph: ViewGraph? = nil) {
    var depth = 0
    var current = parent
    while let node = current {
      if let composite = node as? CompositeNodeBase {
        depth = composite.depth + 1
        break
      }
      current = node.parent
    }
    self.depth = depth
    super.init(parent: parent, graph: graph)
  }

  override var childNodes: [_Node] { child.map { [$0] } ?? [] }

  override func collectLayoutNodes(into result: inout [LayoutNode]) {
    child?.collectLayoutNodes(into: &result)
  }

  /// Schedules a re-evaluation of the body.
  func invalidate() {
    guard isAlive, !isDirty else { return }
    isDirty = true
    graph.scheduleUpdate(self)
  }

  /// Re-evaluates the body now.
  func evaluate() {}

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    if readsEnvironment { invalidate() }
    super.environmentDidChange(newEnvironment)
  }
}

/// The node of a view of type `V` with a body.
final class CompositeNode<V: View>: CompositeNodeBase {
  var view: V

  init(view: V, parent: _Node) {
    self.view = view
    super.init(parent: parent)
    DynamicProperties.link(view, to: self)
    evaluate()
  }

  func update(with newView: V) {
    if !isDirty, ViewComparison.viewsEqual(view, newView) { return }
    view = newView
    DynamicProperties.link(view, to: self)
    evaluate()
  }

  override func evaluate() {
    guard isAlive else { return }
    isDirty = false
    let body = graph.evaluateBody(of: self) { view.body }
    if let child {
      V.Body._updateNode(child, with: body)
    } else {
      child = V.Body._makeNode(body, parent: self)
    }
  }
}

/// Finds a view's dynamic properties by reflection and links them to its node.
@MainActor
enum DynamicProperties {
  private static var typesWithout: Set<ObjectIdentifier> = []

  static func link<V>(_ view: V, to node: CompositeNodeBase) {
    let type = ObjectIdentifier(V.self)
    if typesWithout.contains(type) { return }
    var slot = 0
    var found = false
    linkFields(of: view, to: node, slot: &slot, found: &found)
    if !found { typesWithout.insert(type) }
  }

  private static func linkFields(of value: Any, to node: CompositeNodeBase, slot: inout Int, found: inout Bool) {
    for child in Mirror(reflecting: value).children {
      if let linked = child.value as? any NodeLinkedProperty {
        found = true
        linked.link(to: node, slot: &slot)
      } else if child.value is any DynamicProperty {
        found = true
        linkFields(of: child.value, to: node, slot: &slot, found: &found)
      }
    }
  }
}
