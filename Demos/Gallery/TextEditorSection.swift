import Trellis

/// A text editor with a few lines of notes that wrap and scroll.
struct TextEditorSection: View {
  @State private var notes = """
    Mash the avocado with lime and salt.
    Toast the bread until golden, then spread generously.
    Top with chili flakes, a drizzle of olive oil and a poached egg.
    """

  var body: some View {
    GallerySection(title: "Text Editor") {
      TextEditor(text: $notes)
        .frame(height: 90)
    }
  }
}
