import Testing
import TrellisCore
import TrellisTesting

/// Animation with the host's hand-advanced clock: exact frames mid-animation for each curve,
/// springs that settle, interruptions that start from what is on screen, and value animation.
@MainActor
struct AnimationTests {
  /// A 10-point square that moves from the left edge to the right edge of a 110-point row when
  /// the button is tapped, in the given animation.
  struct Mover: View {
    let animation: Animation?
    @State private var atEnd = false

    var body: some View {
      VStack(spacing: 0) {
        Color.red
          .frame(width: 10, height: 10)
          .accessibilityIdentifier("square")
          .frame(maxWidth: .infinity, alignment: atEnd ? .trailing : .leading)
        Button("Move") {
          withAnimation(animation) { atEnd.toggle() }
        }
        .accessibilityIdentifier("move")
      }
    }
  }

  private func host(_ animation: Animation?, width: CGFloat = 110) -> TestHost<Mover> {
    TestHost(Mover(animation: animation), size: CGSize(width: width, height: 100), text: .fixedAdvance)
  }

  private func x(_ host: TestHost<Mover>) -> CGFloat? { host.frame(of: "square")?.minX }

  @Test func withoutAnimationTheViewJumps() {
    let host = host(nil)
    #expect(x(host) == 0)
    host.tap(id: "move")
    #expect(x(host) == 100)
    #expect(!host.graph.isAnimating)
  }

  @Test func linearMovesInProportionToTime() {
    let host = host(.linear(duration: 1))
    host.tap(id: "move")
    #expect(x(host) == 0)
    #expect(host.graph.isAnimating)
    host.advanceClock(by: 0.25)
    #expect(x(host) == 25)
    host.advanceClock(by: 0.5)
    #expect(x(host) == 75)
    host.advanceClock(by: 0.25)
    #expect(x(host) == 100)
    host.advanceClock(by: 0.1)
    #expect(!host.graph.isAnimating)
  }

  @Test func easeInOutIsHalfwayAtHalfTimeAndSlowAtTheEnds() {
    let host = host(.easeInOut(duration: 1), width: 1010)
    host.tap(id: "move")
    host.advanceClock(by: 0.1)
    let early = x(host) ?? -1
    #expect(early > 0 && early < 100, "slower than linear at the start: \(early)")
    host.advanceClock(by: 0.4)
    #expect(x(host) == 500)
  }

  @Test func easeInAndEaseOutFollowTheirCurves() {
    // CSS ease-in (0.42, 0, 1, 1) is 31.54 % of the way at half time; ease-out mirrors it.
    let easeIn = host(.easeIn(duration: 1), width: 1010)
    easeIn.tap(id: "move")
    easeIn.advanceClock(by: 0.5)
    #expect(x(easeIn) == 315)
    let easeOut = host(.easeOut(duration: 1), width: 1010)
    easeOut.tap(id: "move")
    easeOut.advanceClock(by: 0.5)
    #expect(x(easeOut) == 685)
  }

  @Test func delayAndSpeed() {
    let delayed = host(.linear(duration: 1).delay(0.5))
    delayed.tap(id: "move")
    delayed.advanceClock(by: 0.5)
    #expect(x(delayed) == 0)
    delayed.advanceClock(by: 0.5)
    #expect(x(delayed) == 50)
    let fast = host(.linear(duration: 1).speed(2))
    fast.tap(id: "move")
    fast.advanceClock(by: 0.25)
    #expect(x(fast) == 50)
  }

  @Test func anUnderdampedSpringOvershootsThenSettles() {
    let host = host(.spring(response: 0.5, dampingFraction: 0.4))
    host.tap(id: "move")
    var farthest: CGFloat = 0
    for _ in 0..<60 {
      host.advanceClock(by: 1.0 / 60)
      farthest = max(farthest, x(host) ?? 0)
    }
    #expect(farthest > 100, "an underdamped spring passes its target")
    host.advanceClock(by: 5)
    #expect(x(host) == 100)
    #expect(!host.graph.isAnimating)
  }

  @Test func aCriticallyDampedSpringNeverPassesItsTarget() {
    let host = host(.spring(response: 0.5, dampingFraction: 1))
    host.tap(id: "move")
    for _ in 0..<120 {
      host.advanceClock(by: 1.0 / 60)
      #expect((x(host) ?? 0) <= 100)
    }
    #expect(x(host) == 100)
  }

  @Test func anInterruptedAnimationContinuesFromWhatIsOnScreen() {
    let host = host(.linear(duration: 1))
    host.tap(id: "move")
    host.advanceClock(by: 0.5)
    #expect(x(host) == 50)
    host.tap(id: "move")  // back to the start, from 50
    #expect(x(host) == 50, "no jump")
    host.advanceClock(by: 0.5)
    #expect(x(host) == 25)
    host.advanceClock(by: 0.5)
    #expect(x(host) == 0)
  }

  @Test func aLateFrameSkipsAhead() {
    let host = host(.linear(duration: 1))
    host.tap(id: "move")
    host.advanceClock(by: 0.9)  // one frame after a long stall
    #expect(x(host) == 90)
  }

  /// `.animation(_:value:)` animates changes when its value changes, and only then.
  struct Implicit: View {
    @State private var atEnd = false
    @State private var other = 0

    var body: some View {
      VStack(spacing: 0) {
        Color.red
          .frame(width: 10, height: 10)
          .accessibilityIdentifier("square")
          .frame(maxWidth: .infinity, alignment: atEnd ? .trailing : .leading)
          .animation(.linear(duration: 1), value: atEnd)
        Button("Move") { atEnd.toggle() }.accessibilityIdentifier("move")
      }
    }
  }

  @Test func implicitAnimationFollowsItsValue() {
    let host = TestHost(Implicit(), size: CGSize(width: 110, height: 100), text: .fixedAdvance)
    host.tap(id: "move")
    host.advanceClock(by: 0.5)
    #expect(host.frame(of: "square")?.minX == 50)
    host.advanceClock(by: 1)
    #expect(host.frame(of: "square")?.minX == 100)
  }

  @Test func animationNilTurnsAnimationOff() {
    struct Off: View {
      @State private var atEnd = false
      var body: some View {
        VStack(spacing: 0) {
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("square")
            .frame(maxWidth: .infinity, alignment: atEnd ? .trailing : .leading)
            .animation(nil)
          Button("Move") { withAnimation(.linear(duration: 1)) { atEnd.toggle() } }.accessibilityIdentifier(
            "move")
        }
      }
    }
    let host = TestHost(Off(), size: CGSize(width: 110, height: 100), text: .fixedAdvance)
    host.tap(id: "move")
    #expect(host.frame(of: "square")?.minX == 100)
  }

  @Test func valuesAnimate() {
    struct Fader: View {
      @State private var faded = false
      var body: some View {
        VStack {
          Color.blue.frame(width: 20, height: 20)
            .opacity(faded ? 0 : 1)
            .scaleEffect(faded ? 0.5 : 1)
          Button("Fade") { withAnimation(.linear(duration: 1)) { faded.toggle() } }.accessibilityIdentifier(
            "fade")
        }
      }
    }
    let host = TestHost(Fader(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    host.tap(id: "fade")
    host.advanceClock(by: 0.5)
    let items = host.displayList().items
    let opacities = items.compactMap { item -> Double? in
      if case .pushLayer(let effects) = item { return effects.opacity }
      return nil
    }
    #expect(opacities.contains(0.5))
    let scales = items.compactMap { item -> CGFloat? in
      if case .pushTransform(let t) = item { return t.a }
      return nil
    }
    #expect(scales.contains(0.75))
  }
}

/// A change made in `onAppear` inside `withAnimation` animates from the view's first frame, as a
/// looping animation started on appear needs.
@MainActor
struct AppearAnimationTests {
  struct Pulse: View {
    @State private var atEnd = false
    var body: some View {
      Color.red
        .frame(width: 10, height: 10)
        .accessibilityIdentifier("square")
        .frame(maxWidth: .infinity, alignment: atEnd ? .trailing : .leading)
        .onAppear {
          withAnimation(.linear(duration: 1).repeatForever(autoreverses: true)) { atEnd = true }
        }
    }
  }

  @Test func anAnimationStartedOnAppearMovesFromTheFirstFrame() {
    let host = TestHost(Pulse(), size: CGSize(width: 110, height: 100), text: .fixedAdvance)
    #expect(host.frame(of: "square")?.minX == 0)
    #expect(host.graph.isAnimating)
    host.advanceClock(by: 0.5)
    #expect(host.frame(of: "square")?.minX == 50)
    host.advanceClock(by: 0.5)
    #expect(host.frame(of: "square")?.minX == 100)
    host.advanceClock(by: 0.25)
    #expect(host.frame(of: "square")?.minX == 75, "it reverses and keeps going")
    #expect(host.graph.isAnimating)
  }
}

/// Colors interpolate: a text's color and a shape's fill halfway through a linear change.
@MainActor
struct ColorAnimationTests {
  struct Lamp: View {
    @State private var on = false
    var body: some View {
      VStack {
        Text("status").foregroundColor(
          on ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
        Rectangle().fill(on ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
          .frame(width: 10, height: 10)
        Button("Switch") { withAnimation(.linear(duration: 1)) { on.toggle() } }.accessibilityIdentifier(
          "switch")
      }
    }
  }

  @Test func textAndShapeColorsMoveHalfwayAtHalfTime() {
    let host = TestHost(Lamp(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    host.tap(id: "switch")
    host.advanceClock(by: 0.5)
    let items = host.displayList().items
    let halfway = Color.Resolved(red: 0.5, green: 0, blue: 0.5)
    let textColor = items.compactMap { item -> Color.Resolved? in
      if case .text(let request, _, .color(let color)) = item, request.string == "status" { return color }
      return nil
    }.first
    #expect(textColor == halfway)
    let fills = items.compactMap { item -> Color.Resolved? in
      if case .fill(_, .color(let color), _) = item { return color }
      return nil
    }
    #expect(fills.contains(halfway))
    host.advanceClock(by: 0.6)
    let final = host.displayList().items.compactMap { item -> Color.Resolved? in
      if case .text(let request, _, .color(let color)) = item, request.string == "status" { return color }
      return nil
    }.first
    #expect(final == Color.Resolved(red: 1, green: 0, blue: 0))
  }
}
