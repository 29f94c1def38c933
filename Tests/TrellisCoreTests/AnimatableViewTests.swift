import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// Views and view modifiers conforming to `Animatable`: their `animatableData` moves over an
/// animation and their bodies are evaluated with the values on screen, frame by frame.
@MainActor
struct AnimatableViewTests {
  /// Shows its value as a whole number.
  struct CountingText: View, Animatable {
    var value: Double
    var animatableData: Double {
      get { value }
      set { value = newValue }
    }
    var body: some View { Text("n \(Int(value.rounded()))") }
  }

  /// Puts its value, as a whole number, over the content.
  struct CountingModifier: AnimatableModifier {
    var value: Double
    var animatableData: Double {
      get { value }
      set { value = newValue }
    }
    func body(content: Content) -> some View {
      content.overlay(Text("m \(Int(value.rounded()))"))
    }
  }

  struct Counter: View {
    let animation: Animation?
    @State private var target: Double = 0
    @State private var unrelated = 0

    var body: some View {
      VStack(spacing: 0) {
        CountingText(value: target)
        Color.clear.frame(width: 100, height: 20).modifier(CountingModifier(value: target))
        Text("other \(unrelated)")
        Button("Go") { withAnimation(animation) { target = target == 0 ? 100 : 0 } }
          .accessibilityIdentifier("go")
        Button("Poke") { unrelated += 1 }
          .accessibilityIdentifier("poke")
      }
    }
  }

  private func host(_ animation: Animation?) -> TestHost<Counter> {
    TestHost(Counter(animation: animation), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
  }

  private func shows(
    _ host: TestHost<Counter>, _ value: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(host.find(text: "n \(value)") != nil, "the view shows \(value)", sourceLocation: sourceLocation)
    #expect(
      host.find(text: "m \(value)") != nil, "the modifier shows \(value)", sourceLocation: sourceLocation)
  }

  @Test func animatedChangeCountsThroughTheValues() {
    let host = host(.linear(duration: 1))
    shows(host, 0)
    host.tap(id: "go")
    shows(host, 0)
    #expect(host.graph.isAnimating)
    host.advanceClock(by: 0.25)
    shows(host, 25)
    host.advanceClock(by: 0.5)
    shows(host, 75)
    host.advanceClock(by: 0.25)
    shows(host, 100)
    host.advanceClock(by: 0.1)
    #expect(!host.graph.isAnimating)
    shows(host, 100)
  }

  @Test func changeWithoutAnimationJumps() {
    let host = host(nil)
    host.tap(id: "go")
    shows(host, 100)
    #expect(!host.graph.isAnimating)
  }

  @Test func parentRedrawnMidAnimationLeavesItOnCourse() {
    let host = host(.linear(duration: 1))
    host.tap(id: "go")
    host.advanceClock(by: 0.5)
    shows(host, 50)
    host.tap(id: "poke")
    #expect(host.find(text: "other 1") != nil)
    shows(host, 50)
    host.advanceClock(by: 0.25)
    shows(host, 75)
  }

  @Test func reversingMidAnimationStartsFromTheValueShown() {
    let host = host(.linear(duration: 1))
    host.tap(id: "go")
    host.advanceClock(by: 0.4)
    shows(host, 40)
    host.tap(id: "go")
    host.advanceClock(by: 0.5)
    shows(host, 20)
    host.advanceClock(by: 0.5)
    shows(host, 0)
  }
}
