/// A two-way connection to a value owned elsewhere: a parent's `@State`, a model's property, or
/// anything with a getter and a setter.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  let location: AnyLocation<Value>
  /// The value when the binding was made: a view whose binding's snapshot is unchanged need not be
  /// evaluated again.
  let snapshot: Value?
  /// The transaction writes through this binding happen in.
  public var transaction = Transaction()

  init(location: AnyLocation<Value>, snapshot: Value?) {
    self.location = location
    self.snapshot = snapshot
  }

  /// A binding that reads with `get` and writes with `set`.
  @MainActor public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(location: ClosureLocation(get: get, set: { value, _ in set(value) }), snapshot: nil)
  }

  /// A binding that reads with `get` and writes with `set`, which also receives the transaction.
  @MainActor public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(location: ClosureLocation(get: get, set: set), snapshot: nil)
  }

  /// A binding to a value that never changes; writes are ignored.
  @MainActor public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value), snapshot: value)
  }

  /// The same binding (so that `@Binding var x` can be initialized from `$x`).
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// The value, read and written through the binding.
  @MainActor public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue, transaction: transaction) }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  @MainActor public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    let derived = KeyPathLocation(base: self, keyPath: keyPath)
    var binding = Binding<Subject>(location: derived, snapshot: derived.get())
    binding.transaction = transaction
    return binding
  }

  /// The binding with writes animated by `animation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var copy = self
    copy.transaction.animation = animation
    return copy
  }

  /// The binding with writes made in `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }
}

extension Binding: DynamicProperty {}

extension Binding {
  /// Whether two bindings point at the same place and were made from the same value.
  @MainActor func isEquivalent(to other: Binding<Value>) -> Bool {
    guard location.isEquivalent(to: other.location) else { return false }
    guard let a = snapshot, let b = other.snapshot else { return false }
    return ViewComparison.isSame(a, b)
  }
}
