/// A built-in vector symbol: paths in a design box one unit tall and `aspect` units wide, filled
/// or stroked in the foreground style.
///
/// Strokes scale with the box and the font weight, so a symbol next to bold text is bold too.
struct SystemSymbol: Sendable {
  /// One piece of a symbol.
  enum Part: Sendable {
    /// A filled area; even-odd fills cut holes.
    case fill(Path, eoFill: Bool = false)
    /// A line with round caps and joins, `weight` times the standard width.
    case stroke(Path, weight: CGFloat = 1)
  }

  /// Width over height of the design box.
  let aspect: CGFloat
  let parts: [Part]

  /// The standard stroke width in design units, at regular weight.
  static let strokeWidth: CGFloat = 0.085

  /// Symbol height per point of font size, by image scale.
  static func heightFactor(_ scale: Image.Scale) -> CGFloat {
    switch scale {
    case .small: 0.78
    case .medium: 1
    case .large: 1.3
    }
  }

  /// The symbol's size for a font and image scale.
  func size(font: ResolvedFont, scale: Image.Scale) -> CGSize {
    let height = (font.size * SystemSymbol.heightFactor(scale)).rounded()
    return CGSize(width: (height * aspect).rounded(), height: height)
  }

  /// Where the text baseline crosses a symbol `height` points tall in `font`: the symbol's middle
  /// sits at the middle of the font's capitals, as SF Symbols do beside text.
  static func baseline(height: CGFloat, font: ResolvedFont) -> CGFloat {
    height / 2 + font.size * 0.365
  }

  /// The drawing commands for the symbol stretched into `rect`.
  func items(in rect: CGRect, paint: Paint, fontWeight: Int) -> [DisplayItem] {
    guard rect.width > 0, rect.height > 0, rect.isFiniteRect else { return [] }
    let sx = rect.width / aspect
    let sy = rect.height
    let transform = CGAffineTransform(scaleX: sx, y: sy)
      .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
    let weightFactor = 0.55 + CGFloat(min(max(fontWeight, 100), 900)) / 400 * 0.45
    let width = SystemSymbol.strokeWidth * min(sx, sy) * weightFactor
    // Parts overlap (a fill and its rounding stroke): a translucent style is applied to the
    // whole symbol at once, or the overlaps would show darker.
    if parts.count > 1, let alpha = SystemSymbol.uniformOpacity(of: paint), alpha < 0.999 {
      guard alpha > 0 else { return [] }
      let opaque = paint.withOpacity(1 / alpha)
      return [.pushLayer(LayerEffects(opacity: alpha, bounds: rect.insetBy(dx: -width, dy: -width)))]
        + items(in: rect, paint: opaque, fontWeight: fontWeight) + [.popLayer]
    }
    return parts.map { part in
      switch part {
      case .fill(let path, let eoFill):
        .fill(path.applying(transform), paint, eoFill: eoFill)
      case .stroke(let path, let weight):
        .stroke(
          path.applying(transform), paint,
          StrokeStyle(lineWidth: width * weight, lineCap: .round, lineJoin: .round))
      }
    }
  }

  /// The opacity every color of `paint` shares, or nil when they differ.
  static func uniformOpacity(of paint: Paint) -> Double? {
    let opacities: [Float]
    switch paint {
    case .color(let color): opacities = [color.opacity]
    case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
      .ellipticalGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
      opacities = stops.map(\.color.opacity)
    case .mesh(let mesh):
      opacities = mesh.colors.map(\.opacity)
    }
    guard let first = opacities.first, opacities.allSatisfy({ $0 == first }) else { return nil }
    return Double(first)
  }
}
