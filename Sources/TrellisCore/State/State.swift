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
  /// The node's `StateCell<Value>`, once the view is in the tree; nil in the values a parent's
  /// body makes. The node writes it into the view value it keeps, in place, before evaluating
  /// the body, so making a state allocates nothing. A strong reference: closures and bindings
  /// made in the body keep copies of the view, and may write after the node is gone.
  ///
  /// `AnyObject` rather than `StateCell<Value>`, an internal class an inlinable initializer
  /// cannot name; first, at a fixed offset, so that reading it in code not specialized for
  /// `Value` needs no look-up of `State<Value>`'s metadata for the offset of a field after one
  /// of type `Value`.
  @usableFromInline var cellReference: AnyObject?
  /// The value the storage starts from.
  @usableFromInline let initialValue: Value

  /// A state with an initial value.
  @inlinable public init(wrappedValue value: Value) {
    cellReference = nil
    initialValue = value
  }

  /// A state with an initial value.
  @inlinable public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value. Reading it in `body` makes the body depend on it.
  @MainActor public var wrappedValue: Value {
    // Not `cell?.read() ?? initialValue`: `??` needs `Optional<Value>`'s metadata, looked up at
    // run time in this unspecialized code on every read.
    get {
      // Read through an unretained reference: this view keeps its cell, and a retain and a
      // release around every read showed up in building large trees.
      guard let cell = unretained(cellReference) else { return initialValue }
      return withUnretained(cell) { unsafeDowncast($0, to: StateCell<Value>.self).read() }
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
    guard let cell = cellReference else { return nil }
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

extension State: NodeLinkedProperty {
  static var storageClass: AnyClass? { StateCell<Value>.self }

  /// Where `initialValue` lies in a `State`: after the cell reference, at `Value`'s alignment, as
  /// Swift lays out a struct's stored properties in order. Worked out here because asking for
  /// the offset in code not specialized for `Value` looks `State<Value>`'s metadata up at run
  /// time.
  static var initialValueOffset: Int {
    let alignment = MemoryLayout<Value>.alignment
    return (MemoryLayout<AnyObject?>.size + alignment - 1) / alignment * alignment
  }

  static func link(
    at address: UnsafeMutableRawPointer, to node: CompositeNodeBase, slot: inout Int, storageClass: AnyClass?
  ) {
    // `storageClass` is `StateCell<Value>`, found once per view type: naming that class here,
    // in code not specialized for `Value`, looks its metadata up at run time, a third of linking.
    let cellClass: AnyClass
    if let storageClass {
      cellClass = storageClass
    } else {
      cellClass = StateCell<Value>.self
    }
    let reference = address.assumingMemoryBound(to: AnyObject?.self)
    defer { slot += 1 }
    if slot < node.storage.count {
      let existing = node.storage[slot]
      if ObjectIdentifier(type(of: existing)) == ObjectIdentifier(cellClass) {
        reference.pointee = existing
        return
      }
    }
    let initialValue = (address + initialValueOffset).assumingMemoryBound(to: Value.self).pointee
    let cell = unsafeBitCast(cellClass, to: StateCell<Value>.Type.self).init(initialValue)
    cell.owner = .passUnretained(node)
    if slot < node.storage.count {
      node.storage[slot] = cell
    } else {
      node.storage.append(cell)
    }
    // Moved into the view: the node's storage took the one retain the cell needs.
    reference.pointee = consume cell
  }
}
