@_spi(Reflection) import Swift

/// Finds a view's dynamic properties and links them to its node.
///
/// The fields to link are found once per type (kept in the type's `CompositeViewType`); each new
/// value of the view is then read through them. (A `Mirror` per value cost a quarter of building
/// a large view tree.)
@MainActor
enum DynamicProperties {
  /// How to link the properties of one view type.
  enum Plan {
    /// No dynamic properties at all.
    case none
    /// Linked properties at these byte offsets in the view value, with their types and the
    /// classes of the storage they make.
    case offsets([(offset: Int, type: any NodeLinkedProperty.Type, storage: AnyClass?)])
    /// Linked properties at these key paths (a view type whose fields have no fixed offsets).
    case keyPaths([AnyKeyPath])
    /// Custom dynamic-property structs inside: walk the value with a mirror.
    case mirror
  }

  // No access overlaps another, so no run-time exclusivity checks.
  @exclusivity(unchecked) private static var plans = TypeTable<Plan>()

  /// How to link the properties of values of type `V`, worked out the first time it is asked.
  static func plan<V>(for type: V.Type) -> Plan {
    let key = ObjectIdentifier(type)
    if let known = plans[key] { return known }
    let made = makePlan(for: type)
    plans.set(made, for: key)
    return made
  }

  /// Links the properties of `value` (a modifier, a view) to `node`.
  static func link<V>(_ value: V, to node: CompositeNodeBase) {
    link(value, to: node, plan: plan(for: V.self))
  }

  /// Links the properties of `view` to `node`, following `plan`, the plan of `V`.
  static func link<V>(_ view: V, to node: CompositeNodeBase, plan: Plan) {
    switch plan {
    case .none:
      return
    case .offsets(let fields):
      // Reading each field through its offset and static type: a key path projection and a
      // cast to an existential per field cost a quarter of building a large tree.
      withUnsafeAddress(of: view) { base in link(fields, at: base, to: node) }
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

  /// Links the properties at `fields` of the value at `base` to `node`.
  static func link(
    _ fields: [(offset: Int, type: any NodeLinkedProperty.Type, storage: AnyClass?)],
    at base: UnsafeRawPointer,
    to node: CompositeNodeBase
  ) {
    var slot = 0
    for field in fields {
      field.type.link(at: base + field.offset, to: node, slot: &slot, storageClass: field.storage)
    }
  }

  private static func makePlan<V>(for type: V.Type) -> Plan {
    var paths: [AnyKeyPath] = []
    var fields: [(offset: Int, type: any NodeLinkedProperty.Type, storage: AnyClass?)] = []
    var needsMirror = false
    let enumerated = _forEachFieldWithKeyPath(of: type) { _, path in
      let fieldType = Swift.type(of: path).valueType
      if let linked = fieldType as? any NodeLinkedProperty.Type {
        paths.append(path)
        if let offset = MemoryLayout<V>.offset(of: path) {
          fields.append((offset, linked, linked.storageClass))
        }
      } else if fieldType is any DynamicProperty.Type, !(fieldType is any ValueOnlyDynamicProperty.Type) {
        needsMirror = true
      }
      return true
    }
    if !enumerated || needsMirror { return .mirror }
    if paths.isEmpty { return .none }
    return fields.count == paths.count ? .offsets(fields) : .keyPaths(paths)
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
