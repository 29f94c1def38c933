/// A control for picking a value from a range by dragging a knob along a track, or with the
/// arrow keys while focused (by the step, or 1% of the range when there is none).
///
/// ```swift
/// Slider(value: $volume, in: 0...100, step: 5) { Text("Volume") }
/// ```
/// The value is kept inside the range; a NaN value shows at the lower bound.
public struct Slider<Label: View, ValueLabel: View> {
  let model: SliderModel
  let label: Label
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider for `value` in `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      model: SliderModel(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged),
      label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
  }

  /// A slider for `value` in `bounds` that moves in steps of `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      model: SliderModel(
        value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged),
      label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider for `value` in `bounds`, with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      model: SliderModel(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged),
      label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
  }

  /// A slider for `value` in `bounds` that moves in steps of `step`, with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      model: SliderModel(
        value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged),
      label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
  }
}

extension Slider {
  /// A slider with a label and labels at the ends of its track for the least and greatest values.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      model: SliderModel(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged),
      label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
  }

  /// A stepped slider with a label and labels for the least and greatest values.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      model: SliderModel(
        value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged),
      label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
  }
}

extension Slider: View {
  /// The view's content.
  public var body: some View {
    LabeledControl(
      label: label,
      control: HStack(spacing: 8) {
        if let minimumValueLabel { minimumValueLabel }
        SliderTrack(model: model)
        if let maximumValueLabel { maximumValueLabel }
      })
  }
}

/// A slider's value as a `Double`, whatever the bound type, with its range and step made safe.
struct SliderModel {
  private let source: any FloatingPointSource
  let lower: Double
  let upper: Double
  let step: Double?
  let onEditingChanged: (Bool) -> Void

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: Double?, onEditingChanged: @escaping (Bool) -> Void
  ) {
    source = BoundFloatingPoint(binding: value)
    var lower = Double(bounds.lowerBound)
    var upper = Double(bounds.upperBound)
    if !lower.isFinite || !upper.isFinite {
      ViewGraph.warnOnce("Slider range \(lower)...\(upper) is not finite; using 0...1")
      lower = 0
      upper = 1
    }
    self.lower = lower
    self.upper = upper
    if let step, !(step.isFinite && step > 0) {
      ViewGraph.warnOnce("Slider step \(step) is not a positive number; the slider moves freely")
      self.step = nil
    } else {
      self.step = step
    }
    self.onEditingChanged = onEditingChanged
  }

  @MainActor func get() -> Double { source.get() }
  @MainActor func set(_ value: Double) { source.set(value) }

  /// `value` moved to the nearest step and into the range.
  func clamped(_ value: Double) -> Double {
    guard value.isFinite else { return value == .infinity ? upper : lower }
    var result = min(max(value, lower), upper)
    if let step {
      result = lower + ((result - lower) / step).rounded() * step
      if result > upper { result -= step }
      result = min(max(result, lower), upper)
    }
    return result
  }

  /// Where the current value lies in the range, 0…1.
  @MainActor var fraction: Double {
    let value = get()
    guard value.isFinite else {
      if value.isNaN { ViewGraph.warnOnce("Slider value is NaN; showing the lower bound") }
      return value == .infinity ? 1 : 0
    }
    guard upper > lower else { return 0 }
    return min(max((value - lower) / (upper - lower), 0), 1)
  }

  /// How far one arrow key moves the value.
  var keyboardIncrement: Double { step ?? (upper - lower) / 100 }
}

/// A binding to a floating-point value of any type, read and written as `Double`.
protocol FloatingPointSource {
  @MainActor func get() -> Double
  @MainActor func set(_ value: Double)
}

struct BoundFloatingPoint<V: BinaryFloatingPoint>: FloatingPointSource {
  let binding: Binding<V>
  @MainActor func get() -> Double { Double(binding.wrappedValue) }
  @MainActor func set(_ value: Double) { binding.wrappedValue = V(value) }
}
