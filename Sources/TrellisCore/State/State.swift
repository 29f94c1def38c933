/// A value a view owns, kept by Trellis for as long as the view's identity stays in the tree.
///
/// Writing it re-evaluates the bodies that read it, and no others.
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View { Button("Count: \(count)") { count += 1 } }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
  /// Points at the node's storage once the view is in the tree. First, at a fixed offset, so
  /// that reading it in code not specialized for `Value` needs no look-up of `State<Value>`'s
  /// metadata for the offset of a field after one of type `Value`.
  @usableFromInline let box: StateBox
  /// The value the storage starts from.
  @usableFromInline let initialValue: Value

  /// A state with an initial value.
  @inlinable public init(wrappedValue value: Value) {
    box = StateBox()
    initialValue = value
  }

  /// A state with an initial value.
  @inlinable public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value. Reading it in `body` makes the body depend on it.
  @MainActor public var wrappedValue: Value {
    // Not `box.cell?.read() ?? initialValue`: `??` needs `Optional<Value>`'s metadata, looked
    // up at run time in this unspecialized code on every read.
    get {
      if let cell { return cell.read() }
      return initialValue
    }
    nonmutating set {
      if let cell {
        cell.write(newValue)
      } else {
        ViewGraph.warnOnce("a @State was written before its view was in the view tree; the write is ignored")
      }
    }
  }

  /// The node's storage, once linked.
  private var cell: StateCell<Value>? {
    // Unchecked: `link` puts only a `StateCell<Value>` there, and a checked cast would look the
    // class's metadata up at run time.
    guard let cell = box.cell else { return nil }
    return unsafeDowncast(cell, to: StateCell<Value>.self)
  }

  /// A binding to the value, for a child view to read and write.
  @MainActor public var projectedValue: Binding<Value> {
    guard let cell else { return .constant(initialValue) }
    return Binding(location: StateLocation(cell: cell), snapshot: cell.read())
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state whose initial value is nil.
  @inlinable public init() { self.init(wrappedValue: nil) }
}

/// Points a `State` value at the storage its view's node keeps; a new view value gets a new box,
/// which the node points at the same storage.
///
/// Not generic: code not specialized for a state's `Value` (all of Trellis's) would look
/// `StateBox<Value>` up at run time wherever it names it.
@usableFromInline
final class StateBox: @unchecked Sendable {
  /// The node's `StateCell<Value>`, once linked.
  var cell: AnyObject?

  @usableFromInline init() {}
}

extension State: NodeLinkedProperty {
  static var storageClass: AnyClass? { StateCell<Value>.self }

  func link(to node: CompositeNodeBase, slot: inout Int) {
    withUnsafeAddress(of: self) { address in
      Self.link(at: address, to: node, slot: &slot, storageClass: StateCell<Value>.self)
    }
  }

  /// Where `initialValue` lies in a `State`: after the box, at `Value`'s alignment, as Swift
  /// lays out a struct's stored properties in order. Worked out here because asking for the
  /// offset in code not specialized for `Value` looks `State<Value>`'s metadata up at run time.
  static var initialValueOffset: Int {
    let alignment = MemoryLayout<Value>.alignment
    return (MemoryLayout<StateBox>.size + alignment - 1) / alignment * alignment
  }

  static func link(
    at address: UnsafeRawPointer, to node: CompositeNodeBase, slot: inout Int, storageClass: AnyClass?
  ) {
    // `storageClass` is `StateCell<Value>`, found once per view type: naming that class here,
    // in code not specialized for `Value`, looks its metadata up at run time, a third of linking.
    let cellClass: AnyClass
    if let storageClass {
      cellClass = storageClass
    } else {
      cellClass = StateCell<Value>.self
    }
    let box = address.assumingMemoryBound(to: StateBox.self).pointee
    defer { slot += 1 }
    if slot < node.storage.count {
      let existing = node.storage[slot]
      if ObjectIdentifier(type(of: existing)) == ObjectIdentifier(cellClass) {
        box.cell = existing
        return
      }
    }
    let initialValue = (address + initialValueOffset).assumingMemoryBound(to: Value.self).pointee
    let cell = unsafeBitCast(cellClass, to: StateCell<Value>.Type.self).init(initialValue)
    cell.owner = node
    if slot < node.storage.count {
      node.storage[slot] = cell
    } else {
      node.storage.append(cell)
    }
    box.cell = cell
  }
}
