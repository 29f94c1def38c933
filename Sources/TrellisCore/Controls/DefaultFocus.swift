/// How strongly `defaultFocus(_:_:priority:)` asks for focus.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
  let isUserInitiated: Bool

  /// When the view first appears.
  public static let automatic = DefaultFocusEvaluationPriority(isUserInitiated: false)
  /// When the view first appears; Trellis has no other times to evaluate default focus.
  public static let userInitiated = DefaultFocusEvaluationPriority(isUserInitiated: true)
}

/// Gives a focus state its default value when the view appears, if nothing of it is focused yet.
struct DefaultFocusModifier<Value: Hashable>: ViewModifier {
  let binding: FocusState<Value>.Binding
  let value: Value

  func body(content: Content) -> some View {
    content.onAppear {
      // The state's start value (false, or nil) means none of its views has focus.
      if binding.wrappedValue == binding.startValue { binding.wrappedValue = value }
    }
  }
}

extension View {
  /// Focuses the view bound to `binding` with `value` when this view appears, unless one of
  /// the focus state's views already has focus.
  ///
  /// ```swift
  /// Form { … }
  ///     .defaultFocus($field, .name)
  /// ```
  public func defaultFocus<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, _ value: Value,
    priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    modifier(DefaultFocusModifier(binding: binding, value: value))
  }
}
