import Testing
import TrellisCairo
import TrellisCore
import TrellisTesting

/// Lists and forms with tinted and section separators, row and section spacing, a prominent
/// header and badges of each prominence, as cairo draws them.
@MainActor
struct ListDecorationSnapshotTests {
  @Test func listSeparatorsSpacingAndProminence() {
    CoreSnapshot.expectMatch(
      List {
        Section {
          Text("Inbox").badge(12).badgeProminence(.increased)
          Text("Drafts").badge(3)
          Text("Archive").badge(250).badgeProminence(.decreased).listRowSeparatorTint(.red, edges: .top)
        } header: {
          Text("Mail")
        }
        .headerProminence(.increased)
        Section("Flagged") {
          Text("Receipts")
          Text("Travel")
        }
        .listSectionSeparator(.visible)
        .listSectionSeparatorTint(.blue, edges: .bottom)
      }
      .listSectionSpacing(12),
      size: CGSize(width: 260, height: 300), named: "list-decorations")
  }

  @Test func formRowsWithSpacing() {
    CoreSnapshot.expectMatch(
      Form {
        Section("Alerts") {
          Toggle("Sounds", isOn: .constant(true))
          Toggle("Badges", isOn: .constant(false))
        }
        Section("Display") {
          Text("Theme")
        }
      }
      .listRowSpacing(6)
      .listSectionSpacing(.compact),
      size: CGSize(width: 260, height: 260), named: "form-row-spacing")
  }
}
