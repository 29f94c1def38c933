/// Shows a value within a range: by default a bar filled up to the value, with the label and the
/// current value above it and the bounds below. `.gaugeStyle(_:)` picks another look.
///
/// ```swift
/// Gauge(value: used, in: 0...capacity) {
///     Text("Storage")
/// } currentValueLabel: {
///     Text("\(Int(used)) GB")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("\(Int(capacity))")
/// }
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View> {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel
  @Environment(\.gaugeStyle) private var style

  /// A gauge for `value` in `bounds`, with every label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) where MarkedValueLabels == EmptyView {
    fraction = Self.fraction(
      Double(value), lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound))
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  /// Where `value` lies between the bounds, from 0 to 1; a value outside is held at the bound.
  nonisolated static func fraction(_ value: Double, lower: Double, upper: Double) -> Double {
    guard value.isFinite, lower.isFinite, upper.isFinite, upper > lower else {
      ViewGraph.warnOnce("Gauge got value \(value) in \(lower)...\(upper); showing it empty")
      return 0
    }
    return min(max((value - lower) / (upper - lower), 0), 1)
  }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge for `value` in `bounds` with a label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge for `value` in `bounds` with a label and a label for the current value.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
  }
}

extension Gauge: View {
  /// The view's content.
  public var body: some View {
    switch style.kind {
    case .linearCapacity, .accessoryLinearCapacity, .accessoryLinear: linear
    case .accessoryCircular, .accessoryCircularCapacity: circular
    }
  }

  private var hasCurrentValue: Bool { CurrentValueLabel.self != EmptyView.self }
  private var hasBounds: Bool { BoundsLabel.self != EmptyView.self }
  private var hasLabel: Bool { Label.self != EmptyView.self }

  /// The bar or track, with the label and current value above and the bounds beside or below.
  @MainActor @ViewBuilder private var linear: some View {
    let accessory = style.kind != .linearCapacity
    VStack(alignment: .leading, spacing: 4) {
      if hasLabel || hasCurrentValue {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
          label.font(accessory ? .caption : .callout)
          if hasCurrentValue {
            Spacer(minLength: 8)
            currentValueLabel.font(accessory ? .caption : .callout).foregroundStyle(.secondary)
          }
        }
      }
      if style.kind == .accessoryLinear {
        // The bounds sit at either end of the track, as on a watch face.
        HStack(spacing: 6) {
          minimumValueLabel.font(.caption2).foregroundStyle(.secondary)
          GaugeIndicator(fraction: fraction, kind: style.kind)
          maximumValueLabel.font(.caption2).foregroundStyle(.secondary)
        }
      } else {
        GaugeIndicator(fraction: fraction, kind: style.kind)
        if hasBounds {
          HStack {
            minimumValueLabel
            Spacer(minLength: 8)
            maximumValueLabel
          }
          .font(.caption).foregroundStyle(.secondary)
        }
      }
    }
  }

  /// The ring, with the current value (or the label) inside and the bounds in its opening.
  @MainActor private var circular: some View {
    GaugeIndicator(fraction: fraction, kind: style.kind)
      .overlay {
        Group {
          if hasCurrentValue {
            currentValueLabel.font(.system(size: 15, weight: .semibold))
          } else {
            label.font(.caption)
          }
        }
        .lineLimit(1).padding(.horizontal, 8)
      }
      .overlay(alignment: .bottom) {
        if style.kind == .accessoryCircular {
          if hasBounds {
            HStack(spacing: 0) {
              minimumValueLabel
              Spacer(minLength: 4)
              maximumValueLabel
            }
            .font(.caption2).foregroundStyle(.secondary).lineLimit(1).padding(.horizontal, 2)
          } else if hasCurrentValue {
            label.font(.caption2).foregroundStyle(.secondary).lineLimit(1)
          }
        }
      }
  }
}
