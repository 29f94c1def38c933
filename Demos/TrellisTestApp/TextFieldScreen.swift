import Trellis

/// Two fields to type into, Tab between and copy from; a plain label and a link to hover.
struct TextFieldScreen: View {
  @State private var name = ""
  @State private var other = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      TextField("Name", text: $name)
        .accessibilityIdentifier("name")
      TextField("Other", text: $other)
        .accessibilityIdentifier("other")
      Text("You typed: \(name)")
        .accessibilityIdentifier("echo")
      Text("A link")
        .foregroundStyle(.blue)
        .pointerStyle(.link)
        .accessibilityIdentifier("link")
    }
    .padding()
  }
}
