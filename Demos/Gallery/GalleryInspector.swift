import Trellis

extension FocusedValues {
  /// The title of the section holding the focused control.
  @Entry var gallerySection: String?
}

/// The inspector beside the sections: which section holds keyboard focus (a focused value the
/// sections publish) and the window's look. Control-Alt-I shows and hides it.
struct GalleryInspector: View {
  @FocusedValue(\.gallerySection) private var section
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    Form {
      Section("Focus") {
        LabeledContent("Section", value: section ?? "None")
          .accessibilityIdentifier("inspector-section")
        Text("Click a text field, or press Tab, to move focus.")
          .font(.caption)
          .foregroundStyle(.secondary)
      }
      Section("Window") {
        LabeledContent("Appearance", value: colorScheme == .dark ? "Dark" : "Light")
      }
    }
    .formStyle(.grouped)
    .inspectorColumnWidth(min: 200, ideal: 250, max: 380)
  }
}
