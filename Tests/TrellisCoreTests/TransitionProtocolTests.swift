import Testing
import TrellisCore
import TrellisTesting

/// The `Transition` protocol, its built-in values, and animations attached to transitions, read
/// mid-animation with the host's hand-advanced clock.
@MainActor
struct TransitionProtocolTests {
  /// Comes in turning from -90° and leaves turning on to 90°, through `phase.value`.
  struct Twirl: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
      content.rotationEffect(.degrees(phase.value * 90))
    }
  }

  /// Pads its view by 10 in its identity state only: a modifier pair whose identity is not a no-op.
  struct Cushion: ViewModifier {
    var isActive: Bool
    func body(content: Content) -> some View { content.padding(isActive ? 0 : 10) }
  }

  /// A 100 × 40 box that `shown` inserts and removes, toggled with or without an animation.
  struct Toggler: View {
    let transition: AnyTransition
    @State private var shown = true

    var body: some View {
      VStack(spacing: 0) {
        Button("Animated") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
          .accessibilityIdentifier("animated")
        Button("Plain") { shown.toggle() }.accessibilityIdentifier("plain")
        if shown {
          Color.blue.frame(width: 100, height: 40).accessibilityIdentifier("box").transition(transition)
        }
      }
    }
  }

  private func host(_ transition: AnyTransition) -> TestHost<Toggler> {
    TestHost(Toggler(transition: transition), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
  }

  private func transforms(_ host: TestHost<Toggler>) -> [CGAffineTransform] {
    host.displayList().items.compactMap { item in
      if case .pushTransform(let t) = item { return t }
      return nil
    }
  }

  private func layers(_ host: TestHost<Toggler>) -> [LayerEffects] {
    host.displayList().items.compactMap { item in
      if case .pushLayer(let effects) = item { return effects }
      return nil
    }
  }

  /// The angles, in degrees, of the rotations drawn.
  private func angles(_ host: TestHost<Toggler>) -> [Double] {
    transforms(host).filter { $0.b != 0 }.map { (atan2(Double($0.b), Double($0.a)) * 180 / .pi).rounded() }
  }

  @Test func phasesHaveTheirValues() {
    #expect(TransitionPhase.willAppear.value == -1)
    #expect(TransitionPhase.identity.value == 0)
    #expect(TransitionPhase.didDisappear.value == 1)
    #expect(TransitionPhase.identity.isIdentity)
    #expect(!TransitionPhase.willAppear.isIdentity && !TransitionPhase.didDisappear.isIdentity)
    #expect(TransitionProperties().hasMotion)
    #expect(!OpacityTransition.properties.hasMotion)
  }

  @Test func aCustomTransitionComesInFromOneSideAndLeavesByTheOther() {
    let host = host(AnyTransition(Twirl()))
    #expect(angles(host).isEmpty, "no rotation while shown")
    host.tap(id: "animated")
    host.advanceClock(by: 0.5)
    #expect(angles(host) == [45], "halfway from 0 to 90 on the way out")
    host.advanceClock(by: 0.6)
    #expect(host.find(id: "box") == nil)

    host.tap(id: "animated")
    host.advanceClock(by: 0.25)
    #expect(angles(host) == [-68], "three quarters of -90 on the way in")
    host.advanceClock(by: 1)
    #expect(angles(host).isEmpty)
  }

  @Test func theTransitionModifierTakesATransitionValue() throws {
    struct Shown: View {
      @State private var shown = false
      var body: some View {
        VStack {
          Button("Show") { withAnimation(.linear(duration: 1)) { shown = true } }
          if shown { Text("hi").transition(Twirl()) }
        }
      }
    }
    let host = TestHost(Shown(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    host.tap(text: "Show")
    host.advanceClock(by: 0.5)
    let rotation = try #require(
      host.displayList().items.compactMap { item -> CGAffineTransform? in
        if case .pushTransform(let t) = item, t.b != 0 { return t }
        return nil
      }.first)
    #expect((atan2(Double(rotation.b), Double(rotation.a)) * 180 / .pi).rounded() == -45)
  }

  @Test func aModifierPairIsAppliedOnceSoItsIdentityIsNotDoubled() throws {
    let cushion = AnyTransition.modifier(active: Cushion(isActive: true), identity: Cushion(isActive: false))
    let host = host(cushion)
    let box = try #require(host.frame(of: "box"))
    let plain = try #require(host.frame(of: "plain"))
    #expect(box.size == CGSize(width: 100, height: 40))
    #expect(box.minY == plain.maxY + 10, "padded by 10, not 20")
  }

  @Test func blurReplaceBlursScalesAndFadesOut() throws {
    let host = host(AnyTransition(.blurReplace))
    #expect(layers(host).isEmpty)
    host.tap(id: "animated")
    host.advanceClock(by: 0.5)
    let effects = layers(host)
    #expect(effects.contains { $0.blurRadius == 5 }, "halfway to a radius of 10")
    #expect(effects.contains { $0.opacity == 0.5 })
    #expect(transforms(host).contains { abs($0.a - 0.9) < 1e-9 && abs($0.d - 0.9) < 1e-9 }, "down to 0.8")
  }

  @Test func blurReplaceUpUpGrowsAsItLeaves() {
    let host = host(AnyTransition(.blurReplace(.upUp)))
    host.tap(id: "animated")
    host.advanceClock(by: 0.5)
    #expect(transforms(host).contains { abs($0.a - 1.1) < 1e-9 }, "up to 1.2")
  }

  @Test func anAttachedAnimationRunsEvenWhenTheChangeIsNotAnimated() {
    let host = host(.opacity.animation(.linear(duration: 1)))
    host.tap(id: "plain")
    host.advanceClock(by: 0.5)
    #expect(host.find(id: "box") != nil, "still leaving")
    #expect(layers(host).map(\.opacity) == [0.5])
    host.advanceClock(by: 0.6)
    #expect(host.find(id: "box") == nil)

    host.tap(id: "plain")
    host.advanceClock(by: 0.25)
    #expect(layers(host).map(\.opacity) == [0.25], "fading in")
  }

  @Test func anAttachedAnimationWinsOverTheChangesOwn() {
    let host = host(.opacity.animation(.linear(duration: 2)))
    host.tap(id: "animated")
    host.advanceClock(by: 1)
    #expect(layers(host).map(\.opacity) == [0.5], "halfway through two seconds, not done after one")
    host.advanceClock(by: 1.1)
    #expect(host.find(id: "box") == nil)
  }

  @Test func anAttachedNilAnimationMakesTheTransitionImmediate() {
    let host = host(.opacity.animation(nil))
    host.tap(id: "animated")
    #expect(host.find(id: "box") == nil)
    #expect(layers(host).isEmpty)
  }

  @Test func aTransitionValuesAttachedAnimationIsKept() {
    let host = host(AnyTransition(OpacityTransition().animation(.linear(duration: 1))))
    host.tap(id: "plain")
    host.advanceClock(by: 0.5)
    #expect(layers(host).map(\.opacity) == [0.5])
  }

  @Test func anAsymmetricTransitionMovesInAndFadesOut() throws {
    let host = host(AnyTransition(AsymmetricTransition(insertion: .move(edge: .leading), removal: .opacity)))
    host.tap(id: "animated")
    host.advanceClock(by: 0.5)
    #expect(layers(host).map(\.opacity) == [0.5])
    #expect(transforms(host).allSatisfy { $0.tx == 0 }, "no move on the way out")
    host.advanceClock(by: 0.6)

    host.tap(id: "animated")
    host.advanceClock(by: 0.5)
    #expect(layers(host).isEmpty, "no fade on the way in")
    #expect(transforms(host).contains { $0.tx == -50 }, "half the box's width from the leading edge")
  }

  @Test func anErasedCustomTransitionKeepsToItsSideOfAnAsymmetricPair() {
    let host = host(.asymmetric(insertion: AnyTransition(Twirl()), removal: .opacity))
    host.tap(id: "animated")
    host.advanceClock(by: 0.5)
    #expect(angles(host).isEmpty, "the insertion's twirl stays still as the view leaves")
    #expect(layers(host).map(\.opacity) == [0.5])
  }

  @Test func combinedTransitionsApplyBoth() {
    let host = host(AnyTransition(.blurReplace.combined(with: .move(edge: .top))))
    host.tap(id: "animated")
    host.advanceClock(by: 0.5)
    #expect(layers(host).contains { $0.blurRadius == 5 })
    #expect(transforms(host).contains { $0.ty == -20 }, "half the box's height upwards")
  }

  @Test func builtInValuesDoWhatTheirAnyTransitionsDo() {
    for (transition, check) in [
      (AnyTransition(.slide), { (h: TestHost<Toggler>) in self.transforms(h).contains { $0.tx == 50 } }),
      (AnyTransition(.push(from: .top)), { h in self.transforms(h).contains { $0.ty == 20 } }),
      (AnyTransition(.offset(x: 30)), { h in self.transforms(h).contains { $0.tx == 15 } }),
      (
        AnyTransition(.scale(0.5, anchor: .topLeading)), { h in self.transforms(h).contains { $0.a == 0.75 } }
      ),
      (AnyTransition(.identity), { h in self.transforms(h).isEmpty && self.layers(h).isEmpty }),
    ] {
      let host = host(transition)
      host.tap(id: "animated")
      host.advanceClock(by: 0.5)
      #expect(host.find(id: "box") != nil)
      #expect(check(host), "mid-removal of \(transition)")
    }
  }

  @Test func aBlurRadiusAnimates() {
    struct Blurry: View {
      @State private var radius: CGFloat = 0
      var body: some View {
        VStack {
          Button("Blur") { withAnimation(.linear(duration: 1)) { radius = 8 } }
          Color.red.frame(width: 40, height: 40).blur(radius: radius)
        }
      }
    }
    let host = TestHost(Blurry(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    host.tap(text: "Blur")
    host.advanceClock(by: 0.25)
    let radii = host.displayList().items.compactMap { item -> CGFloat? in
      if case .pushLayer(let effects) = item, effects.blurRadius > 0 { return effects.blurRadius }
      return nil
    }
    #expect(radii == [2])
    host.advanceClock(by: 1)
    #expect(!host.graph.isAnimating)
  }

  /// Transitions as SwiftUI code writes them, which must all compile as written and resolve.
  struct WrittenAsInSwiftUI: View {
    @State private var shown = false
    var body: some View {
      VStack {
        Button("Show") { withAnimation(.linear(duration: 1)) { shown = true } }
        if shown {
          Text("a").transition(.opacity)
          Text("b").transition(.scale.combined(with: .opacity))
          Text("c").transition(.move(edge: .bottom).combined(with: .opacity))
          Text("d").transition(.asymmetric(insertion: .push(from: .leading), removal: .scale(scale: 0.5)))
          Text("e").transition(.blurReplace)
          Text("f").transition(.blurReplace(.upUp).combined(with: .scale(0.5)))
          Text("g").transition(.opacity.animation(.easeIn))
          Text("h").transition(AsymmetricTransition(insertion: .slide, removal: .identity))
          Text("i").transition(.offset(x: 10).animation(.default))
        }
      }
    }
  }

  @Test func transitionsWrittenAsInSwiftUIInsertEveryView() {
    let host = TestHost(WrittenAsInSwiftUI(), size: CGSize(width: 200, height: 400), text: .fixedAdvance)
    host.tap(text: "Show")
    host.advanceClock(by: 0.5)
    for name in ["a", "b", "c", "d", "e", "f", "g", "h", "i"] { #expect(host.find(text: name) != nil) }
    host.advanceClock(by: 1)
    #expect(!host.graph.isAnimating)
  }
}
