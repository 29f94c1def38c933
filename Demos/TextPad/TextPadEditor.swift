import Trellis

/// The editor of one document: the text, and a status line counting its lines and characters.
struct TextPadEditor: View {
  @Binding var document: TextFile
  let isEditable: Bool

  var body: some View {
    VStack(spacing: 0) {
      TextEditor(text: $document.text)
        .font(.system(size: 13, design: .monospaced))
        .disabled(!isEditable)
        .accessibilityIdentifier("text")
      Divider()
      HStack {
        Text(status).accessibilityIdentifier("status")
        Spacer()
        if !isEditable { Text("Read only") }
      }
      .font(.caption)
      .foregroundStyle(.secondary)
      .padding(.horizontal, 8)
      .padding(.vertical, 4)
    }
  }

  private var status: String {
    let lines = document.text.split(separator: "\n", omittingEmptySubsequences: false).count
    let characters = document.text.count
    return
      "\(lines) \(lines == 1 ? "line" : "lines"), \(characters) \(characters == 1 ? "character" : "characters")"
  }
}
