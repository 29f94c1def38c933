import Testing
import Trellis
import TrellisTesting

/// An inspector beside a window's content, with a form in it, light and dark.
@MainActor
@Suite struct InspectorSnapshotTests {
  struct Window: View {
    @State private var shown = true
    @State private var name = "Ellipse"
    @State private var opacity = 0.8

    var body: some View {
      Circle()
        .fill(.orange.opacity(opacity))
        .padding(40)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .inspector(isPresented: $shown) {
          Form {
            Section("Shape") {
              LabeledContent("Name", value: name)
              LabeledContent("Appearance", value: "Filled")
              Slider(value: $opacity) { Text("Opacity") }
            }
          }
          .formStyle(.grouped)
          .inspectorColumnWidth(220)
        }
    }
  }

  @Test func inspectorBesideTheContent() {
    GraphicsSnapshot.expectMatch(Window(), size: CGSize(width: 520, height: 240), named: "inspector")
  }

  @Test func inspectorBesideTheContentDark() {
    GraphicsSnapshot.expectMatch(
      Window().preferredColorScheme(.dark), size: CGSize(width: 520, height: 240), named: "inspector-dark")
  }
}
