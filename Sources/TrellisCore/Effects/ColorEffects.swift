struct ColorEffectModifier: PrimitiveModifier {
  typealias NodeType = ColorEffectNode
  enum Kind: Equatable {
    case saturation(Double)
    case brightness(Double)
    case contrast(Double)
    case hueRotation(radians: Double)
    case colorMultiply(Color)
    case colorInvert
    case luminanceToAlpha
  }
  let kind: Kind
}

/// The color effects: draws the content in a layer whose pixels a `ColorMatrix` transforms.
///
/// An effect directly around another one adds no layer of its own: their matrices combine into
/// the inner layer's.
final class ColorEffectNode: PassThroughNode<ColorEffectModifier> {
  /// The effect's amount, or the multiplied color's red, green, blue and opacity.
  typealias Amounts = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

  // Made with the node, from the first value, so that the first change animates from it.
  private var amounts: ValueAnimator<Amounts>

  required init(modifier: ColorEffectModifier, parent: _Node) {
    amounts = ValueAnimator(Self.amounts(of: modifier.kind, in: parent.environmentForChildren))
    super.init(modifier: modifier, parent: parent)
  }

  private static func amounts(of kind: ColorEffectModifier.Kind, in environment: EnvironmentValues) -> Amounts
  {
    switch kind {
    case .saturation(let amount), .brightness(let amount), .contrast(let amount),
      .hueRotation(radians: let amount):
      return Amounts(AnimatablePair(amount, 0), AnimatablePair(0, 0))
    case .colorMultiply(let color):
      let c = color.resolve(in: environment)
      return Amounts(
        AnimatablePair(Double(c.red), Double(c.green)), AnimatablePair(Double(c.blue), Double(c.opacity)))
    case .colorInvert, .luminanceToAlpha:
      return .zero
    }
  }

  override func modifierDidChange(from old: ColorEffectModifier) {
    let value = Self.amounts(of: modifier.kind, in: environment)
    // Only the amount of one kind of effect moves; another kind replaces it at once.
    let animation = Self.isSameKind(old.kind, modifier.kind) ? graph.animation(for: self) : nil
    if amounts.set(value, animation: animation, now: graph.passTime, environment: environment) {
      graph.startAnimating(self)
    }
    graph.setNeedsDisplay(frame)
  }

  private static func isSameKind(_ a: ColorEffectModifier.Kind, _ b: ColorEffectModifier.Kind) -> Bool {
    switch (a, b) {
    case (.saturation, .saturation), (.brightness, .brightness), (.contrast, .contrast),
      (.hueRotation, .hueRotation), (.colorMultiply, .colorMultiply), (.colorInvert, .colorInvert),
      (.luminanceToAlpha, .luminanceToAlpha):
      true
    default: false
    }
  }

  override func advanceAnimations(to time: Double) -> Bool {
    let base = super.advanceAnimations(to: time)
    return amounts.advance(to: time) || base
  }

  /// The matrix for the presented amounts.
  var matrix: ColorMatrix {
    let presented = amounts.presented
    let amount = presented.first.first
    switch modifier.kind {
    case .saturation: return .saturation(Float(amount))
    case .brightness: return .brightness(Float(amount))
    case .contrast: return .contrast(Float(amount))
    case .hueRotation: return .hueRotation(radians: amount)
    case .colorMultiply(let color):
      // Resolved again while still, so that a change of color scheme shows.
      if !amounts.isAnimating {
        let c = color.resolve(in: environment)
        return .colorMultiply(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity)
      }
      return .colorMultiply(
        red: Float(presented.first.first), green: Float(presented.first.second),
        blue: Float(presented.second.first), opacity: Float(presented.second.second))
    case .colorInvert: return .colorInvert
    case .luminanceToAlpha: return .luminanceToAlpha
    }
  }

  override func draw(into list: inout DisplayListBuilder) {
    var matrix = self.matrix
    if matrix.isIdentity { return super.draw(into: &list) }
    var content = DisplayListBuilder()
    super.draw(into: &content)
    guard !content.items.isEmpty else { return }
    var bounds: CGRect?
    if let inner = Self.soleColorLayer(content.items), let combined = inner.matrix.concatenating(matrix) {
      matrix = combined
      bounds = inner.bounds
      content.items = Array(content.items.dropFirst().dropLast())
    } else {
      bounds = DisplayItemBounds.of(content.items)
    }
    if matrix.isIdentity {
      list.items.append(contentsOf: content.items)
      return
    }
    list.append(.pushLayer(LayerEffects(colorMatrix: matrix, bounds: bounds)))
    list.items.append(contentsOf: content.items)
    list.append(.popLayer)
  }

  /// The matrix and bounds of `items` when they are one layer with a color matrix and no other
  /// effect, so that an effect around it can fold its matrix in.
  private static func soleColorLayer(_ items: [DisplayItem]) -> (matrix: ColorMatrix, bounds: CGRect?)? {
    guard case .pushLayer(let effects) = items.first, let matrix = effects.colorMatrix,
      effects == LayerEffects(colorMatrix: matrix, bounds: effects.bounds)
    else { return nil }
    var depth = 0
    for (index, item) in items.enumerated() {
      if item.isPush { depth += 1 } else if item.isPop { depth -= 1 }
      if depth == 0 { return index == items.count - 1 ? (matrix, effects.bounds) : nil }
    }
    return nil
  }
}

/// A finite effect amount; NaN and infinities become `identity` with a warning.
private func finiteAmount(_ value: Double, _ what: String, identity: Double) -> Double {
  guard value.isFinite else {
    ViewGraph.warnOnce("\(what) \(value) is not finite; using \(identity)")
    return identity
  }
  return value
}

extension View {
  /// Makes the view's colors more or less vivid: 0 shows them in gray, 1 leaves them as they are,
  /// and larger amounts make them more intense. Layout and hit testing are unchanged.
  ///
  /// Luminance is weighted as in Rec. 709 (0.2126 red, 0.7152 green, 0.0722 blue) on the sRGB
  /// values, as CSS filters do. The amount animates.
  ///
  /// ```swift
  /// Image("photo").saturation(isSelected ? 1 : 0.2)
  /// ```
  public func saturation(_ amount: Double) -> some View {
    modifier(ColorEffectModifier(kind: .saturation(finiteAmount(amount, "saturation", identity: 1))))
  }

  /// Removes color from the view: 0 leaves it as it is, 1 shows it entirely in shades of gray
  /// (the same as `saturation(1 - amount)`). Amounts are kept within 0…1.
  ///
  /// ```swift
  /// Image(systemName: "star.fill").foregroundStyle(.yellow).grayscale(isEnabled ? 0 : 1)
  /// ```
  public func grayscale(_ amount: Double) -> some View {
    let amount = finiteAmount(amount, "grayscale amount", identity: 0)
    return modifier(ColorEffectModifier(kind: .saturation(1 - min(max(amount, 0), 1))))
  }

  /// Brightens the view by adding `amount` to its red, green and blue: 0 leaves it as it is, 1
  /// turns it white, and negative amounts darken it down to black at −1. The amount animates.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 8).fill(.blue).brightness(isPressed ? -0.2 : 0)
  /// ```
  public func brightness(_ amount: Double) -> some View {
    modifier(ColorEffectModifier(kind: .brightness(finiteAmount(amount, "brightness", identity: 0))))
  }

  /// Changes the view's contrast by scaling its colors around middle gray: 0 shows all gray, 1
  /// leaves the view as it is, more than 1 strengthens the contrast, and negative amounts also
  /// invert the colors. The amount animates.
  ///
  /// ```swift
  /// Text("Faded").contrast(0.5)
  /// ```
  public func contrast(_ amount: Double) -> some View {
    modifier(ColorEffectModifier(kind: .contrast(finiteAmount(amount, "contrast", identity: 1))))
  }

  /// Turns every hue of the view by `angle` around the color wheel, keeping its brightness (the
  /// SVG `hueRotate` matrix). The angle animates.
  ///
  /// ```swift
  /// Circle().fill(.red).hueRotation(.degrees(120))  // roughly green
  /// ```
  public func hueRotation(_ angle: Angle) -> some View {
    let radians = finiteAmount(angle.radians, "hue rotation", identity: 0)
    return modifier(ColorEffectModifier(kind: .hueRotation(radians: radians)))
  }

  /// Inverts the view's colors: each of red, green and blue becomes one minus itself, so white
  /// turns black. Opacity is kept.
  public func colorInvert() -> some View {
    modifier(ColorEffectModifier(kind: .colorInvert))
  }

  /// Multiplies the view's colors by `color`, component by component, opacity included: white
  /// becomes `color` and black stays black. A change of color animates.
  ///
  /// ```swift
  /// Image("icon").colorMultiply(.orange)
  /// ```
  public func colorMultiply(_ color: Color) -> some View {
    modifier(ColorEffectModifier(kind: .colorMultiply(color)))
  }

  /// Turns the view into a black silhouette whose opacity is its brightness: white becomes
  /// opaque black and black becomes clear (the SVG `luminanceToAlpha` weights). Translucent parts
  /// stay at most as opaque as they were, so edges keep their antialiasing. Useful with `.mask`
  /// to mask by brightness.
  ///
  /// ```swift
  /// Color.blue.mask {
  ///     LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom)
  ///         .luminanceToAlpha()
  /// }
  /// ```
  public func luminanceToAlpha() -> some View {
    modifier(ColorEffectModifier(kind: .luminanceToAlpha))
  }
}
