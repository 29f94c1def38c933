/// A gesture of any type with values of type `Value`, for choosing a gesture at run time.
///
/// ```swift
/// var gesture: AnyGesture<Void> {
///     isEditing ? AnyGesture(TapGesture(count: 2)) : AnyGesture(TapGesture())
/// }
/// ```
public struct AnyGesture<Value>: Gesture {
  private let recipe: @MainActor () -> _GestureRecipe<Value>

  /// Wraps `gesture`.
  public init<T: Gesture>(_ gesture: T) where T.Value == Value {
    recipe = { gesture._recipe() }
  }

  /// None: the gesture is primitive to its users.
  public var body: Never { fatalError("AnyGesture has no body") }

  public func _recipe() -> _GestureRecipe<Value> { recipe() }
}
