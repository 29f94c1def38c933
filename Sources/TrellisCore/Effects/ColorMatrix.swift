/// A 4×5 matrix that maps a color to another, as SVG's `feColorMatrix` and Core Image's
/// `CIColorMatrix` do: each output component is a weighted sum of the input's red, green, blue
/// and alpha plus an offset.
///
/// The matrix works on straight (not premultiplied, unless ``isPremultiplied``) components in
/// 0…1, in the sRGB encoding the colors are drawn in, and the results are clamped to 0…1. The
/// color effect modifiers (`.saturation`, `.hueRotation`, `.colorInvert`, …) build these; a
/// painter applies them to every pixel of a layer.
///
/// ```swift
/// let sepiaish = ColorMatrix.saturation(0.3).concatenating(.colorMultiply(red: 1, green: 0.9, blue: 0.7))!
/// ```
public struct ColorMatrix: Hashable, Sendable {
  /// The weights of the input's red, green, blue and alpha in the output's red.
  public var red: SIMD4<Float>
  /// The weights of the input's red, green, blue and alpha in the output's green.
  public var green: SIMD4<Float>
  /// The weights of the input's red, green, blue and alpha in the output's blue.
  public var blue: SIMD4<Float>
  /// The weights of the input's red, green, blue and alpha in the output's alpha.
  public var alpha: SIMD4<Float>
  /// What is added to the output's red, green, blue and alpha, in 0…1 units.
  public var offset: SIMD4<Float>
  /// Whether the matrix acts on premultiplied components (colors already multiplied by alpha)
  /// rather than straight ones. ``luminanceToAlpha`` does, so that an antialiased edge keeps its
  /// partial coverage instead of becoming as opaque as its color is bright.
  public var isPremultiplied: Bool

  /// A matrix from its rows and offsets.
  public init(
    red: SIMD4<Float>, green: SIMD4<Float>, blue: SIMD4<Float>, alpha: SIMD4<Float>,
    offset: SIMD4<Float> = .zero, isPremultiplied: Bool = false
  ) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.offset = offset
    self.isPremultiplied = isPremultiplied
  }

  /// The matrix that leaves every color as it is.
  public static let identity = ColorMatrix(
    red: [1, 0, 0, 0], green: [0, 1, 0, 0], blue: [0, 0, 1, 0], alpha: [0, 0, 0, 1])

  /// Whether the matrix leaves every color as it is.
  public var isIdentity: Bool {
    let identity = ColorMatrix.identity
    return red == identity.red && green == identity.green && blue == identity.blue && alpha == identity.alpha
      && offset == .zero
  }

  /// The luminance weights of red, green and blue: Rec. 709's, applied to sRGB-encoded values as
  /// CSS and SVG filters do.
  public static let luminanceWeights = SIMD3<Float>(0.2126, 0.7152, 0.0722)

  /// `color` (red, green, blue, alpha) transformed by the matrix, each component clamped to 0…1.
  public func apply(to color: SIMD4<Float>) -> SIMD4<Float> {
    var result =
      SIMD4<Float>((red * color).sum(), (green * color).sum(), (blue * color).sum(), (alpha * color).sum())
      + offset
    for index in 0..<4 {
      let value = result[index]
      result[index] = value.isNaN ? 0 : min(max(value, 0), 1)
    }
    return result
  }

  /// The matrix that applies this one, then `next`, without clamping in between; nil when one
  /// acts on premultiplied colors and the other on straight ones, which no single matrix does.
  public func concatenating(_ next: ColorMatrix) -> ColorMatrix? {
    guard isPremultiplied == next.isPremultiplied else { return nil }
    let rows = [red, green, blue, alpha]
    func column(_ index: Int) -> SIMD4<Float> {
      SIMD4(rows[0][index], rows[1][index], rows[2][index], rows[3][index])
    }
    let columns = (0..<4).map(column)
    func combine(_ row: SIMD4<Float>) -> SIMD4<Float> {
      SIMD4(
        (row * columns[0]).sum(), (row * columns[1]).sum(), (row * columns[2]).sum(), (row * columns[3]).sum()
      )
    }
    let shifted = SIMD4<Float>(
      (next.red * offset).sum(), (next.green * offset).sum(), (next.blue * offset).sum(),
      (next.alpha * offset).sum())
    return ColorMatrix(
      red: combine(next.red), green: combine(next.green), blue: combine(next.blue),
      alpha: combine(next.alpha),
      offset: shifted + next.offset, isPremultiplied: isPremultiplied)
  }

  // MARK: - The standard matrices

  /// Saturation `amount`: 0 is gray, 1 leaves colors as they are, more makes them more vivid (as
  /// SVG's `saturate`, with ``luminanceWeights``).
  public static func saturation(_ amount: Float) -> ColorMatrix {
    let w = luminanceWeights * (1 - amount)
    return ColorMatrix(
      red: [w.x + amount, w.y, w.z, 0], green: [w.x, w.y + amount, w.z, 0],
      blue: [w.x, w.y, w.z + amount, 0],
      alpha: [0, 0, 0, 1])
  }

  /// Adds `amount` to red, green and blue: 1 turns everything white, −1 black.
  public static func brightness(_ amount: Float) -> ColorMatrix {
    var matrix = identity
    matrix.offset = [amount, amount, amount, 0]
    return matrix
  }

  /// Scales red, green and blue by `amount` around middle gray (0.5): 0 is all gray, 1 leaves
  /// colors as they are, negative values also invert them.
  public static func contrast(_ amount: Float) -> ColorMatrix {
    let shift = 0.5 * (1 - amount)
    return ColorMatrix(
      red: [amount, 0, 0, 0], green: [0, amount, 0, 0], blue: [0, 0, amount, 0], alpha: [0, 0, 0, 1],
      offset: [shift, shift, shift, 0])
  }

  /// Turns hues by `radians` around the color wheel while keeping luminance, as SVG's
  /// `hueRotate` (whose constants it uses).
  public static func hueRotation(radians: Double) -> ColorMatrix {
    let c = Float(cos(radians))
    let s = Float(sin(radians))
    let l = SIMD4<Float>(0.213, 0.715, 0.072, 0)
    return ColorMatrix(
      red: l + c * SIMD4(0.787, -0.715, -0.072, 0) + s * SIMD4(-0.213, -0.715, 0.928, 0),
      green: l + c * SIMD4(-0.213, 0.285, -0.072, 0) + s * SIMD4(0.143, 0.140, -0.283, 0),
      blue: l + c * SIMD4(-0.213, -0.715, 0.928, 0) + s * SIMD4(-0.787, 0.715, 0.072, 0),
      alpha: [0, 0, 0, 1])
  }

  /// Replaces red, green and blue with one minus each; alpha is kept.
  public static let colorInvert = ColorMatrix(
    red: [-1, 0, 0, 0], green: [0, -1, 0, 0], blue: [0, 0, -1, 0], alpha: [0, 0, 0, 1], offset: [1, 1, 1, 0])

  /// Multiplies each component by the matching one of a color, kept within 0…1 (NaN counts as 0).
  public static func colorMultiply(red: Float, green: Float, blue: Float, opacity: Float = 1) -> ColorMatrix {
    func clean(_ value: Float) -> Float { value.isNaN ? 0 : min(max(value, 0), 1) }
    return ColorMatrix(
      red: [clean(red), 0, 0, 0], green: [0, clean(green), 0, 0], blue: [0, 0, clean(blue), 0],
      alpha: [0, 0, 0, clean(opacity)])
  }

  /// Black, as opaque as the color is bright (SVG's `luminanceToAlpha` weights): what was white
  /// becomes opaque, what was black becomes clear.
  ///
  /// Unlike SVG's, it weighs premultiplied colors, so what was translucent stays at most as
  /// opaque as it was; opaque colors come out the same.
  public static let luminanceToAlpha = ColorMatrix(
    red: .zero, green: .zero, blue: .zero, alpha: [0.2125, 0.7154, 0.0721, 0], isPremultiplied: true)
}
