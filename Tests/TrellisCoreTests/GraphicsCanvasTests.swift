import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct GraphicsCanvasTests {
  @Test func canvasFillsItsProposalAndDrawsInItsOwnCoordinates() {
    var sizes: [CGSize] = []
    let view = Canvas { context, size in
      sizes.append(size)
      context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
    }
    .frame(width: 120, height: 80)
    let items = TestHostFactory.fixed(view).displayList().items
    #expect(sizes.last == CGSize(width: 120, height: 80))
    guard items.count == 5,
      case .pushClip(let clip, false) = items[0],
      case .pushTransform(let transform) = items[1],
      case .fill(let path, let paint, false) = items[2]
    else {
      Issue.record("unexpected items \(items)")
      return
    }
    #expect(clip == Path(CGRect(x: 40, y: 60, width: 120, height: 80)))
    #expect(transform == CGAffineTransform(translationX: 40, y: 60))
    #expect(path == Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
    #expect(paint == .color(Color.red.resolve(in: EnvironmentValues())))
  }

  @Test func transformsOpacityAndClipsApplyToLaterDrawing() {
    let view = Canvas { context, _ in
      var copy = context
      copy.translateBy(x: 10, y: 20)
      copy.scaleBy(x: 2, y: 2)
      copy.opacity = 0.5
      copy.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
      copy.stroke(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.blue), lineWidth: 3)
      // The original context keeps its own state.
      context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.blue))
    }
    .frame(width: 100, height: 100)
    let items = TestHostFactory.fixed(view).displayList().items
    let blue = Color.blue.resolve(in: EnvironmentValues())
    guard items.count == 10,
      case .pushClip(let clip, false) = items[1],
      case .pushTransform(let transform) = items[2],
      case .stroke(_, let paint, let style) = items[3],
      case .pushTransform(let plain) = items[6],
      case .fill(_, let plainPaint, _) = items[7]
    else {
      Issue.record("unexpected items \(items)")
      return
    }
    // The clip was made in scaled, moved coordinates: 10 × 10 at (10, 20) in the canvas.
    #expect(clip == Path(CGRect(x: 60, y: 70, width: 10, height: 10)))
    #expect(
      transform
        == CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 60, y: 70)))
    #expect(paint == .color(blue.withOpacityForTests(0.5)))
    #expect(style.lineWidth == 3)
    #expect(plain == CGAffineTransform(translationX: 50, y: 50))
    #expect(plainPaint == .color(blue))
  }

  @Test func textIsMeasuredAndAnchored() {
    let view = Canvas { context, size in
      context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
      context.draw(Text("Corner"), at: .zero, anchor: .topLeading)
    }
    .frame(width: 100, height: 100)
    let frames = TestHostFactory.fixed(view).displayList().items.compactMap { item -> CGRect? in
      if case .text(_, let frame, _) = item { return frame }
      return nil
    }
    // Two characters are 20 × 20 points with the fixed-advance measurer.
    #expect(
      frames == [CGRect(x: 40, y: 40, width: 20, height: 20), CGRect(x: 0, y: 0, width: 60, height: 20)])
  }

  @Test func gradientShadingUsesPointsInUserSpace() {
    let gradient = Gradient(colors: [.red, .blue])
    let view = Canvas { context, _ in
      context.fill(
        Path(CGRect(x: 0, y: 0, width: 50, height: 50)),
        with: .linearGradient(gradient, startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 50, y: 0)))
    }
    .frame(width: 50, height: 50)
    let paints = TestHostFactory.fixed(view).displayList().items.compactMap { item -> Paint? in
      if case .fill(_, let paint, _) = item { return paint }
      return nil
    }
    let environment = EnvironmentValues()
    #expect(
      paints == [
        .linearGradient(
          stops: [
            ResolvedGradientStop(color: Color.red.resolve(in: environment), location: 0),
            ResolvedGradientStop(color: Color.blue.resolve(in: environment), location: 1),
          ], start: .zero, end: CGPoint(x: 50, y: 0))
      ])
  }

  @Test func layersAndFiltersWrapWhatTheyDraw() {
    let view = Canvas { context, _ in
      context.addFilter(.shadow(radius: 3, x: 1, y: 2))
      context.drawLayer { layer in
        layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .foreground)
      }
      context.draw(Image(systemName: "plus"), in: CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    .frame(width: 100, height: 100)
    let items = TestHostFactory.fixed(view).displayList().items
    let layers = items.compactMap { item -> LayerEffects? in
      if case .pushLayer(let effects) = item { return effects }
      return nil
    }
    // Both drawings cast the shadow; the symbol's translucent primary style adds a layer of its own.
    #expect(layers.map { $0.shadow?.radius } == [3, 3, nil])
    #expect(
      layers.map { $0.shadow?.offset } == [CGSize(width: 1, height: 2), CGSize(width: 1, height: 2), nil])
    let strokes = items.filter { if case .stroke = $0 { true } else { false } }
    #expect(strokes.count == 2)
  }
}
