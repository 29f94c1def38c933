import Trellis

/// A title field and a text editor below it, for typing several lines into a real window.
struct TextEditorScreen: View {
  @State private var title = ""
  @State private var notes = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      TextField("Title", text: $title)
        .accessibilityIdentifier("name")
      TextEditor(text: $notes)
        .accessibilityIdentifier("notes")
      Text("Lines: \(notes.split(separator: "\n", omittingEmptySubsequences: false).count)")
        .accessibilityIdentifier("lines")
    }
    .padding()
  }
}
