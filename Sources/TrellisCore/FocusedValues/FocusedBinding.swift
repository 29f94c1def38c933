/// Reads and writes through a binding that the focused view, or a view around it, publishes
/// with `.focusedValue(_:_:)`; nil when none does.
///
/// ```swift
/// @FocusedBinding(\.selectedNote) private var note: Note?
/// Button("Archive") { note?.isArchived = true }
/// ```
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  var focused: FocusedValue<Binding<Value>>

  /// Reads the binding at `keyPath` of the focused values.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
    focused = FocusedValue(keyPath)
  }

  /// The value the published binding points at, nil when none is published; setting a value
  /// writes through the binding, and setting nil does nothing.
  @MainActor public var wrappedValue: Value? {
    get { focused.wrappedValue?.wrappedValue }
    nonmutating set {
      guard let newValue, let binding = focused.wrappedValue else { return }
      binding.wrappedValue = newValue
    }
  }

  /// A binding to the published binding's value: nil while none is published.
  @MainActor public var projectedValue: Binding<Value?> {
    let focused = focused
    return Binding(
      get: { focused.wrappedValue?.wrappedValue },
      set: { newValue in
        guard let newValue, let binding = focused.wrappedValue else { return }
        binding.wrappedValue = newValue
      })
  }
}
