/// A value a gesture sets while it runs, back to its initial value when the gesture ends.
///
/// ```swift
/// @GestureState private var isDragging = false
/// var body: some View {
///     Circle()
///         .fill(isDragging ? .red : .blue)
///         .gesture(DragGesture().updating($isDragging) { _, state, _ in state = true })
/// }
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  /// Linked in place by the node, as a `@State` of the view would be.
  private var state: State<Value>
  private let initialValue: Value

  /// A gesture state starting at `wrappedValue`.
  public init(wrappedValue: Value) {
    state = State(wrappedValue: wrappedValue)
    initialValue = wrappedValue
  }

  /// A gesture state starting at `initialValue`.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// A gesture state starting at `wrappedValue`; the reset's transaction is not used yet.
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue)
  }

  /// The current value, which only gestures change.
  @MainActor public var wrappedValue: Value { state.wrappedValue }

  /// The state itself, to hand to ``Gesture/updating(_:body:)``.
  public var projectedValue: GestureState<Value> { self }

  @MainActor func set(_ value: Value, transaction: Transaction) {
    if transaction.animation != nil || transaction.disablesAnimations {
      withTransaction(transaction) { state.wrappedValue = value }
    } else {
      state.wrappedValue = value
    }
  }

  @MainActor func reset() { state.wrappedValue = initialValue }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// A gesture state starting at nil.
  public init() { self.init(wrappedValue: nil) }
}
