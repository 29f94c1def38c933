import Testing
import Trellis
import TrellisTesting

/// A ball thrown along keyframes, drawn mid-flight, turned part way.
@MainActor
struct KeyframeAnimatorSnapshotTests {
  struct Throw {
    var offset = CGSize.zero
    var scale = 1.0
    var spin = Angle.zero
  }

  struct Thrower: View {
    @State private var tosses = 0

    var body: some View {
      ZStack(alignment: .bottomLeading) {
        RoundedRectangle(cornerRadius: 6)
          .fill(.orange)
          .frame(width: 30, height: 30)
          .keyframeAnimator(initialValue: Throw(), trigger: tosses) { content, value in
            content
              .rotationEffect(value.spin)
              .scaleEffect(value.scale)
              .offset(value.offset)
          } keyframes: { _ in
            KeyframeTrack(\.offset) {
              CubicKeyframe(CGSize(width: 70, height: -60), duration: 0.5)
              CubicKeyframe(CGSize(width: 140, height: 0), duration: 0.5)
            }
            KeyframeTrack(\.scale) {
              LinearKeyframe(1.5, duration: 0.5)
              SpringKeyframe(1, duration: 0.5, spring: .bouncy)
            }
            KeyframeTrack(\.spin) {
              LinearKeyframe(.degrees(180), duration: 1, timingCurve: .easeInOut)
            }
          }
          .padding(10)
      }
      .frame(width: 200, height: 110, alignment: .bottomLeading)
      .contentShape(Rectangle())
      .onTapGesture { tosses += 1 }
    }
  }

  @Test func partWayThroughTheThrow() {
    ControlSnapshot.expectMatch(
      Thrower(), size: CGSize(width: 200, height: 110), named: "keyframes-midflight"
    ) {
      host in
      host.tap(at: CGPoint(x: 100, y: 50))
      host.advanceClock(by: 0.35)
    }
  }
}
