import Foundation
import Trellis

/// The `pinch` mode: a square that `MagnifyGesture` zooms and `RotateGesture` turns, for the
/// test that the wheel with Control (and Shift) held pinches and twists in a real window.
struct PinchScreen: View {
  @State private var scale: CGFloat = 1
  @State private var turn = Angle.zero
  @GestureState private var pinch: CGFloat = 1
  @GestureState private var twist = Angle.zero

  var body: some View {
    VStack {
      RoundedRectangle(cornerRadius: 8).fill(.blue)
        .frame(width: 60, height: 60)
        .scaleEffect(scale * pinch)
        .rotationEffect(turn + twist)
        .frame(width: 140, height: 120)
        .contentShape(Rectangle())
        .accessibilityIdentifier("target")
        .gesture(
          MagnifyGesture()
            .updating($pinch) { value, state, _ in state = value.magnification }
            .onEnded { scale *= $0.magnification }
            .simultaneously(
              with: RotateGesture()
                .updating($twist) { value, state, _ in state = value.rotation }
                .onEnded { turn += $0.rotation }))
      Text("scale \(String(format: "%.2f", scale * pinch)) turn \(Int((turn + twist).degrees.rounded()))")
        .accessibilityIdentifier("state")
    }
    .padding()
  }
}
