import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `ProjectionTransform`, `GeometryEffect` (custom, animated), `rotation3DEffect` and
/// `projectionEffect`: exact matrices, drawing commands and hit testing through the transform.
@MainActor
struct GeometryEffectTests {
  private func expectClose(
    _ point: CGPoint?, _ x: CGFloat, _ y: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let point else {
      Issue.record("no point", sourceLocation: sourceLocation)
      return
    }
    #expect(abs(point.x - x) < 0.001 && abs(point.y - y) < 0.001, "\(point)", sourceLocation: sourceLocation)
  }

  @Test func projectionTransformMath() {
    let affine = ProjectionTransform(CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3))
    #expect(affine.isAffine)
    #expect(!affine.isIdentity)
    #expect(ProjectionTransform().isIdentity)
    expectClose(CGPoint(x: 1, y: 1).applying(affine), 12, 23)
    var perspective = ProjectionTransform()
    perspective.m13 = 0.01
    #expect(!perspective.isAffine)
    // w = 1 + 0.01 × 100 = 2: the point is halved.
    expectClose(CGPoint(x: 100, y: 40).applying(perspective), 50, 20)
    let both = perspective.concatenating(affine)
    expectClose(CGPoint(x: 100, y: 40).applying(both), 110, 80)
    let inverse = both.inverted()
    expectClose(CGPoint(x: 110, y: 80).applying(inverse), 100, 40)
    var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
    let inverted = singular.invert()
    #expect(!inverted)
    #expect(singular == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
  }

  @Test func rotation3DEffectProjectsInPerspective() {
    // 45° about the vertical axis of a 200 × 100 view: the eye is 200 points away; the left edge
    // comes nearer (larger), the right edge goes away (smaller), as SwiftUI draws it.
    let effect = _Rotation3DEffect(angle: .degrees(45), axis: (x: 0, y: 1, z: 0))
    let m = effect.effectValue(size: CGSize(width: 200, height: 100))
    #expect(!m.isAffine)
    expectClose(CGPoint(x: 0, y: 0).applying(m), -9.384, -27.346)
    expectClose(CGPoint(x: 200, y: 100).applying(m), 152.241, 86.940)
    expectClose(CGPoint(x: 100, y: 50).applying(m), 100, 50)
    // Without perspective, only the width shrinks, by cos 45°.
    let flat = _Rotation3DEffect(angle: .degrees(45), axis: (x: 0, y: 1, z: 0), perspective: 0)
      .effectValue(size: CGSize(width: 200, height: 100))
    #expect(flat.isAffine)
    expectClose(CGPoint(x: 0, y: 0).applying(flat), 29.289, 0)
    // About the z axis it is a plain rotation: clockwise on screen, as `rotationEffect`.
    let spin = _Rotation3DEffect(angle: .degrees(90), axis: (x: 0, y: 0, z: 1), anchor: .topLeading)
      .effectValue(size: CGSize(width: 200, height: 100))
    expectClose(CGPoint(x: 10, y: 0).applying(spin), 0, 10)
    // No axis: no rotation.
    #expect(
      _Rotation3DEffect(angle: .degrees(30), axis: (x: 0, y: 0, z: 0)).effectValue(
        size: CGSize(width: 9, height: 9)
      )
      .isIdentity)
  }

  /// A view moved right by 100 points times its animatable data.
  struct Slide: GeometryEffect {
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(CGAffineTransform(translationX: animatableData * 100, y: 0))
    }
  }

  struct Sliding: View {
    @State private var step: CGFloat = 0
    @State private var taps = 0

    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20)
          .accessibilityIdentifier("square")
          .onTapGesture { taps += 1 }
          .modifier(Slide(animatableData: step))
          .frame(width: 200, height: 20, alignment: .leading)
        Text("taps \(taps)")
        Button("Go") { withAnimation(.linear(duration: 1)) { step += 1 } }
          .accessibilityIdentifier("go")
      }
    }
  }

  private func transforms(_ host: TestHost<some View>) -> [CGAffineTransform] {
    host.displayList().items.compactMap { item in
      if case .pushTransform(let transform) = item { transform } else { nil }
    }
  }

  @Test func customGeometryEffectAnimatesItsData() {
    let host = TestHost(Sliding(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(transforms(host).isEmpty)
    host.tap(id: "go")
    host.advanceClock(by: 0.25)
    #expect(transforms(host) == [CGAffineTransform(translationX: 25, y: 0)])
    #expect(host.graph.isAnimating)
    host.advanceClock(by: 0.75)
    #expect(transforms(host) == [CGAffineTransform(translationX: 100, y: 0)])
    host.advanceClock(by: 0.1)
    #expect(!host.graph.isAnimating)
    // Taps land where the square is drawn, not where it is laid out.
    let square = host.frame(of: "square") ?? .zero
    #expect(square.minX == 0 && square.width == 20)
    host.tap(at: CGPoint(x: 10, y: square.midY))
    #expect(host.find(text: "taps 0") != nil)
    host.tap(at: CGPoint(x: 110, y: square.midY))
    #expect(host.find(text: "taps 1") != nil)
  }

  struct Turned: View {
    let perspective: CGFloat
    @State private var taps = 0

    var body: some View {
      VStack(spacing: 0) {
        Color.blue.frame(width: 200, height: 100)
          .onTapGesture { taps += 1 }
          .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: perspective)
        Text("taps \(taps)")
      }
    }
  }

  @Test func rotation3DEffectHitTestsWhereTheViewShows() {
    let host = TestHost(Turned(perspective: 1), size: CGSize(width: 200, height: 120), text: .fixedAdvance)
    let projected = host.displayList().items.contains { item in
      if case .pushLayer(let effects) = item { effects.projection != nil } else { false }
    }
    #expect(projected)
    // At 60° the near (left) edge lands at x = 11.8 and the far one at 134.9, on the middle line.
    for (x, hits) in [(5.0, false), (15.0, true), (130.0, true), (140.0, false)] {
      let host = TestHost(Turned(perspective: 1), size: CGSize(width: 200, height: 120), text: .fixedAdvance)
      host.tap(at: CGPoint(x: x, y: 50))
      #expect((host.find(text: "taps 1") != nil) == hits, "tap at x = \(x)")
    }
  }

  @Test func flatRotationIsDrawnAsAnAffineTransform() {
    let host = TestHost(Turned(perspective: 0), size: CGSize(width: 200, height: 120), text: .fixedAdvance)
    let items = host.displayList().items
    let transform = items.compactMap { item -> CGAffineTransform? in
      if case .pushTransform(let transform) = item { transform } else { nil }
    }.first
    #expect(abs((transform?.a ?? 0) - 0.5) < 1e-9)
    #expect(abs((transform?.tx ?? 0) - 50) < 1e-9)
    host.tap(at: CGPoint(x: 45, y: 50))
    #expect(host.find(text: "taps 0") != nil)
    host.tap(at: CGPoint(x: 55, y: 50))
    #expect(host.find(text: "taps 1") != nil)
  }

  @Test func projectedLayersBoundTheirDamage() {
    var projection = ProjectionTransform()
    projection.m13 = 0.005
    let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    let layer = LayerEffects(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), projection: projection)
    let old = DisplayList(items: [
      .pushLayer(layer), .fill(square, .color(.init(red: 1, green: 0, blue: 0)), eoFill: false), .popLayer,
    ])
    var moved = projection
    moved.m13 = 0.01
    let new = DisplayList(items: [
      .pushLayer(LayerEffects(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), projection: moved)),
      .fill(square, .color(.init(red: 1, green: 0, blue: 0)), eoFill: false), .popLayer,
    ])
    let damage = DisplayListDamage.rects(from: old, to: new)
    // The old layer reaches (100, 100) / 1.5; the new one is smaller still: the damage is the
    // old layer's bounds, grown by the painter's margin.
    #expect(damage?.count == 1)
    let rect = damage?.first ?? .null
    #expect(rect.minX <= 0 && rect.minY <= 0 && rect.maxX >= 66.6 && rect.maxY >= 66.6 && rect.maxX < 80)
  }
}
