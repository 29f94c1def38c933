import Foundation
import Testing
import TrellisCore

/// `KeyframeTimeline` values at chosen times, worked out by hand from each keyframe's curve.
@MainActor
struct KeyframeTimelineTests {
  struct Pose {
    var x = 0.0
    var angle = Angle.zero
  }

  @Test func linearKeyframesFollowOneAnother() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 1)
      LinearKeyframe(20.0, duration: 2)
    }
    #expect(timeline.duration == 3)
    #expect(timeline.value(time: -1) == 0)
    #expect(timeline.value(time: 0.5) == 5)
    #expect(timeline.value(time: 1) == 10)
    #expect(timeline.value(time: 2) == 15)
    #expect(timeline.value(time: 3) == 20)
    #expect(timeline.value(time: 9) == 20)
    #expect(timeline.value(progress: 0.5) == 12.5)
  }

  @Test func tracksMovePropertiesSideBySideAndAMoveJumps() {
    let timeline = KeyframeTimeline(initialValue: Pose()) {
      KeyframeTrack(\.x) {
        LinearKeyframe(100, duration: 1)
        MoveKeyframe(-50)
        LinearKeyframe(0, duration: 0.5)
      }
      KeyframeTrack(\.angle) {
        LinearKeyframe(.degrees(90), duration: 2, timingCurve: .easeIn)
      }
    }
    #expect(timeline.duration == 2)
    #expect(timeline.value(time: 0.5).x == 50)
    #expect(timeline.value(time: 1).x == -50)
    #expect(timeline.value(time: 1.25).x == -25)
    #expect(timeline.value(time: 1.75).x == 0)
    // CSS ease-in (0.42, 0, 1, 1) is at 0.31535 halfway.
    #expect(abs(timeline.value(time: 1).angle.degrees - 90 * 0.31535) < 0.01)
    #expect(timeline.value(time: 2).angle.degrees == 90)
  }

  @Test func cubicKeyframesMakeACatmullRomSpline() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10, duration: 1)
      CubicKeyframe(30, duration: 1)
    }
    // The first segment starts at rest and ends with the slope from 0 to 30 over two seconds
    // (15 a second); the second starts at that speed and ends at rest. Hermite halfway:
    // from/2 + to/2 + duration × (startVelocity − endVelocity) / 8.
    #expect(timeline.value(time: 0.5) == 3.125)
    #expect(timeline.value(time: 1) == 10)
    #expect(timeline.value(time: 1.5) == 21.875)
    #expect(timeline.value(time: 2) == 30)
  }

  @Test func givenVelocitiesShapeACubicKeyframe() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10, duration: 2, startVelocity: 8, endVelocity: 0)
    }
    // 0/2 + 10/2 + 2 × (8 − 0) / 8.
    #expect(timeline.value(time: 1) == 7)
  }

  /// A critically damped spring's position from `x0` away moving at `v0`.
  private func critical(omega: Double, x0: Double, v0: Double, time t: Double) -> Double {
    exp(-omega * t) * (x0 + (v0 + omega * x0) * t)
  }

  @Test func aSpringKeyframeCutShortHandsOnWhereItGotTo() {
    let spring = Spring(duration: 0.5, bounce: 0)
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(1.0, duration: 0.5, spring: spring)
      LinearKeyframe(2.0, duration: 1)
    }
    let omega = 4 * Double.pi
    // 1 − e^(−π)(1 + π) a quarter second in.
    #expect(abs(timeline.value(time: 0.25) - (1 + critical(omega: omega, x0: -1, v0: 0, time: 0.25))) < 1e-9)
    let cut = 1 + critical(omega: omega, x0: -1, v0: 0, time: 0.5)
    #expect(abs(timeline.value(time: 0.5) - cut) < 1e-9)
    #expect(abs(timeline.value(time: 1) - (cut + (2 - cut) / 2)) < 1e-9)
  }

  @Test func aSpringKeyframeStartsWithTheTracksVelocity() {
    let spring = Spring(duration: 0.5, bounce: 0)
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1.0, duration: 1)
      SpringKeyframe(2.0, duration: 0.5, spring: spring)
    }
    // The linear keyframe ends moving at 1 a second; the spring carries that on.
    let expected = 2 + critical(omega: 4 * Double.pi, x0: -1, v0: 1, time: 0.25)
    #expect(abs(timeline.value(time: 1.25) - expected) < 1e-6)
  }

  @Test func aSpringKeyframeWithoutDurationSettles() {
    let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
      SpringKeyframe(CGPoint(x: 10, y: 20), spring: .bouncy)
    }
    #expect(timeline.duration == Spring.bouncy.settlingDuration)
    #expect(timeline.duration > 0.5 && timeline.duration < 3)
    #expect(timeline.value(time: timeline.duration) == CGPoint(x: 10, y: 20))
    // A bouncy spring overshoots on the way.
    let overshoots = stride(from: 0.0, to: timeline.duration, by: 0.01).contains {
      timeline.value(time: $0).x > 10.2
    }
    #expect(overshoots)
  }

  @Test func emptyAndBadKeyframesDoNotBreakTheTimeline() {
    let empty = KeyframeTimeline(initialValue: 5.0) { KeyframeTrack(\.self) { MoveKeyframe(7.0) } }
    #expect(empty.duration == 0)
    #expect(empty.value(time: 0) == 7)
    let bad = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(1.0, duration: .nan)
      LinearKeyframe(2.0, duration: -3)
      LinearKeyframe(4.0, duration: .infinity)
      LinearKeyframe(6.0, duration: 2)
    }
    // Keyframes with no usable duration are jumps, as a MoveKeyframe is; NaN is the start.
    #expect(bad.duration == 2)
    #expect(bad.value(time: 0) == 4)
    #expect(bad.value(time: 1) == 5)
    #expect(bad.value(time: .nan) == 4)
    #expect(bad.value(progress: .nan) == 4)
  }

  /// Keyframes of one's own, as SwiftUI code declares them.
  struct Wiggle: KeyframeTrackContent {
    var body: some KeyframeTrackContent<Double> {
      LinearKeyframe(1.0, duration: 0.5)
      LinearKeyframe(-1.0, duration: 1)
    }
  }

  struct PoseKeyframes: Keyframes {
    let reach: Double
    var body: some Keyframes<Pose> {
      KeyframeTrack(\.x) { LinearKeyframe(reach, duration: 1) }
    }
  }

  @Test func customContentBranchesAndWholeValueKeyframesCompose() {
    for short in [true, false] {
      let timeline = KeyframeTimeline(initialValue: 0.0) {
        Wiggle()
        if short {
          MoveKeyframe(5.0)
        } else {
          LinearKeyframe(5.0, duration: 1)
        }
      }
      #expect(timeline.duration == (short ? 1.5 : 2.5))
      #expect(timeline.value(time: 0.25) == 0.5)
      #expect(timeline.value(time: 1) == 0)
      #expect(timeline.value(time: 2) == (short ? 5 : 2))
    }
    let poses = KeyframeTimeline(initialValue: Pose()) { PoseKeyframes(reach: 8) }
    #expect(poses.value(time: 0.5).x == 4)
  }
}
