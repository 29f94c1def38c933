/// How a gauge draws.
public struct GaugeStyleKind: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular,
      accessoryCircularCapacity
  }
  let kind: Kind
}

/// A gauge style.
public protocol GaugeStyle: Sendable {
  /// Implementation detail: the built-in look this style selects.
  var _kind: GaugeStyleKind { get }
}

/// The default look: a capacity bar.
public struct DefaultGaugeStyle: GaugeStyle {
  /// The default style.
  public init() {}
  /// Implementation detail: the built-in look this style selects.
  public var _kind: GaugeStyleKind { GaugeStyleKind(kind: .linearCapacity) }
}

/// A bar filled up to the value, with the label above and the bounds below.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// The linear capacity style.
  public init() {}
  /// Implementation detail: the built-in look this style selects.
  public var _kind: GaugeStyleKind { GaugeStyleKind(kind: .linearCapacity) }
}

/// A thin track with a marker at the value, between the bound labels.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// The accessory linear style.
  public init() {}
  /// Implementation detail: the built-in look this style selects.
  public var _kind: GaugeStyleKind { GaugeStyleKind(kind: .accessoryLinear) }
}

/// A thin bar filled up to the value.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  /// The accessory linear capacity style.
  public init() {}
  /// Implementation detail: the built-in look this style selects.
  public var _kind: GaugeStyleKind { GaugeStyleKind(kind: .accessoryLinearCapacity) }
}

/// An open ring with a marker at the value and the current value inside.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// The accessory circular style.
  public init() {}
  /// Implementation detail: the built-in look this style selects.
  public var _kind: GaugeStyleKind { GaugeStyleKind(kind: .accessoryCircular) }
}

/// A closed ring filled up to the value, with the current value inside.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// The accessory circular capacity style.
  public init() {}
  /// Implementation detail: the built-in look this style selects.
  public var _kind: GaugeStyleKind { GaugeStyleKind(kind: .accessoryCircularCapacity) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The default look: a capacity bar.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar filled up to the value.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A thin track with a marker at the value.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A thin bar filled up to the value.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// An open ring with a marker at the value.
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A closed ring filled up to the value.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

struct GaugeStyleKey: EnvironmentKey {
  static let defaultValue = GaugeStyleKind(kind: .linearCapacity)
}

extension EnvironmentValues {
  var gaugeStyle: GaugeStyleKind {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of gauges in this view.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    environment(\.gaugeStyle, style._kind)
  }
}
