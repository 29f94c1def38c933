import Testing
import TrellisTesting

@testable import TrellisCore

/// A settings pane in `.formStyle(.columns)`; checked by eye once and then against
/// `Snapshots/control-form-columns*.png`.
@MainActor
struct ColumnsFormSnapshotTests {
  struct Settings: View {
    @State private var name = "Ada"
    @State private var theme = 1
    @State private var previews = true
    @State private var volume = 0.6
    @State private var sync = false

    var body: some View {
      Form {
        TextField("Display name", text: $name)
        Picker("Theme", selection: $theme) {
          Text("Light").tag(0)
          Text("Dark").tag(1)
        }
        Toggle("Show previews", isOn: $previews).toggleStyle(.checkbox)
        Section("Sound") {
          Slider(value: $volume) { Text("Volume") }
          Toggle("Sync", isOn: $sync)
        }
        Section {
          LabeledContent("Version", value: "2.4")
        } footer: {
          Text("Checked daily.")
        }
      }
      .formStyle(.columns)
      .padding(20)
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func aSettingsPane(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      Settings(), size: CGSize(width: 340, height: 300), colorScheme: colorScheme,
      named: colorScheme == .dark ? "form-columns-dark" : "form-columns")
  }
}
