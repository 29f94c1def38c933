import Testing
import TrellisTesting

@testable import TrellisCore

/// A `.navigationLink` picker's row, and the page of options it opens.
@MainActor
@Suite struct NavigationLinkPickerSnapshotTests {
  struct Scrum: View {
    @State private var theme = "Indigo"
    @State private var length = 5.0

    var body: some View {
      NavigationStack {
        Form {
          Section("Meeting Info") {
            Picker("Theme", selection: $theme) {
              ForEach(["Bubblegum", "Buttercup", "Indigo", "Lavender"], id: \.self) { Text($0).tag($0) }
            }
            .pickerStyle(.navigationLink)
            Toggle("Reminders", isOn: .constant(true))
          }
        }
        .navigationTitle("Edit")
      }
    }
  }

  @Test func theRowShowsTheSelection() {
    ControlSnapshot.expectMatch(
      Scrum(), size: CGSize(width: 320, height: 200), named: "picker-navigation-link-row")
  }

  @Test func thePageChecksTheSelection() {
    ControlSnapshot.expectMatch(
      Scrum(), size: CGSize(width: 320, height: 240), named: "picker-navigation-link-page",
      prepare: { host in
        host.tap(text: "Indigo")
        // Past the slide of the page in.
        host.advanceClock(by: 1)
        host.flush()
        host.hover(at: CGPoint(x: 100, y: 110))
      })
  }
}
