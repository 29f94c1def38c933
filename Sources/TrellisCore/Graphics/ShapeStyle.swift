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
  /// The black color, as a shape style.
  public static var black: Color { Color.black }
  /// The white color, as a shape style.
  public static var white: Color { Color.white }
  /// The clear color, as a shape style.
  public static var clear: Color { Color.clear }
  /// The gray color, as a shape style.
  public static var gray: Color { Color.gray }
  /// The red color, as a shape style.
  public static var red: Color { Color.red }
  /// The orange color, as a shape style.
  public static var orange: Color { Color.orange }
  /// The yellow color, as a shape style.
  public static var yellow: Color { Color.yellow }
  /// The green color, as a shape style.
  public static var green: Color { Color.green }
  /// The mint color, as a shape style.
  public static var mint: Color { Color.mint }
  /// The teal color, as a shape style.
  public static var teal: Color { Color.teal }
  /// The cyan color, as a shape style.
  public static var cyan: Color { Color.cyan }
  /// The blue color, as a shape style.
  public static var blue: Color { Color.blue }
  /// The indigo color, as a shape style.
  public static var indigo: Color { Color.indigo }
  /// The purple color, as a shape style.
  public static var purple: Color { Color.purple }
  /// The pink color, as a shape style.
  public static var pink: Color { Color.pink }
  /// The brown color, as a shape style.
  public static var brown: Color { Color.brown }
  /// The accent color color, as a shape style.
  public static var accentColor: Color { Color.accentColor }
}

/// The levels of content prominence: primary text, secondary text, and so on.
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int

  /// The primary level of content.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The secondary level of content.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The tertiary level of content.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The quaternary level of content.
  public static let quaternary = HierarchicalShapeStyle(level: 3)

  public func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    var base = environment.foregroundStyle ?? AnyShapeStyle(Color.primary)
    let factors = [1, 0.6, 0.35, 0.18]
    let level = min(self.level, 3)
    if let levels = base.storage as? ForegroundStyleLevels {
      // A level the app gave is drawn as given; one past them, as the last given one faded by
      // as much more as the level is below it.
      let given = min(level, levels.styles.count - 1)
      return levels.paint(given, in: environment, bounds: bounds).withOpacity(factors[level] / factors[given])
    }
    if base.isHierarchical { base = AnyShapeStyle(Color.primary) }
    return base._resolvePaint(in: environment, bounds: bounds).withOpacity(factors[level])
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

/// The foreground styles `.foregroundStyle(_:_:)` and `.foregroundStyle(_:_:_:)` set, primary
/// first: content drawn in the foreground style takes the primary one, and `.secondary` and
/// `.tertiary` content the others.
struct ForegroundStyleLevels: ShapeStyle {
  let styles: [AnyShapeStyle]

  func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    paint(0, in: environment, bounds: bounds)
  }

  /// The paint of level `index`. A level given as `.secondary` or `.foreground` refers to the
  /// default foreground, not to these levels, which would refer to themselves.
  func paint(_ index: Int, in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    var outer = environment
    outer.foregroundStyle = nil
    return styles[index]._resolvePaint(in: outer, bounds: bounds)
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
