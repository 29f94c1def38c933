/// A color or pattern that fills or strokes a shape, or colors text.
public protocol ShapeStyle: Sendable {
  /// Implementation detail: the concrete paint of the style in `environment`, for a shape whose
  /// bounds are `bounds`.
  func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint
}

extension Color: ShapeStyle {
  public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    .color(resolve(in: environment))
  }
}

extension ShapeStyle where Self == Color {
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var clear: Color { Color.clear }
  public static var gray: Color { Color.gray }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var accentColor: Color { Color.accentColor }
}

/// The levels of content prominence: primary text, secondary text, and so on.
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int

  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)

  public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    var base = environment.foregroundStyle ?? AnyShapeStyle(Color.primary)
    if base.isHierarchical { base = AnyShapeStyle(Color.primary) }
    let factor = [1, 0.6, 0.35, 0.18][min(level, 3)]
    return base._resolvePaint(in: environment, bounds: bounds).withOpacity(factor)
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The primary level of the current foreground style.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The secondary level of the current foreground style.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The tertiary level of the current foreground style.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The quaternary level of the current foreground style.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// The current foreground style of the environment (`.primary` unless set).
public struct ForegroundStyle: ShapeStyle {
  /// The foreground style.
  public init() {}

  public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    (environment.foregroundStyle ?? AnyShapeStyle(Color.primary))._resolvePaint(
      in: environment, bounds: bounds)
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The current foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The environment's tint (the accent color unless set).
public struct TintShapeStyle: ShapeStyle {
  /// The tint style.
  public init() {}

  public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    Color.accentColor._resolvePaint(in: environment, bounds: bounds)
  }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The current tint color.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
  let storage: any ShapeStyle

  /// Erases the type of `style`.
  public init<S: ShapeStyle>(_ style: S) {
    storage = (style as? AnyShapeStyle)?.storage ?? style
  }

  var isHierarchical: Bool { storage is HierarchicalShapeStyle }

  public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    storage._resolvePaint(in: environment, bounds: bounds)
  }
}

struct ForegroundStyleKey: EnvironmentKey {
  static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
  /// The style of text and shapes that have no style of their own; nil means `.primary`.
  public var foregroundStyle: AnyShapeStyle? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }
}
