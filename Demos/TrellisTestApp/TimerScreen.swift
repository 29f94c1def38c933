import Trellis

/// The `timer` mode: a label counting the ticks of an autoconnected `Timer.publish`, received
/// with `.onReceive`, until the twentieth tick removes the label (and so disconnects the timer);
/// for the test that timer ticks wake the sleeping event loop and that nothing wakes it after.
struct TimerScreen: View {
  let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
  @State private var ticks = 0

  var body: some View {
    VStack {
      if ticks < 20 {
        Text("ticks \(ticks)")
          .accessibilityIdentifier("ticks")
          .onReceive(timer) { _ in ticks += 1 }
      } else {
        Text("stopped").accessibilityIdentifier("ticks")
      }
    }
    .padding()
  }
}
