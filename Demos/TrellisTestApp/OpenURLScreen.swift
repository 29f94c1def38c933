import Trellis

/// The `openurl` mode: the URLs the app was asked to open (its other arguments), as
/// `.onOpenURL` hears them.
struct OpenURLScreen: View {
  @State private var opened: [String] = []

  var body: some View {
    Text("opened: \(opened.joined(separator: " "))")
      .accessibilityIdentifier("opened")
      .padding()
      .onOpenURL { opened.append($0.absoluteString) }
  }
}
