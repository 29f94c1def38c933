/// A color, which is also a view that fills the space it is offered.
public struct Color: Hashable, Sendable {
  enum Storage: Hashable, Sendable {
    case resolved(Resolved)
    case semantic(Semantic)
    indirect case opacity(Color, Double)
    /// A named color of an asset catalog with a variant for dark appearance.
    indirect case appearance(light: Color, dark: Color)
  }

  enum Semantic: Hashable, Sendable {
    case primary, secondary, tertiary, accent, background, separator, controlBackground
  }

  let storage: Storage

  init(storage: Storage) { self.storage = storage }

  /// A concrete color in the sRGB space, with straight (not premultiplied) alpha.
  public struct Resolved: Hashable, Sendable {
    /// Red, 0…1.
    public var red: Float
    /// Green, 0…1.
    public var green: Float
    /// Blue, 0…1.
    public var blue: Float
    /// Opacity, 0…1.
    public var opacity: Float

    /// A resolved color from its components.
    public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.opacity = opacity
    }

    func withOpacity(_ factor: Double) -> Resolved {
      var copy = self
      copy.opacity = Swift.max(0, Swift.min(1, opacity * Float(factor)))
      return copy
    }

    /// Linear interpolation towards `other` by `fraction` (0…1).
    func mixed(with other: Resolved, by fraction: Double) -> Resolved {
      let t = Float(fraction)
      return Resolved(
        red: red + (other.red - red) * t, green: green + (other.green - green) * t,
        blue: blue + (other.blue - blue) * t, opacity: opacity + (other.opacity - opacity) * t)
    }
  }

  /// The color space of an RGB color's components.
  public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
  }

  /// A color from red, green and blue components (0…1) and an opacity.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    func clamp(_ v: Double) -> Float { v.isNaN ? 0 : Float(Swift.max(0, Swift.min(1, v))) }
    func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
    func decode(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    var (r, g, b) = (red, green, blue)
    switch colorSpace {
    case .sRGB: break
    case .sRGBLinear: (r, g, b) = (encode(r), encode(g), encode(b))
    case .displayP3:
      // Display P3 shares sRGB's transfer curve; its wider primaries map to sRGB's through
      // linear light, and colors outside sRGB are clamped to its gamut.
      let (lr, lg, lb) = (decode(r), decode(g), decode(b))
      r = encode(1.2249401 * lr - 0.2249404 * lg)
      g = encode(-0.0420569 * lr + 1.0420571 * lg)
      b = encode(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb)
    }
    storage = .resolved(Resolved(red: clamp(r), green: clamp(g), blue: clamp(b), opacity: clamp(opacity)))
  }

  /// A gray of the given white level.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A color from hue, saturation and brightness (each 0…1).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
    let s = Swift.max(0, Swift.min(1, saturation))
    let v = Swift.max(0, Swift.min(1, brightness))
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// A color from an already resolved value.
  public init(_ resolved: Resolved) { storage = .resolved(resolved) }

  /// The same color with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color { Color(storage: .opacity(self, opacity)) }

  /// The concrete color this color stands for in `environment` (semantic colors depend on the
  /// color scheme and the tint).
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    switch storage {
    case .resolved(let resolved): return resolved
    case .opacity(let base, let factor): return base.resolve(in: environment).withOpacity(factor)
    case .appearance(let light, let dark):
      return (environment.colorScheme == .dark ? dark : light).resolve(in: environment)
    case .semantic(let semantic):
      let dark = environment.colorScheme == .dark
      switch semantic {
      case .primary:
        return dark
          ? Resolved(red: 1, green: 1, blue: 1, opacity: 0.88)
          : Resolved(red: 0, green: 0, blue: 0, opacity: 0.88)
      case .secondary:
        return dark
          ? Resolved(red: 0.92, green: 0.92, blue: 0.96, opacity: 0.6)
          : Resolved(red: 0.24, green: 0.24, blue: 0.26, opacity: 0.6)
      case .tertiary:
        return dark
          ? Resolved(red: 0.92, green: 0.92, blue: 0.96, opacity: 0.3)
          : Resolved(red: 0.24, green: 0.24, blue: 0.26, opacity: 0.3)
      case .accent: return (environment.tint ?? Color.catalogAccent ?? Color.blue).resolve(in: environment)
      case .background:
        return dark
          ? Resolved(red: 0.118, green: 0.118, blue: 0.125) : Resolved(red: 0.965, green: 0.965, blue: 0.97)
      case .separator:
        return dark
          ? Resolved(red: 1, green: 1, blue: 1, opacity: 0.16)
          : Resolved(red: 0, green: 0, blue: 0, opacity: 0.14)
      case .controlBackground:
        return dark ? Resolved(red: 0.24, green: 0.24, blue: 0.26) : Resolved(red: 1, green: 1, blue: 1)
      }
    }
  }

  private static func rgb(_ r: Double, _ g: Double, _ b: Double) -> Color {
    Color(red: r, green: g, blue: b)
  }

  /// Black.
  public static let black = Color(white: 0)
  /// White.
  public static let white = Color(white: 1)
  /// Fully transparent.
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  /// The system gray color.
  public static let gray = rgb(0.557, 0.557, 0.576)
  /// The system red color.
  public static let red = rgb(1.0, 0.231, 0.188)
  /// The system orange color.
  public static let orange = rgb(1.0, 0.584, 0.0)
  /// The system yellow color.
  public static let yellow = rgb(1.0, 0.800, 0.0)
  /// The system green color.
  public static let green = rgb(0.204, 0.780, 0.349)
  /// The system mint color.
  public static let mint = rgb(0.0, 0.780, 0.745)
  /// The system teal color.
  public static let teal = rgb(0.188, 0.690, 0.780)
  /// The system cyan color.
  public static let cyan = rgb(0.196, 0.678, 0.902)
  /// The system blue color.
  public static let blue = rgb(0.0, 0.478, 1.0)
  /// The system indigo color.
  public static let indigo = rgb(0.345, 0.337, 0.839)
  /// The system purple color.
  public static let purple = rgb(0.686, 0.322, 0.871)
  /// The system pink color.
  public static let pink = rgb(1.0, 0.176, 0.333)
  /// The system brown color.
  public static let brown = rgb(0.635, 0.518, 0.369)

  /// The color of primary content: text and symbols, adapting to light and dark.
  public static let primary = Color(storage: .semantic(.primary))
  /// The color of secondary content.
  public static let secondary = Color(storage: .semantic(.secondary))
  /// The app's accent color: the environment's tint, else the app's asset catalog color named
  /// "AccentColor" (as in an Xcode project), else blue.
  public static let accentColor = Color(storage: .semantic(.accent))
  static let windowBackground = Color(storage: .semantic(.background))
  /// The background of windows: light gray in light mode, near black in dark mode.
  public static let windowBackgroundColor = Color(storage: .semantic(.background))
  static let separator = Color(storage: .semantic(.separator))
  static let tertiary = Color(storage: .semantic(.tertiary))
  static let controlBackground = Color(storage: .semantic(.controlBackground))
}
