/// Shows progress toward completion: a bar for a known fraction, a spinner when there is none.
///
/// `.progressViewStyle(_:)` picks the look: `.linear`, `.circular`, or a `ProgressViewStyle` of
/// your own.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  @Environment(\.progressViewStyle) private var style

  public var body: some View {
    if let custom = style.custom {
      custom.body(
        ProgressViewStyleConfiguration(
          fractionCompleted: fraction, label: label.map { .init(content: AnyView($0)) },
          currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) }))
    } else {
      BuiltInProgressBody(
        fraction: fraction, label: label, currentValueLabel: currentValueLabel, kind: style.kind)
    }
  }
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// The progress view a style's `makeBody(configuration:)` was given, drawn in the style that
  /// was in effect around that style (the default one when there is none), so that a style can
  /// add to the current look rather than draw its own:
  ///
  /// ```swift
  /// struct Shadowed: ProgressViewStyle {
  ///     func makeBody(configuration: Configuration) -> some View {
  ///         ProgressView(configuration).shadow(radius: 4)
  ///     }
  /// }
  /// ```
  public init(_ configuration: ProgressViewStyleConfiguration) {
    fraction = configuration.fractionCompleted
    label = configuration.label
    currentValueLabel = configuration.currentValueLabel
  }
}

/// A built-in look: the label, the drawn indicator, and the current value's label below it.
struct BuiltInProgressBody<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  let kind: BuiltInProgressKind

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      if let label { label }
      ProgressIndicator(fraction: fraction, kind: kind)
      if let currentValueLabel {
        currentValueLabel.font(.caption).foregroundStyle(.secondary)
      }
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A determinate progress bar at `value` out of `total`; nil shows a spinner.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = ProgressIndicator.fraction(ProgressIndicator.double(value), total: Double(total))
    label = nil
    currentValueLabel = nil
  }

  /// An indeterminate progress spinner.
  public init() {
    fraction = nil
    label = nil
    currentValueLabel = nil
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A determinate progress bar with a label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    fraction = ProgressIndicator.fraction(ProgressIndicator.double(value), total: Double(total))
    self.label = label()
    currentValueLabel = nil
  }

  /// An indeterminate progress spinner with a label.
  public init(@ViewBuilder label: () -> Label) {
    fraction = nil
    self.label = label()
    currentValueLabel = nil
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A determinate progress bar with a text label.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    fraction = ProgressIndicator.fraction(ProgressIndicator.double(value), total: Double(total))
    label = Text(title)
    currentValueLabel = nil
  }

  /// An indeterminate progress spinner with a text label.
  public init<S: StringProtocol>(_ title: S) {
    fraction = nil
    label = Text(title)
    currentValueLabel = nil
  }
}

extension ProgressView {
  /// A determinate progress bar with a label and a label for the current value.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = ProgressIndicator.fraction(ProgressIndicator.double(value), total: Double(total))
    self.label = label()
    self.currentValueLabel = currentValueLabel()
  }
}
