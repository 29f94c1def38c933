import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `EditButton` toggles the environment's `editMode`, or its own when none is provided.
@MainActor
struct EditButtonTests {
  struct Editor: View {
    @State private var mode = EditMode.inactive
    var body: some View {
      VStack {
        EditButton()
        Text(mode.isEditing ? "editing" : "viewing")
      }
      .environment(\.editMode, $mode)
    }
  }

  @Test func togglesTheBoundMode() {
    let host = TestHost(Editor(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "viewing") != nil)
    host.tap(text: "Edit")
    #expect(host.find(text: "editing") != nil)
    #expect(host.find(text: "Done") != nil)
    host.tap(text: "Done")
    #expect(host.find(text: "viewing") != nil)
  }

  @Test func withoutABindingTheTitleStillToggles() {
    let host = TestHost(EditButton(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    host.tap(text: "Edit")
    #expect(host.find(text: "Done") != nil)
  }
}
