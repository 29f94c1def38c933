import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct ColorEffectTests {
  private let red = SIMD4<Float>(1, 0, 0, 1)
  private let white = SIMD4<Float>(1, 1, 1, 1)

  private func layers<V: View>(_ view: V) -> [LayerEffects] {
    TestHostFactory.fixed(view).displayList().items.compactMap { item in
      if case .pushLayer(let effects) = item { return effects }
      return nil
    }
  }

  /// The one color matrix `view` draws with.
  private func matrix<V: View>(_ view: V, sourceLocation: SourceLocation = #_sourceLocation) -> ColorMatrix? {
    let effects = layers(view)
    #expect(effects.count == 1, "one layer: \(effects)", sourceLocation: sourceLocation)
    return effects.first?.colorMatrix
  }

  private func expectClose(
    _ a: SIMD4<Float>?, _ b: SIMD4<Float>, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let a else {
      Issue.record("no color", sourceLocation: sourceLocation)
      return
    }
    let difference = (0..<4).map { abs(a[$0] - b[$0]) }.max() ?? 0
    #expect(difference < 1e-5, "\(a) is not \(b)", sourceLocation: sourceLocation)
  }

  private var square: some View { Color.red.frame(width: 20, height: 20) }

  @Test func grayscaleTurnsRedIntoItsLuminance() {
    let gray = matrix(square.grayscale(1))?.apply(to: red)
    expectClose(gray, SIMD4(0.2126, 0.2126, 0.2126, 1))
    // Half gray is halfway between red and its gray.
    expectClose(
      matrix(square.grayscale(0.5))?.apply(to: red), SIMD4(0.6063, 0.1063, 0.1063, 1))
    #expect(matrix(square.grayscale(0.3)) == ColorMatrix.saturation(0.7))
  }

  @Test func saturationAboveOneIntensifiesAndClamps() {
    // 2 × 1 − 0.2126 = 1.7874, clamped; green and blue go below zero.
    expectClose(matrix(square.saturation(2))?.apply(to: red), SIMD4(1, 0, 0, 1))
    let muted = SIMD4<Float>(0.6, 0.4, 0.4, 1)
    let luminance: Float = 0.2126 * 0.6 + 0.7152 * 0.4 + 0.0722 * 0.4
    expectClose(
      matrix(square.saturation(2))?.apply(to: muted),
      SIMD4(2 * 0.6 - luminance, 2 * 0.4 - luminance, 2 * 0.4 - luminance, 1))
  }

  @Test func colorInvertTurnsWhiteBlackAndKeepsAlpha() {
    expectClose(matrix(square.colorInvert())?.apply(to: white), SIMD4(0, 0, 0, 1))
    expectClose(matrix(square.colorInvert())?.apply(to: SIMD4(0.2, 0.5, 1, 0.4)), SIMD4(0.8, 0.5, 0, 0.4))
  }

  @Test func hueRotationByHalfATurnMakesRedCyanish() {
    // SVG hueRotate at 180°: red row 0.213 − 0.787 (clamped to 0), the others 0.213 + 0.213.
    expectClose(matrix(square.hueRotation(.degrees(180)))?.apply(to: red), SIMD4(0, 0.426, 0.426, 1))
    expectClose(matrix(square.hueRotation(.degrees(90)))?.apply(to: red), SIMD4(0, 0.356, 0, 1))
    // Gray has no hue to turn.
    expectClose(
      matrix(square.hueRotation(.degrees(123)))?.apply(to: SIMD4(0.5, 0.5, 0.5, 1)), SIMD4(0.5, 0.5, 0.5, 1))
  }

  @Test func colorMultiplyTurnsWhiteIntoTheColor() {
    expectClose(
      matrix(square.colorMultiply(Color(red: 0, green: 0, blue: 1)))?.apply(to: white), SIMD4(0, 0, 1, 1))
    let blue = Color.blue.resolve(in: EnvironmentValues())
    expectClose(
      matrix(square.colorMultiply(.blue))?.apply(to: white),
      SIMD4(blue.red, blue.green, blue.blue, blue.opacity))
    expectClose(
      matrix(square.colorMultiply(.white.opacity(0.5)))?.apply(to: SIMD4(0.4, 0.6, 0.8, 1)),
      SIMD4(0.4, 0.6, 0.8, 0.5))
  }

  @Test func brightnessAddsAndContrastScalesAroundMiddleGray() {
    let dark = SIMD4<Float>(0.25, 0.25, 0.25, 1)
    expectClose(matrix(square.brightness(0.5))?.apply(to: dark), SIMD4(0.75, 0.75, 0.75, 1))
    expectClose(matrix(square.brightness(-1))?.apply(to: white), SIMD4(0, 0, 0, 1))
    expectClose(matrix(square.contrast(2))?.apply(to: dark), SIMD4(0, 0, 0, 1))
    expectClose(matrix(square.contrast(0.5))?.apply(to: dark), SIMD4(0.375, 0.375, 0.375, 1))
    expectClose(matrix(square.contrast(0))?.apply(to: red), SIMD4(0.5, 0.5, 0.5, 1))
  }

  @Test func luminanceToAlphaMakesABlackSilhouette() {
    expectClose(matrix(square.luminanceToAlpha())?.apply(to: white), SIMD4(0, 0, 0, 1))
    expectClose(matrix(square.luminanceToAlpha())?.apply(to: SIMD4(0, 0, 0, 1)), SIMD4(0, 0, 0, 0))
    expectClose(matrix(square.luminanceToAlpha())?.apply(to: red), SIMD4(0, 0, 0, 0.2125))
  }

  @Test func theLayerCoversTheContent() {
    #expect(layers(square.saturation(0)).map(\.bounds) == [CGRect(x: 90, y: 90, width: 20, height: 20)])
  }

  @Test func identityAmountsAddNoLayer() {
    #expect(layers(square.saturation(1)).isEmpty)
    #expect(layers(square.grayscale(0)).isEmpty)
    #expect(layers(square.brightness(0)).isEmpty)
    #expect(layers(square.contrast(1)).isEmpty)
    #expect(layers(square.hueRotation(.zero)).isEmpty)
    #expect(layers(square.colorMultiply(.white)).isEmpty)
    #expect(layers(square.saturation(1).brightness(0).contrast(1)).isEmpty)
    // Nothing to draw, nothing to transform.
    #expect(layers(Color.clear.frame(width: 0, height: 0).colorInvert()).isEmpty)
  }

  @Test func badAmountsAreClampedNotDrawn() {
    #expect(layers(square.saturation(.nan)).isEmpty)
    #expect(layers(square.saturation(.infinity)).isEmpty)
    #expect(layers(square.grayscale(.nan)).isEmpty)
    #expect(layers(square.brightness(.infinity)).isEmpty)
    #expect(layers(square.brightness(-.infinity)).isEmpty)
    #expect(layers(square.contrast(.nan)).isEmpty)
    #expect(layers(square.hueRotation(.degrees(.nan))).isEmpty)
    #expect(layers(square.hueRotation(.radians(-.infinity))).isEmpty)
    // Past full gray, grayscale stays full gray; below none, none.
    #expect(matrix(square.grayscale(7)) == ColorMatrix.saturation(0))
    #expect(layers(square.grayscale(-2)).isEmpty)
    // A NaN in a color to multiply by comes out clamped, not as NaN pixels.
    let nanColor = matrix(square.colorMultiply(Color(red: .nan, green: 1, blue: 1)))?.apply(to: white)
    expectClose(nanColor, SIMD4(0, 1, 1, 1))
  }

  @Test func consecutiveEffectsShareOneLayer() {
    // The inner effect applies first.
    let combined = matrix(square.brightness(0.5).contrast(2))
    #expect(combined == ColorMatrix.brightness(0.5).concatenating(.contrast(2)))
    // 0.25 + 0.5 = 0.75, then 2 × 0.75 − 0.5 = 1.
    expectClose(combined?.apply(to: SIMD4(0.25, 0.25, 0.25, 1)), SIMD4(1, 1, 1, 1))
    let three = matrix(square.grayscale(1).colorInvert().colorMultiply(Color(red: 1, green: 0, blue: 0)))
    expectClose(three?.apply(to: white), SIMD4(0, 0, 0, 1))
    expectClose(three?.apply(to: SIMD4(0, 0, 0, 1)), SIMD4(1, 0, 0, 1))
    #expect(layers(square.colorInvert().colorInvert()).isEmpty)
  }

  @Test func anotherEffectBetweenKeepsLayersApart() {
    let effects = layers(square.grayscale(1).opacity(0.5).brightness(0.2))
    #expect(effects.count == 3)
    #expect(effects.map { $0.colorMatrix != nil } == [true, false, true])
    let blurred = layers(square.blur(radius: 2).saturation(0))
    #expect(blurred.map(\.colorMatrix) == [ColorMatrix.saturation(0), nil])
  }

  @Test func concatenatingAppliesInOrder() throws {
    let first = ColorMatrix.hueRotation(radians: 0.7)
    let second = try #require(
      ColorMatrix.contrast(0.8).concatenating(.colorMultiply(red: 0.9, green: 0.5, blue: 1)))
    let color = SIMD4<Float>(0.3, 0.6, 0.2, 0.9)
    expectClose(first.concatenating(second)?.apply(to: color), second.apply(to: first.apply(to: color)))
    #expect(ColorMatrix.identity.concatenating(first) == first)
    // Straight and premultiplied matrices do not combine.
    #expect(first.concatenating(.luminanceToAlpha) == nil)
  }

  @Test func luminanceToAlphaKeepsItsOwnLayer() {
    let effects = layers(square.grayscale(1).luminanceToAlpha())
    #expect(effects.map(\.colorMatrix) == [ColorMatrix.luminanceToAlpha, ColorMatrix.saturation(0)])
    #expect(ColorMatrix.luminanceToAlpha.isPremultiplied)
    #expect(!ColorMatrix.saturation(0).isPremultiplied)
  }

  @Test func aModifierOnAGroupAppliesToEachView() {
    let view = HStack(spacing: 0) {
      Group {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
      }
      .grayscale(1)
    }
    let effects = layers(view)
    #expect(effects.map(\.colorMatrix) == [ColorMatrix.saturation(0), ColorMatrix.saturation(0)])
    #expect(
      effects.map(\.bounds) == [
        CGRect(x: 90, y: 95, width: 10, height: 10), CGRect(x: 100, y: 95, width: 10, height: 10),
      ])
  }

  @Test func amountsAnimate() {
    struct Toggle: View {
      @State private var on = false
      var body: some View {
        VStack {
          Color.red.frame(width: 20, height: 20)
            .hueRotation(.degrees(on ? 180 : 0))
          Color.blue.frame(width: 20, height: 20)
            .brightness(on ? 0.5 : 0)
          Button("Go") { withAnimation(.linear(duration: 1)) { on.toggle() } }
            .accessibilityIdentifier("go")
        }
      }
    }
    let host = TestHost(Toggle(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    host.tap(id: "go")
    host.advanceClock(by: 0.5)
    let matrices = host.displayList().items.compactMap { item -> ColorMatrix? in
      if case .pushLayer(let effects) = item { return effects.colorMatrix }
      return nil
    }
    #expect(matrices.count == 2)
    // Halfway, the hue has turned by 90°, not blended the matrices of 0° and 180°.
    if let hue = matrices.first {
      expectClose(hue.apply(to: red), ColorMatrix.hueRotation(radians: .pi / 2).apply(to: red))
    }
    #expect(matrices.last?.offset == SIMD4(0.25, 0.25, 0.25, 0))
    host.advanceClock(by: 0.6)
    let done = host.displayList().items.compactMap { item -> ColorMatrix? in
      if case .pushLayer(let effects) = item { return effects.colorMatrix }
      return nil
    }
    #expect(done.last == ColorMatrix.brightness(0.5))
  }
}
