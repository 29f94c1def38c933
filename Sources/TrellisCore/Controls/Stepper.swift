/// A control with − and + buttons that decrement and increment a value, or run actions you give.
/// While focused, the up and down arrows (and + and −) do the same.
///
/// ```swift
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
/// ```
public struct Stepper<Label: View> {
  let actions: StepperActions
  let label: Label

  /// A stepper that runs `onIncrement` and `onDecrement` (nil: that button is disabled).
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    actions = StepperActions(
      increment: onIncrement, decrement: onDecrement, onEditingChanged: onEditingChanged)
    self.label = label()
  }

  /// A stepper for `value`, moved by `step` within `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    actions = StepperActions(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
    self.label = label()
  }

  /// A stepper for `value`, moved by `step` with no bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    actions = StepperActions(value: value, bounds: nil, step: step, onEditingChanged: onEditingChanged)
    self.label = label()
  }
}

extension Stepper where Label == Text {
  /// A stepper with a text label that runs `onIncrement` and `onDecrement`.
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper with a text label for `value`, moved by `step` within `bounds`.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
  }

  /// A stepper with a text label for `value`, moved by `step` with no bounds.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
  }
}

extension Stepper: View {
  /// The view's content.
  public var body: some View {
    LabeledControl(label: label, control: StepperButtons(actions: actions))
  }
}

/// What a stepper's buttons do, and whether each can act now.
struct StepperActions {
  let source: any StepperSource
  let onEditingChanged: (Bool) -> Void

  init(increment: (() -> Void)?, decrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void) {
    source = StepperClosures(onIncrement: increment, onDecrement: decrement)
    self.onEditingChanged = onEditingChanged
  }

  init<V: Strideable>(
    value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void
  ) {
    source = StepperValue(binding: value, bounds: bounds, step: step)
    self.onEditingChanged = onEditingChanged
  }
}

/// The actions behind a stepper's buttons.
protocol StepperSource {
  @MainActor var canIncrement: Bool { get }
  @MainActor var canDecrement: Bool { get }
  @MainActor func increment()
  @MainActor func decrement()
}

struct StepperClosures: StepperSource {
  let onIncrement: (() -> Void)?
  let onDecrement: (() -> Void)?
  var canIncrement: Bool { onIncrement != nil }
  var canDecrement: Bool { onDecrement != nil }
  @MainActor func increment() { onIncrement?() }
  @MainActor func decrement() { onDecrement?() }
}

/// Steps a bound value, staying within the bounds.
struct StepperValue<V: Strideable>: StepperSource {
  let binding: Binding<V>
  let bounds: ClosedRange<V>?
  let step: V.Stride

  @MainActor var canIncrement: Bool { bounds.map { binding.wrappedValue < $0.upperBound } ?? true }
  @MainActor var canDecrement: Bool { bounds.map { binding.wrappedValue > $0.lowerBound } ?? true }

  @MainActor func increment() { move(by: step) }
  @MainActor func decrement() { move(by: -step) }

  @MainActor private func move(by stride: V.Stride) {
    var next = binding.wrappedValue.advanced(by: stride)
    if let bounds { next = min(max(next, bounds.lowerBound), bounds.upperBound) }
    if next != binding.wrappedValue { binding.wrappedValue = next }
  }
}
