/// What a ``CustomAnimation`` keeps from one frame to the next, and where it runs.
public struct AnimationContext<Value: VectorArithmetic> {
  /// Values the animation stores between frames, by key.
  public var state: AnimationState<Value>
  /// Set by the animation once the change looks done, though it may still be settling;
  /// completions asked for `.logicallyComplete` run then.
  public var isLogicallyComplete = false
  /// The environment of the view being animated.
  public let environment: EnvironmentValues
  /// The repeat the state belongs to, so that each repeat starts with fresh state.
  var cycle = 0

  init(environment: EnvironmentValues) {
    state = AnimationState()
    self.environment = environment
  }

  /// The same context holding `state`, for running another animation over a different type.
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    var context = AnimationContext<T>(environment: environment)
    context.state = state
    context.isLogicallyComplete = isLogicallyComplete
    return context
  }
}

/// The values a ``CustomAnimation`` keeps between frames, each under an ``AnimationStateKey``.
public struct AnimationState<Value: VectorArithmetic> {
  private var values: [ObjectIdentifier: Any] = [:]

  /// Empty state: every key reads its default.
  public init() {}

  /// The value stored for `key`, or its default.
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a value a ``CustomAnimation`` keeps in its ``AnimationState``.
public protocol AnimationStateKey {
  /// The type of the value.
  associatedtype Value
  /// The value before the animation stores one.
  static var defaultValue: Value { get }
}
