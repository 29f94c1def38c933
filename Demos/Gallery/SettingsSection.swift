import Trellis

/// A settings pane in the columns form style, with a serial number that can be selected and
/// copied, and details that come in and go through a blur-replace transition.
struct SettingsSection: View {
  @State private var name = "Ada"
  @State private var theme = 0
  @State private var savesAutomatically = true
  @State private var showsDetails = false

  var body: some View {
    GallerySection(title: "Settings") {
      Form {
        TextField("Display name", text: $name)
        Picker("Theme", selection: $theme) {
          Text("System").tag(0)
          Text("Light").tag(1)
          Text("Dark").tag(2)
        }
        Toggle("Save automatically", isOn: $savesAutomatically)
          .toggleStyle(.checkbox)
        LabeledContent("Serial number", value: "TRL-2026-0481")
          .textSelection(.enabled)
          .accessibilityIdentifier("serial")
        Toggle("Show details", isOn: $showsDetails.animation(.easeInOut(duration: 0.4)))
          .toggleStyle(.checkbox)
          .accessibilityIdentifier("showDetails")
      }
      .formStyle(.columns)
      if showsDetails {
        Text("Settings are kept for this window only.")
          .font(.callout)
          .foregroundStyle(.secondary)
          .transition(.blurReplace)
          .accessibilityIdentifier("details")
      }
    }
  }
}
