import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `.visualEffect` and `.scrollTransition`: effects worked out from where a view is, each time
/// it is drawn, with exact values in the display list and taps that follow the drawing.
@MainActor
struct ScrollTransitionTests {
  private func opacities(_ host: TestHost<some View>) -> [Double] {
    host.displayList().items.compactMap { item in
      if case .pushLayer(let effects) = item { effects.opacity } else { nil }
    }
  }

  private func transforms(_ host: TestHost<some View>) -> [CGAffineTransform] {
    host.displayList().items.compactMap { item in
      if case .pushTransform(let transform) = item { transform } else { nil }
    }
  }

  /// Ten 50-point rows in a 100-point scroll view, each drawn by `transition`.
  struct Rows: View {
    let configuration: ScrollTransitionConfiguration
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<10, id: \.self) { index in
            Color.blue.frame(height: 50)
              .scrollTransition(configuration) { content, phase in
                content.opacity(phase.isIdentity ? 1 : 0)
              }
          }
        }
      }
      .frame(width: 100, height: 100)
    }
  }

  @Test func interactiveTransitionFollowsTheScrollPosition() {
    let host = TestHost(
      Rows(configuration: .interactive(timingCurve: .linear)), size: CGSize(width: 100, height: 100),
      text: .fixedAdvance)
    // Rows 0 and 1 are wholly shown, row 2 just hidden: nothing is faded.
    #expect(opacities(host).isEmpty)
    host.scroll(at: CGPoint(x: 50, y: 50), by: CGSize(width: 0, height: 10))
    // Row 0 is 40 of its 50 points in (0.8), row 2 is 10 points in (0.2).
    let faded = opacities(host)
    #expect(faded.count == 2)
    #expect(abs((faded.first ?? 0) - 0.8) < 1e-9 && abs((faded.last ?? 0) - 0.2) < 1e-9, "\(faded)")
    host.scroll(at: CGPoint(x: 50, y: 50), by: CGSize(width: 0, height: 40))
    // Row 1 (0…50) and row 2 (50…100) are shown; rows 0 and 3 just hidden.
    #expect(opacities(host).isEmpty)
  }

  @Test func thresholdAndCurveShapeTheProgress() {
    let host = TestHost(
      Rows(configuration: .interactive(timingCurve: .linear).threshold(.visible(0.5))),
      size: CGSize(width: 100, height: 100), text: .fixedAdvance)
    host.scroll(at: CGPoint(x: 50, y: 50), by: CGSize(width: 0, height: 10))
    // Row 0 has 40 points in, more than the 25 the threshold asks: shown. Row 2: 10 of 25.
    let faded = opacities(host)
    #expect(faded.count == 1 && abs((faded.first ?? 0) - 0.4) < 1e-9, "\(faded)")
  }

  @Test func animatedTransitionAnimatesWhenTheThresholdIsCrossed() {
    let host = TestHost(
      Rows(configuration: .animated(.linear(duration: 1))), size: CGSize(width: 100, height: 100),
      text: .fixedAdvance)
    #expect(opacities(host).isEmpty)
    // Row 1 is pushed partly out at the top: it animates out from shown over a second.
    host.scroll(at: CGPoint(x: 50, y: 50), by: CGSize(width: 0, height: 60))
    _ = host.displayList()
    host.advanceClock(by: 0.25)
    let faded = opacities(host)
    #expect(faded.contains { abs($0 - 0.75) < 1e-9 }, "\(faded)")
    host.advanceClock(by: 1)
    #expect(!opacities(host).contains { abs($0 - 0.75) < 1e-9 })
  }

  struct Shifted: View {
    @State private var taps = 0
    var body: some View {
      VStack(spacing: 0) {
        Color.red.frame(width: 20, height: 20)
          .onTapGesture { taps += 1 }
          .visualEffect { content, proxy in
            content.offset(x: proxy.frame(in: .global).minX + 30)
          }
          .frame(width: 100, alignment: .leading)
          .padding(.leading, 10)
        Text("taps \(taps)")
      }
      .frame(width: 200, height: 100, alignment: .topLeading)
    }
  }

  @Test func visualEffectReadsTheViewsGeometry() {
    let host = TestHost(Shifted(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    // The square is laid out at x = 10 and moved by 10 + 30.
    #expect(transforms(host) == [CGAffineTransform(translationX: 40, y: 0)])
    host.tap(at: CGPoint(x: 15, y: 10))
    #expect(host.find(text: "taps 0") != nil)
    host.tap(at: CGPoint(x: 55, y: 10))
    #expect(host.find(text: "taps 1") != nil)
  }

  struct ScrollSpace: View {
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<6, id: \.self) { _ in
            Color.green.frame(height: 50)
              .visualEffect { content, proxy in
                content.opacity(proxy.frame(in: .scrollView).minY < 0 ? 0.5 : 1)
              }
          }
        }
      }
      .padding(.top, 40)
    }
  }

  @Test func scrollViewCoordinateSpaceIsTheVisibleArea() {
    let host = TestHost(ScrollSpace(), size: CGSize(width: 100, height: 140), text: .fixedAdvance)
    #expect(opacities(host).isEmpty)
    host.scroll(at: CGPoint(x: 50, y: 80), by: CGSize(width: 0, height: 60))
    // Rows 0 and 1 begin above the scroll view's top (at 40 in the window).
    #expect(opacities(host) == [0.5, 0.5])
  }

  @Test func effectsApplyInTheOrderWritten() {
    let host = TestHost(
      Color.red.frame(width: 10, height: 10)
        .visualEffect { content, _ in content.offset(x: 100).scaleEffect(3) },
      size: CGSize(width: 10, height: 10), text: .fixedAdvance)
    // Moved by 100 first, then tripled around the view's center (5, 5): the scale is outside.
    #expect(
      transforms(host) == [
        CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: -10, ty: -10),
        CGAffineTransform(translationX: 100, y: 0),
      ])
  }
}
