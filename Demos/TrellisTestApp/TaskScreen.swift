import Trellis

/// The `task` mode: a label that an asynchronous task changes after a short sleep, for the test
/// that main-actor tasks run in the window's event loop and that what they change is drawn.
struct TaskScreen: View {
  @State private var status = "waiting"

  var body: some View {
    Text(status)
      .accessibilityIdentifier("status")
      .padding()
      .task {
        try? await Task.sleep(for: .milliseconds(100))
        status = "loaded"
      }
  }
}
