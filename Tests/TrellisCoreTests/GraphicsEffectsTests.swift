import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct GraphicsEffectsTests {
  func layers<V: View>(_ view: V) -> [LayerEffects] {
    TestHostFactory.fixed(view).displayList().items.compactMap { item in
      if case .pushLayer(let effects) = item { return effects }
      return nil
    }
  }

  @Test func shadowWrapsTheContentInAShadowedLayerBoundedByWhatItPaints() {
    let effects = layers(
      Circle().fill(Color.white).frame(width: 40, height: 40).shadow(color: .black, radius: 4, x: 2, y: 3))
    #expect(
      effects == [
        LayerEffects(
          shadow: LayerEffects.Shadow(
            color: Color.Resolved(red: 0, green: 0, blue: 0), radius: 4, offset: CGSize(width: 2, height: 3)),
          bounds: CGRect(x: 80, y: 80, width: 40, height: 40))
      ])
  }

  @Test func shadowBoundsCoverStrokesAndText() {
    let view = VStack(spacing: 0) {
      Rectangle().stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineJoin: .round)).frame(
        width: 20, height: 20)
      Text("Hi").font(.system(size: 14))
    }
    .shadow(radius: 2)
    // The stroke reaches 1.5 × 2 points out; the glyphs 14 / 2 + 2 points.
    #expect(layers(view).map(\.bounds) == [CGRect(x: 81, y: 77, width: 38, height: 52)])
  }

  @Test func defaultShadowIsAFaintBlack() {
    let effects = layers(Color.white.frame(width: 10, height: 10).shadow(radius: 5))
    #expect(effects.first?.shadow?.color.opacity == 0.33)
    #expect(effects.first?.shadow?.offset == .zero)
  }

  @Test func blurUsesALayerAndOpaqueBlurClipsToTheBounds() {
    #expect(
      layers(Color.red.frame(width: 20, height: 20).blur(radius: 3))
        == [LayerEffects(blurRadius: 3, bounds: CGRect(x: 90, y: 90, width: 20, height: 20))])
    let items = TestHostFactory.fixed(Color.red.frame(width: 20, height: 20).blur(radius: 3, opaque: true))
      .displayList().items
    guard case .pushClip(let clip, false) = items.first else {
      Issue.record("an opaque blur starts with a clip: \(items)")
      return
    }
    #expect(clip == Path(CGRect(x: 90, y: 90, width: 20, height: 20)))
    #expect(layers(Color.red.frame(width: 20, height: 20).blur(radius: 0)).isEmpty)
  }

  @Test func badEffectNumbersAreClamped() {
    #expect(layers(Color.red.frame(width: 20, height: 20).blur(radius: .nan)).isEmpty)
    let shadow = layers(Color.red.frame(width: 20, height: 20).shadow(radius: -3, x: .infinity, y: .nan))
    #expect(shadow.first?.shadow?.radius == 0)
    #expect(shadow.first?.shadow?.offset == .zero)
  }

  @Test func drawingGroupAndCompositingGroupDrawOneLayer() {
    let content = HStack(spacing: 0) {
      Color.red.frame(width: 10, height: 10)
      Color.blue.frame(width: 10, height: 10)
    }
    #expect(
      layers(content.drawingGroup()) == [LayerEffects(bounds: CGRect(x: 90, y: 95, width: 20, height: 10))])
    #expect(
      layers(content.compositingGroup()) == [
        LayerEffects(bounds: CGRect(x: 90, y: 95, width: 20, height: 10))
      ])
  }

  @Test func clipShapeShorthandsCompile() {
    let view = VStack {
      Color.red.clipShape(.capsule)
      Color.red.clipShape(.circle)
      Color.red.clipShape(.rect(cornerRadius: 8))
      Color.red.clipShape(.rect(topLeadingRadius: 8, bottomTrailingRadius: 8))
      Color.red.clipShape(.ellipse)
    }
    .frame(width: 100, height: 100)
    let clips = TestHostFactory.fixed(view).displayList().items.filter {
      if case .pushClip = $0 { true } else { false }
    }
    #expect(clips.count == 5)
  }
}
