import Trellis

/// Two fields to type into, Tab between and copy from (Escape clears the first); a plain label,
/// a link to hover, the modifier keys held, and a label whose text can be selected and copied.
struct TextFieldScreen: View {
  @State private var name = ""
  @State private var other = ""
  @State private var modifiers = "none"

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
      Text("Modifiers: \(modifiers)")
        .accessibilityIdentifier("modifiers")
      Text("Serial TRL-0481 copies")
        .textSelection(.enabled)
        .accessibilityIdentifier("serial")
    }
    .padding()
    .onExitCommand { name = "" }
    .onModifierKeysChanged { _, new in
      let names: [(EventModifiers, String)] = [(.shift, "shift"), (.control, "control"), (.option, "option")]
      let held = names.filter { new.contains($0.0) }.map(\.1)
      modifiers = held.isEmpty ? "none" : held.joined(separator: "+")
    }
  }
}
