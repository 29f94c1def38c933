import Testing
import TrellisCore
import TrellisTesting

/// Labels in a toolbar show their icons alone, as on macOS, unless a style says otherwise.
@MainActor
struct ToolbarLabelTests {
  struct Mail: View {
    var body: some View {
      NavigationStack {
        VStack {
          Label("In the content", systemImage: "star")
        }
        .toolbar {
          ToolbarItem {
            Button {
            } label: {
              Label("Compose", systemImage: "plus")
            }
          }
          ToolbarItem {
            Label("Archive", systemImage: "folder").labelStyle(.titleAndIcon)
          }
        }
      }
    }
  }

  @Test func aToolbarLabelShowsItsIconAlone() {
    let host = TestHost(Mail(), size: CGSize(width: 400, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "Compose") == nil)
    #expect(host.find(text: "In the content") != nil)
    // An explicit style still applies in the toolbar.
    #expect(host.find(text: "Archive") != nil)
  }
}
