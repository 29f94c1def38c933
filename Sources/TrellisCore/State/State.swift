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
  let initialValue: Value
  let box: StateBox<Value>

  /// A state with an initial value.
  public init(wrappedValue value: Value) {
    initialValue = value
    box = StateBox()
  }

  /// A state with an initial value.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value. Reading it in `body` makes the body depend on it.
  @MainActor public var wrappedValue: Value {
    get { box.cell?.read() ?? initialValue }
    nonmutating set {
      if let cell = box.cell {
        cell.write(newValue)
      } else {
        ViewGraph.warnOnce("a @State was written before its view was in the view tree; the write is ignored")
      }
    }
  }

  /// A binding to the value, for a child view to read and write.
  @MainActor public var projectedValue: Binding<Value> {
    guard let cell = box.cell else { return .constant(initialValue) }
    return Binding(location: StateLocation(cell: cell), snapshot: cell.read())
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state whose initial value is nil.
  public init() { self.init(wrappedValue: nil) }
}

/// Points a `State` value at the storage its view's node keeps; a new view value gets a new box,
/// which the node points at the same storage.
final class StateBox<Value>: @unchecked Sendable {
  var cell: StateCell<Value>?
}

extension State: NodeLinkedProperty {
  func link(to node: CompositeNodeBase, slot: inout Int) {
    if slot < node.storage.count, let cell = node.storage[slot] as? StateCell<Value> {
      box.cell = cell
    } else {
      let cell = StateCell(initialValue)
      if slot < node.storage.count {
        node.storage[slot] = cell
      } else {
        node.storage.append(cell)
      }
      box.cell = cell
    }
    slot += 1
  }
}
