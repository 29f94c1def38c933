/// A value that follows keyboard focus: a `Bool` (is the view with `.focused($flag)` focused?) or
/// an optional (which of the views with `.focused($field, equals: …)` is?). Setting it moves focus.
///
/// ```swift
/// @FocusState private var field: Field?
/// TextField("Name", text: $name).focused($field, equals: .name)
/// Button("Next") { field = .email }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let startValue: Value
  let box = FocusStateBox<Value>()

  // Declared here rather than in extensions so that `@FocusState var flag: Bool` with no
  // initial value is default-initialized.

  /// A focus state that is true while its view is focused.
  public init() where Value == Bool { startValue = false }

  /// A focus state that names which view is focused, nil when none of them is.
  public init<T: Hashable>() where Value == T? { startValue = nil }

  /// A reference to a focus state, passed to `.focused(_:)` and `.focused(_:equals:)`.
  @propertyWrapper
  public struct Binding {
    let box: FocusStateBox<Value>
    let startValue: Value

    /// The focus state's value; setting it moves focus.
    @MainActor public var wrappedValue: Value {
      get { box.cell?.read() ?? startValue }
      nonmutating set { box.cell?.set(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }

  /// The current value; setting it moves focus.
  @MainActor public var wrappedValue: Value {
    get { box.cell?.read() ?? startValue }
    nonmutating set {
      if let cell = box.cell {
        cell.set(newValue)
      } else {
        ViewGraph.warnOnce(
          "a @FocusState was written before its view was in the view tree; the write is ignored")
      }
    }
  }

  /// A reference for `.focused(_:)` modifiers.
  public var projectedValue: Binding { Binding(box: box, startValue: startValue) }
}

/// Points a `FocusState` value at the storage its view's node keeps.
final class FocusStateBox<Value: Hashable>: @unchecked Sendable {
  var cell: FocusCell<Value>?
}

extension FocusState: BoxLinkedProperty {
  func link(to node: CompositeNodeBase, slot: inout Int) {
    if slot < node.storage.count, let cell = node.storage[slot] as? FocusCell<Value> {
      box.cell = cell
    } else {
      let cell = FocusCell(startValue, graph: node.graph)
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

extension FocusState: ComparableViewInput {
  func isSameInput(as other: Any) -> Bool { true }
}

extension FocusState.Binding: ComparableViewInput {
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? FocusState.Binding else { return false }
    return other.box === box
  }
}

/// The storage of one focus state: its value, and the `.focused` modifiers bound to it, which
/// move keyboard focus when the value is set from code.
@MainActor
final class FocusCell<Value: Hashable>: ObservedLocation {
  private(set) var value: Value
  unowned(unsafe) let graph: ViewGraph
  private var bindings: [Weak<FocusedNode<Value>>] = []

  init(_ value: Value, graph: ViewGraph) {
    self.value = value
    self.graph = graph
  }

  func read() -> Value {
    recordRead()
    return value
  }

  func register(_ node: FocusedNode<Value>) {
    bindings.removeAll { $0.value == nil || $0.value === node }
    bindings.append(Weak(node))
  }

  /// Records a value that focus itself moved to.
  func focusDidSet(_ newValue: Value) {
    guard newValue != value else { return }
    value = newValue
    notifyReaders()
  }

  /// Sets the value from code: the view bound to the new value takes focus; when none is, the
  /// focused view bound to this state loses it.
  func set(_ newValue: Value) {
    focusDidSet(newValue)
    let live = bindings.compactMap(\.value).filter(\.isAlive)
    if let target = live.first(where: { $0.focusedValue == newValue }) {
      target.takeFocus()
    } else if let focused = graph.focusedNode, live.contains(where: { $0.contains(focused) }) {
      graph.setFocus(nil)
    }
  }
}
