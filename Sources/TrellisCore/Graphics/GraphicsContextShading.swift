extension GraphicsContext {
  /// A color, gradient or style that fills or strokes paths in a canvas. Gradient points are in
  /// the context's current coordinates.
  public struct Shading: Sendable {
    enum Kind: Sendable {
      case style(AnyShapeStyle)
      case linear(Gradient, CGPoint, CGPoint)
      case radial(Gradient, CGPoint, CGFloat, CGFloat)
      case conic(Gradient, CGPoint, Angle)
    }

    let kind: Kind

    /// The foreground style of the canvas' environment.
    public static var foreground: Shading { Shading(kind: .style(AnyShapeStyle(ForegroundStyle()))) }

    /// A solid color.
    public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }

    /// A solid color from components.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) -> Shading {
      color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }

    /// Any shape style, resolved in the bounds of what is drawn.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(kind: .style(AnyShapeStyle(style)))
    }

    /// A linear gradient between two points.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .linear(gradient, startPoint, endPoint))
    }

    /// A radial gradient around a point.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .radial(gradient, center, startRadius, endRadius))
    }

    /// A conic gradient: a full turn around a point, starting at `angle`.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(kind: .conic(gradient, center, angle))
    }

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
      switch kind {
      case .style(let style):
        return style._resolvePaint(in: environment, bounds: bounds)
      case .linear(let gradient, let start, let end):
        guard start.isFinitePoint, end.isFinitePoint else { return Shading.invalid("linear gradient points") }
        return .linearGradient(stops: gradient.resolvedStops(in: environment), start: start, end: end)
      case .radial(let gradient, let center, let r0, let r1):
        guard center.isFinitePoint else { return Shading.invalid("radial gradient center") }
        return .radialGradient(
          stops: gradient.resolvedStops(in: environment), center: center,
          startRadius: checkedRadius(r0, "radial gradient start radius"),
          endRadius: checkedRadius(r1, "radial gradient end radius"))
      case .conic(let gradient, let center, let angle):
        guard center.isFinitePoint else { return Shading.invalid("conic gradient center") }
        let start = checkedAngle(angle, "conic gradient angle")
        return .angularGradient(
          stops: gradient.resolvedStops(in: environment), center: center, startAngle: start,
          endAngle: start + .degrees(360))
      }
    }

    private static func invalid(_ what: String) -> Paint {
      ViewGraph.warnOnce("canvas \(what) not finite; nothing drawn")
      return .color(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0))
    }
  }

  /// How a gradient continues past its ends; Trellis always extends the end colors.
  public struct GradientOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Options from their raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Repeat the gradient (drawn as extended in Trellis).
    public static let `repeat` = GradientOptions(rawValue: 1)
    /// Repeat the gradient mirrored (drawn as extended in Trellis).
    public static let mirror = GradientOptions(rawValue: 2)
    /// Interpolate in linear color (Trellis interpolates in sRGB).
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  /// How a clip applies.
  public struct ClipOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Options from their raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Keep what lies outside the path instead of inside.
    public static let inverse = ClipOptions(rawValue: 1)
  }

  /// An effect applied to what is drawn after it is added.
  public struct Filter: Sendable {
    let effects: LayerEffects

    /// A Gaussian blur of `radius` points.
    public static func blur(radius: CGFloat) -> Filter {
      Filter(effects: LayerEffects(blurRadius: cleanLength(radius, "canvas blur radius") ?? 0))
    }

    /// A drop shadow beneath what is drawn.
    public static func shadow(
      color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
      y: CGFloat = 0
    ) -> Filter {
      let shadow = LayerEffects.Shadow(
        color: color.resolve(in: EnvironmentValues()),
        radius: cleanLength(radius, "canvas shadow radius") ?? 0,
        offset: CGSize(width: finiteOffset(x, "canvas shadow x"), height: finiteOffset(y, "canvas shadow y")))
      return Filter(effects: LayerEffects(shadow: shadow))
    }
  }
}

extension CGPoint {
  var isFinitePoint: Bool { x.isFinite && y.isFinite }
}
