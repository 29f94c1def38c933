import Foundation
import Trellis

/// The `countdown` mode: a timer text counting down three seconds from launch, for the test that
/// it ticks on its own, waking the sleeping event loop once a second, and that once at 0:00
/// nothing wakes it.
struct CountdownScreen: View {
  private let start = Date()

  var body: some View {
    Text(timerInterval: start...start.addingTimeInterval(3))
      .font(.largeTitle.monospacedDigit())
      .accessibilityIdentifier("countdown")
      .padding()
  }
}
