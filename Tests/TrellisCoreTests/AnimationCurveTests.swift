import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// Interpolating and interactive springs, Bézier timing curves and `CustomAnimation`: exact
/// positions mid-animation with the host's hand-advanced clock.
@MainActor
struct AnimationCurveTests {
  /// A 10-point square that crosses a row 1,010 points wide (1,000 points of travel) in the given
  /// animation, under an environment's `moveDuration`.
  struct Mover: View {
    let animation: Animation
    var moveDuration = 1.0
    @State private var atEnd = false

    var body: some View {
      VStack(spacing: 0) {
        Color.red
          .frame(width: 10, height: 10)
          .accessibilityIdentifier("square")
          .frame(maxWidth: .infinity, alignment: atEnd ? .trailing : .leading)
        Button("Move") { withAnimation(animation) { atEnd.toggle() } }
          .accessibilityIdentifier("move")
      }
      .environment(\.moveDuration, moveDuration)
    }
  }

  private func moved(_ animation: Animation, moveDuration: Double = 1, after times: [Double]) -> [CGFloat?] {
    let host = TestHost(
      Mover(animation: animation, moveDuration: moveDuration), size: CGSize(width: 1010, height: 100),
      text: .fixedAdvance)
    host.tap(id: "move")
    var last = 0.0
    return times.map { time in
      host.advanceClock(by: time - last)
      last = time
      return host.frame(of: "square")?.minX
    }
  }

  @Test func anInterpolatingSpringFollowsItsPhysics() {
    // Mass 1, stiffness 100, damping 20: critically damped at ω = 10, so the way covered is
    // 1 − e^(−10t)(1 + 10t): 26.4 % at 0.1 s and 59.4 % at 0.2 s.
    #expect(moved(.interpolatingSpring(stiffness: 100, damping: 20), after: [0.1, 0.2]) == [264, 594])
    // Over-damping is reduced to critical, as in SwiftUI.
    #expect(moved(.interpolatingSpring(stiffness: 100, damping: 40), after: [0.1]) == [264])
  }

  @Test func anInitialVelocityStartsTheSpringMoving() {
    // At 5 changes a second: 1 − e^(−1)(1 + (10 − 5) · 0.1) = 44.8 % at 0.1 s.
    #expect(
      moved(.interpolatingSpring(stiffness: 100, damping: 20, initialVelocity: 5), after: [0.1]) == [448])
  }

  @Test func aBouncyInterpolatingSpringOvershootsAndSettles() {
    let positions = moved(
      .interpolatingSpring(duration: 0.5, bounce: 0.5),
      after: stride(from: 0.05, through: 6, by: 0.05).map { $0 })
    #expect(positions.compactMap { $0 }.max()! > 1000)
    #expect(positions.last == 1000)
  }

  @Test func theSpringStructAndTheAnimationAgree() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 20)
    #expect(abs(spring.value(target: 1000.0, time: 0.1) - 264.24) < 0.01)
    #expect(moved(.spring(spring), after: [0.1]) == [264])
    #expect(moved(.interpolatingSpring(spring, initialVelocity: 5), after: [0.1]) == [448])
  }

  @Test func anInteractiveSpringIsQuick() {
    let positions = moved(.interactiveSpring, after: [0.05, 0.5])
    #expect(positions[0]! > 300, "a third of the way in 50 ms: \(positions)")
    #expect(positions[1] == 1000)
  }

  @Test func aTimingCurveIsACSSBezier() {
    // The ease-in control points: 31.54 % at half time.
    #expect(moved(.timingCurve(0.42, 0, 1, 1, duration: 1), after: [0.5, 1.1]) == [315, 1000])
    // Control points out of range are clamped on x, kept on y (an overshooting curve).
    #expect(moved(.timingCurve(0.3, 1.8, 0.6, 1.2, duration: 1), after: [0.5])[0]! > 1000)
  }

  @Test func aCustomAnimationMovesThroughWhatItReturns() {
    // Four steps of a quarter second each.
    #expect(
      moved(Animation(Steps(count: 4, duration: 1)), after: [0.1, 0.3, 0.6, 0.9, 1.1]) == [
        0, 250, 500, 750, 1000,
      ])
  }

  @Test func aCustomAnimationCanBeDelayedSpedUpAndRepeated() {
    let steps = Animation(Steps(count: 4, duration: 1))
    #expect(moved(steps.delay(0.5), after: [0.4, 0.8]) == [0, 250])
    #expect(moved(steps.speed(2), after: [0.3]) == [500])
    // The second run comes back: half a second into it, half way back.
    #expect(moved(steps.repeatCount(2), after: [0.8, 1.6, 1.85, 2.1]) == [750, 500, 250, 1000])
  }

  @Test func aCustomAnimationReadsTheViewsEnvironment() {
    #expect(
      moved(Animation(EnvironmentTimed()), moveDuration: 2, after: [0.5, 1.5, 2.1]) == [250, 750, 1000])
  }

  @Test func aCustomAnimationKeepsStateBetweenFrames() {
    // Each new time covers a further tenth, however far apart the times are (the frame at the
    // tap, at no time elapsed, shows the start without asking).
    #expect(moved(Animation(FrameCounter()), after: [0.01, 0.02, 5]) == [100, 200, 300])
  }

  @Test func equalCustomAnimationsAreMeasuredOnce() {
    _ = Animation(Counted(id: 1))
    let first = Counted.calls
    #expect(first > 0, "measured over a change of 1 when made")
    _ = Animation(Counted(id: 1))
    #expect(Counted.calls == first, "an equal animation, as a body makes again, is not run again")
    _ = Animation(Counted(id: 2))
    #expect(Counted.calls > first)
  }

  @Test func equalCustomAnimationsAreEqual() {
    #expect(Animation(Steps(count: 4, duration: 1)) == Animation(Steps(count: 4, duration: 1)))
    #expect(Animation(Steps(count: 4, duration: 1)) != Animation(Steps(count: 2, duration: 1)))
  }
}

/// Covers the change in `count` equal jumps over `duration` seconds.
private struct Steps: CustomAnimation {
  var count: Int
  var duration: Double

  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
    guard time < duration else { return nil }
    return value.scaled(by: (time / duration * Double(count)).rounded(.down) / Double(count))
  }
}

/// Linear over a tenth of a second, counting the times it is asked.
private struct Counted: CustomAnimation {
  nonisolated(unsafe) static var calls = 0
  let id: Int

  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
    Counted.calls += 1
    return time < 0.1 ? value.scaled(by: time / 0.1) : nil
  }
}

/// Linear over the seconds the animated view's environment gives as `moveDuration`.
private struct EnvironmentTimed: CustomAnimation {
  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
    let duration = context.environment.moveDuration
    return time < duration ? value.scaled(by: time / duration) : nil
  }
}

/// A tenth more of the change at each new time it is asked about, counted in its state.
private struct FrameCounter: CustomAnimation {
  private struct Frames: AnimationStateKey {
    static let defaultValue = 0
  }
  private struct LastTime: AnimationStateKey {
    static let defaultValue = -1.0
  }

  func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
    if time != context.state[LastTime.self] {
      context.state[LastTime.self] = time
      context.state[Frames.self] += 1
    }
    let frames = context.state[Frames.self]
    return frames <= 10 ? value.scaled(by: Double(frames) / 10) : nil
  }
}

extension EnvironmentValues {
  @Entry var moveDuration: Double = 1
}
