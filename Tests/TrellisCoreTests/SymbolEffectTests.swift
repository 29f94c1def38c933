import Testing
import TrellisCore
import TrellisTesting

/// `symbolEffect`: indefinite effects play while active, discrete ones once per change of a
/// value, read from the frames and the display list on the test clock.
@MainActor
struct SymbolEffectTests {
  struct Bell: View {
    @State var count = 0
    var options = SymbolEffectOptions.default
    var body: some View {
      VStack {
        Image(systemName: "bell").accessibilityIdentifier("bell")
          .symbolEffect(.wiggle, options: options, value: count)
        Button("Ring") { count += 1 }
      }
    }
  }

  struct Pulsing: View {
    @State var isActive = true
    var body: some View {
      VStack {
        Image(systemName: "wifi").symbolEffect(.pulse, isActive: isActive)
        Button("Stop") { isActive = false }
      }
    }
  }

  /// The layers of the same views drawn with no effect (the wifi symbol fades its own arcs).
  private func still() -> [Double] {
    opacities(
      TestHost(
        VStack {
          Image(systemName: "wifi")
          Button("Stop") {}
        }, size: CGSize(width: 200, height: 200), text: .fixedAdvance))
  }

  private func opacities<V: View>(_ host: TestHost<V>) -> [Double] {
    host.displayList().items.compactMap { item in
      if case .pushLayer(let effects) = item { return effects.opacity }
      return nil
    }
  }

  @Test func aDiscreteEffectPlaysOnceEachTimeTheValueChanges() throws {
    let host = TestHost(Bell(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    let rest = try #require(host.frame(of: "bell"))
    #expect(host.graph.nextWakeUp == nil, "nothing plays before the value changes")
    host.tap(text: "Ring")
    // The wiggle reaches 3 points to the right 0.08 s in.
    host.advanceClock(by: 0.08)
    #expect(host.frame(of: "bell")?.minX == rest.minX + 3)
    host.advanceClock(by: 0.14)
    #expect(host.frame(of: "bell")?.minX == rest.minX - 3)
    host.advanceClock(by: 1)
    #expect(host.frame(of: "bell") == rest)
    #expect(host.graph.nextWakeUp == nil, "one run, then it rests")
  }

  @Test func optionsRepeatAndSpeedTheRun() throws {
    let host = TestHost(
      Bell(options: .repeat(2).speed(2)), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    let rest = try #require(host.frame(of: "bell"))
    host.tap(text: "Ring")
    // At twice the speed a run takes 0.22 s; the second reaches its right point 0.04 s later.
    host.advanceClock(by: 0.22 + 0.04)
    #expect(host.frame(of: "bell")?.minX == rest.minX + 3)
    host.advanceClock(by: 0.3)
    #expect(host.frame(of: "bell") == rest)
    #expect(host.graph.nextWakeUp == nil)
  }

  @Test func anIndefiniteEffectRepeatsWhileActiveAndStopsWhenNot() {
    let host = TestHost(Pulsing(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    host.advanceClock(by: 0.5)
    #expect(opacities(host).contains { abs($0 - 0.35) < 0.01 }, "faded at the middle of a pulse")
    host.advanceClock(by: 1)
    #expect(opacities(host).contains { abs($0 - 0.35) < 0.01 }, "and again a run later")
    #expect(host.graph.nextWakeUp != nil)
    host.tap(text: "Stop")
    host.advanceClock(by: 1.0 / 60)
    #expect(host.graph.nextWakeUp == nil)
    #expect(opacities(host) == still(), "back at rest")
  }

  @Test func symbolEffectsRemovedShowsTheSymbolStill() {
    let host = TestHost(
      Pulsing().symbolEffectsRemoved(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    host.advanceClock(by: 0.5)
    #expect(opacities(host) == still())
    #expect(host.graph.nextWakeUp == nil)
  }

  @Test func optionsClampABadSpeedAndCount() {
    #expect(SymbolEffectOptions.speed(.nan) == .default)
    #expect(SymbolEffectOptions.speed(-2) == .default)
    #expect(SymbolEffectOptions.repeat(0) == .repeat(1))
    #expect(SymbolEffectOptions.nonRepeating == .repeat(1))
  }
}
