/// A way of interpreting pointer input on a view, attached with ``View/gesture(_:including:)``.
///
/// Combine a primitive gesture (``DragGesture``, ``TapGesture``, ``LongPressGesture``) with
/// `onChanged`, `onEnded` and `updating` to act on its values.
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// The type of the values the gesture reports.
  associatedtype Value
  /// The gesture this one is made of.
  associatedtype Body: Gesture
  /// The gesture this one is made of; primitive gestures have none.
  var body: Body { get }

  /// Implementation detail: what the gesture recognizes and whom it tells.
  func _recipe() -> _GestureRecipe<Value>
}

extension Gesture where Value == Body.Value {
  public func _recipe() -> _GestureRecipe<Value> { body._recipe() }
}

extension Gesture where Body == Never {
  /// None: the gesture is primitive.
  public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

extension Never: Gesture {
  public typealias Value = Never
  public func _recipe() -> _GestureRecipe<Never> { fatalError("Never is no gesture") }
}

/// What a primitive gesture has seen so far, from which it makes its value.
struct GestureSample {
  /// The press location, in the coordinate space asked for.
  var startLocation: CGPoint
  /// The current location, in the coordinate space asked for.
  var location: CGPoint
  /// When the sample was taken.
  var time: Date
  /// How fast the pointer moves, in points per second.
  var velocity: CGSize = .zero
}

/// The callbacks attached to a gesture with `updating`, `onChanged` and `onEnded`.
struct GestureCallbacks<Value> {
  /// `updating` callbacks, run before `onChanged` ones.
  var updates: [(Value) -> Void] = []
  var changes: [(Value) -> Void] = []
  var ends: [(Value) -> Void] = []
  /// Put gesture states back to their initial values, when the gesture ends or is cancelled.
  var resets: [() -> Void] = []
}

/// Implementation detail: how to recognize a gesture, and whom to tell.
public struct _GestureRecipe<Value> {
  /// Makes a recognizer for the gesture, without its callbacks.
  let make: @MainActor () -> GestureRecognizer<Value>
  /// Brings a recognizer `make` made up to date with this gesture's parameters and callbacks
  /// (the view's body ran again); false when it recognizes another kind of gesture.
  let update: @MainActor (GestureRecognizer<Value>) -> Bool
  var callbacks = GestureCallbacks<Value>()

  /// A recipe for a gesture that `R` recognizes, kept up to date by `update` (false when the
  /// recognizer cannot follow, and must be made anew).
  static func recognized<R: GestureRecognizer<Value>>(
    by make: @escaping @MainActor () -> R, update: @escaping @MainActor (R) -> Bool
  ) -> _GestureRecipe {
    _GestureRecipe(
      make: make,
      update: { recognizer in
        guard let recognizer = recognizer as? R else { return false }
        return update(recognizer)
      })
  }

  /// A recognizer for the gesture that also runs its callbacks.
  @MainActor func recognizer() -> CallbackGestureRecognizer<Value> {
    CallbackGestureRecognizer(make(), callbacks: callbacks)
  }

  /// Brings `recognizer` (made by ``recognizer()``) up to date; false when it must be made anew.
  @MainActor func refresh(_ recognizer: CallbackGestureRecognizer<Value>) -> Bool {
    guard update(recognizer.inner) else { return false }
    recognizer.callbacks = callbacks
    return true
  }
}

/// A gesture that calls an action as its value changes.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
  let content: Content
  let action: (Content.Value) -> Void

  /// None: the gesture is primitive to its users.
  public var body: Never { fatalError("_ChangedGesture has no body") }

  public func _recipe() -> _GestureRecipe<Content.Value> {
    var recipe = content._recipe()
    recipe.callbacks.changes.append(action)
    return recipe
  }
}

/// A gesture that calls an action when it ends successfully.
public struct _EndedGesture<Content: Gesture>: Gesture {
  let content: Content
  let action: (Content.Value) -> Void

  /// None: the gesture is primitive to its users.
  public var body: Never { fatalError("_EndedGesture has no body") }

  public func _recipe() -> _GestureRecipe<Content.Value> {
    var recipe = content._recipe()
    recipe.callbacks.ends.append(action)
    return recipe
  }
}

extension Gesture where Value: Equatable {
  /// Calls `action` with the gesture's value each time it changes.
  ///
  /// ```swift
  /// DragGesture().onChanged { offset = $0.translation }
  /// ```
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}

extension Gesture {
  /// Calls `action` with the final value when the gesture ends successfully.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Updates `state` from the gesture's value while it runs; `state` returns to its initial
  /// value when the gesture ends or is cancelled.
  ///
  /// ```swift
  /// @GestureState private var dragOffset = CGSize.zero
  /// DragGesture().updating($dragOffset) { value, state, _ in state = value.translation }
  /// ```
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }
}

/// A gesture that updates a ``GestureState`` while it runs.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  /// None: the gesture is primitive to its users.
  public typealias Body = Never

  /// The gesture whose values update the state.
  public var base: Base
  /// The state it updates.
  public var state: GestureState<State>
  /// Computes the new state from a value.
  public var body: (Base.Value, inout State, inout Transaction) -> Void

  /// A gesture that updates `state` through `body` as `base` changes.
  public init(
    base: Base, state: GestureState<State>,
    body: @escaping (Base.Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }

  public func _recipe() -> _GestureRecipe<Base.Value> {
    var recipe = base._recipe()
    let state = self.state
    let body = self.body
    recipe.callbacks.updates.append { value in
      var current = state.wrappedValue
      var transaction = Transaction()
      body(value, &current, &transaction)
      state.set(current, transaction: transaction)
    }
    recipe.callbacks.resets.append { state.reset() }
    return recipe
  }
}

/// Which gestures `.gesture(_:including:)` enables: the new one, those of the views inside, or
/// both. Trellis only tells apart none from some.
public struct GestureMask: OptionSet, Sendable {
  /// The mask's bits.
  public let rawValue: UInt8
  /// A mask from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// No gestures.
  public static let none: GestureMask = []
  /// The gesture being attached.
  public static let gesture = GestureMask(rawValue: 1)
  /// The gestures of the views inside.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}
