import Trellis

/// A text field and a secure field.
struct TextInputSection: View {
  @State private var name = "Avocado Toast"
  @State private var password = "guacamole"

  var body: some View {
    GallerySection(title: "Text Input") {
      TextField("Name", text: $name)
        .textFieldStyle(.roundedBorder)
      SecureField("Password", text: $password)
        .textFieldStyle(.roundedBorder)
      TextField("Search", text: .constant(""))
        .textFieldStyle(.roundedBorder)
    }
  }
}
