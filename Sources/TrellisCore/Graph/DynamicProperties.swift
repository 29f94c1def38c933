@_spi(Reflection) import Swift

/// Finds a view's dynamic properties and links them to its node, in the view value the node
/// keeps.
///
/// The fields to link are found once per type (kept in the type's `CompositeViewType`), as byte
/// offsets into the value, including those of the properties inside custom dynamic properties
/// (a struct of `@State`s). Each new value of the view is then linked through them, in place:
/// a `State` gets its node's cell written into it, so it needs no box shared with its copies.
/// (A `Mirror` per value cost a quarter of building a large view tree.)
@MainActor
enum DynamicProperties {
  /// A linked property of a view type: where it lies, its type, and the class of the storage
  /// it makes.
  typealias Field = (offset: Int, type: any NodeLinkedProperty.Type, storage: AnyClass?)
  /// A custom dynamic property of a view type, whose `update()` runs before every evaluation of
  /// the body: where it lies and its type.
  typealias Update = (offset: Int, type: any DynamicProperty.Type)

  /// What a view type's plan lists: the linked properties, at byte offsets, with their types
  /// and the classes of the storage they make; and the custom dynamic properties to update,
  /// those inside others first. A class, so that a plan is passed around with one reference.
  final class Properties {
    let fields: [Field]
    let updates: [Update]

    init(fields: [Field], updates: [Update]) {
      self.fields = fields
      self.updates = updates
    }
  }

  /// How to link the properties of one view type.
  enum Plan {
    /// No dynamic properties at all.
    case none
    /// Properties at byte offsets in the view value.
    case offsets(Properties)
    /// Properties at byte offsets in the object a view of a class type refers to. (SwiftUI's
    /// views are structs; a class still links, through its object.)
    case objectOffsets(Properties)

    /// Whether the plan has custom dynamic properties to update.
    var hasUpdates: Bool {
      switch self {
      case .none: false
      case .offsets(let properties), .objectOffsets(let properties): !properties.updates.isEmpty
      }
    }
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

  /// Links the properties of the value (a modifier, a view) at `value`, in place, to `node`.
  static func link<V>(_ value: UnsafeMutablePointer<V>, to node: CompositeNodeBase) {
    link(UnsafeMutableRawPointer(value), to: node, plan: plan(for: V.self))
  }

  /// Links the properties of the view value at `value`, in place, to `node`, following `plan`.
  static func link(_ value: UnsafeMutableRawPointer, to node: CompositeNodeBase, plan: Plan) {
    switch plan {
    case .none:
      return
    case .offsets(let properties):
      link(properties.fields, at: value, to: node)
    case .objectOffsets(let properties):
      link(properties.fields, at: value.load(as: UnsafeMutableRawPointer.self), to: node)
    }
  }

  /// Calls `update()` on the custom dynamic properties of the value at `value`, in place, as
  /// SwiftUI does before evaluating a body: after their own properties are linked, so that an
  /// update reads the current state and environment.
  static func update(_ value: UnsafeMutableRawPointer, plan: Plan) {
    switch plan {
    case .none:
      return
    case .offsets(let properties):
      update(properties.updates, at: value)
    case .objectOffsets(let properties):
      update(properties.updates, at: value.load(as: UnsafeMutableRawPointer.self))
    }
  }

  private static func update(_ updates: [Update], at base: UnsafeMutableRawPointer) {
    for property in updates { update(property.type, at: base + property.offset) }
  }

  private static func update<P: DynamicProperty>(_ type: P.Type, at address: UnsafeMutableRawPointer) {
    address.assumingMemoryBound(to: P.self).pointee.update()
  }

  /// Links the properties at `fields` of the value at `base` to `node`, writing into the value.
  static func link(_ fields: [Field], at base: UnsafeMutableRawPointer, to node: CompositeNodeBase) {
    // Reading each field through its offset and static type: a key path projection and a cast
    // to an existential per field cost a quarter of building a large tree.
    var slot = 0
    for field in fields {
      field.type.link(at: base + field.offset, to: node, slot: &slot, storageClass: field.storage)
    }
  }

  private static func makePlan<V>(for type: V.Type) -> Plan {
    var fields: [Field] = []
    var updates: [Update] = []
    if isKind(type, .struct) {
      collectFields(
        of: type, at: 0, options: [], into: &fields, updates: &updates, holdsStyle: isStyleBodyView(type))
      return fields.isEmpty && updates.isEmpty
        ? .none : .offsets(Properties(fields: fields, updates: updates))
    }
    if isKind(type, .class) {
      // `.classType`, a `static var` that Swift 6 does not let isolated code read.
      let classType = _EachFieldOptions(rawValue: 1 << 0)
      collectFields(of: type, at: 0, options: classType, into: &fields, updates: &updates)
      return fields.isEmpty && updates.isEmpty
        ? .none : .objectOffsets(Properties(fields: fields, updates: updates))
    }
    // Enums and the like have no stored properties to wrap.
    return .none
  }

  /// Adds to `fields` the linked properties of a value of `type` lying at `base`, and those
  /// inside its custom dynamic properties, which lie inside it; and to `updates` those custom
  /// properties, each after the ones inside it.
  private static func collectFields(
    of type: Any.Type, at base: Int, options: _EachFieldOptions, into fields: inout [Field],
    updates: inout [Update], holdsStyle: Bool = false
  ) {
    _ = _forEachField(of: type, options: options) { name, offset, fieldType, _ in
      if let linked = fieldType as? any NodeLinkedProperty.Type {
        fields.append((base + offset, linked, linked.storageClass))
      } else if holdsStyle, isKind(fieldType, .struct),
        String(cString: name) == StyleBodyView<Int, Int, EmptyView>.styleFieldName
      {
        // The style whose body the view runs: its properties are that view's.
        collectFields(of: fieldType, at: base + offset, options: [], into: &fields, updates: &updates)
      } else if let custom = fieldType as? any DynamicProperty.Type,
        !(fieldType is any ValueOnlyDynamicProperty.Type)
      {
        if isKind(fieldType, .struct) {
          collectFields(of: fieldType, at: base + offset, options: [], into: &fields, updates: &updates)
          updates.append((base + offset, custom))
        } else {
          // Its fields are not in the view value; SwiftUI's dynamic properties are structs.
          ViewGraph.warnOnce(
            "the dynamic properties inside \(fieldType), which is not a struct, are not linked to their view")
        }
      }
      return true
    }
  }

  /// Whether `type`'s metadata is of `kind`.
  /// Whether `type`, a struct, is a `StyleBodyView`: its type descriptor (the word after a
  /// struct metadata's kind) is the one every `StyleBodyView` shares. No conformance is asked,
  /// since each first lookup of one scans the process's conformance records.
  private static func isStyleBodyView(_ type: Any.Type) -> Bool {
    descriptor(of: type) == styleBodyViewDescriptor
  }

  private static let styleBodyViewDescriptor = descriptor(of: StyleBodyView<Int, Int, EmptyView>.self)

  private static func descriptor(of type: Any.Type) -> UnsafeRawPointer? {
    unsafeBitCast(type, to: UnsafeRawPointer.self).load(
      fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer?.self)
  }

  private static func isKind(_ type: Any.Type, _ kind: _MetadataKind) -> Bool {
    // A class's metadata may start with a pointer, which is no kind.
    if kind == .class { return type is AnyClass }
    let raw = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
    return _MetadataKind(rawValue: raw) == kind
  }
}

/// A dynamic property that holds no storage of the node's (a binding): nothing inside to link.
protocol ValueOnlyDynamicProperty: DynamicProperty {}

extension Binding: ValueOnlyDynamicProperty {}
extension Bindable: ValueOnlyDynamicProperty {}
