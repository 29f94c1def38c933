@_spi(Reflection) import Swift

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
  @exclusivity(unchecked) var child: _Node?

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

  override var childNodes: [_Node] {
    guard let child else { return [] }
    return [child]
  }

  override func forEachChild(_ body: (_Node) -> Void) {
    if let child { body(child) }
  }

  override func collectLayoutNodes(into result: inout [LayoutNode]) {
    child?.collectLayoutNodes(into: &result)
  }

  private var invalidationToken: InvalidationToken?

  /// The token that stands for this node in the state and models it reads.
  var token: InvalidationToken {
    if let invalidationToken { return invalidationToken }
    let made = InvalidationToken(self)
    invalidationToken = made
    return made
  }

  override func dispose() {
    super.dispose()
    invalidationToken?.node = nil
  }

  deinit {
    invalidationToken?.node = nil
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

/// Finds a view's dynamic properties and links them to its node.
///
/// The fields to link are found once per type, as key paths; each new value of the view is then
/// read through them. (A `Mirror` per value cost a quarter of building a large view tree.)
@MainActor
enum DynamicProperties {
  /// How to link the properties of one view type.
  private enum Plan {
    /// No dynamic properties at all.
    case none
    /// Linked properties at these byte offsets in the view value, with their types.
    case offsets([(offset: Int, type: any NodeLinkedProperty.Type)])
    /// Linked properties at these key paths (a view type whose fields have no fixed offsets).
    case keyPaths([AnyKeyPath])
    /// Custom dynamic-property structs inside: walk the value with a mirror.
    case mirror
  }

  private static var plans: [ObjectIdentifier: Plan] = [:]

  static func link<V>(_ view: V, to node: CompositeNodeBase) {
    let type = ObjectIdentifier(V.self)
    let plan = plans[type] ?? makePlan(for: V.self)
    switch plan {
    case .none:
      return
    case .offsets(let fields):
      // Reading each field through its offset and static type: a key path projection and a
      // cast to an existential per field cost a quarter of building a large tree.
      var slot = 0
      withUnsafePointer(to: view) { pointer in
        let base = UnsafeRawPointer(pointer)
        for field in fields {
          field.type.link(at: base + field.offset, to: node, slot: &slot)
        }
      }
    case .keyPaths(let paths):
      var slot = 0
      for path in paths {
        (view[keyPath: path] as? any NodeLinkedProperty)?.link(to: node, slot: &slot)
      }
    case .mirror:
      var slot = 0
      linkFields(of: view, to: node, slot: &slot)
    }
  }

  private static func makePlan<V>(for type: V.Type) -> Plan {
    var paths: [AnyKeyPath] = []
    var fields: [(offset: Int, type: any NodeLinkedProperty.Type)] = []
    var needsMirror = false
    let enumerated = _forEachFieldWithKeyPath(of: type) { _, path in
      let fieldType = Swift.type(of: path).valueType
      if let linked = fieldType as? any NodeLinkedProperty.Type {
        paths.append(path)
        if let offset = MemoryLayout<V>.offset(of: path) { fields.append((offset, linked)) }
      } else if fieldType is any DynamicProperty.Type, !(fieldType is any ValueOnlyDynamicProperty.Type) {
        needsMirror = true
      }
      return true
    }
    let plan: Plan
    if !enumerated || needsMirror {
      plan = .mirror
    } else if paths.isEmpty {
      plan = .none
    } else if fields.count == paths.count {
      plan = .offsets(fields)
    } else {
      plan = .keyPaths(paths)
    }
    plans[ObjectIdentifier(type)] = plan
    return plan
  }

  private static func linkFields(of value: Any, to node: CompositeNodeBase, slot: inout Int) {
    for child in Mirror(reflecting: value).children {
      if let linked = child.value as? any NodeLinkedProperty {
        linked.link(to: node, slot: &slot)
      } else if child.value is any DynamicProperty, !(child.value is any ValueOnlyDynamicProperty) {
        linkFields(of: child.value, to: node, slot: &slot)
      }
    }
  }
}

/// A dynamic property that holds no storage of the node's (a binding): nothing inside to link.
protocol ValueOnlyDynamicProperty: DynamicProperty {}

extension Binding: ValueOnlyDynamicProperty {}
extension Bindable: ValueOnlyDynamicProperty {}
