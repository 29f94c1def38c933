import Foundation
import Testing
import TrellisTesting

@testable import TrellisCore

/// Disclosure groups in every state, group boxes and labeled content, in light and dark.
@MainActor
@Suite struct DisclosureGroupBoxSnapshotTests {
  static let disclosureRows = ["collapsed", "expanded"]

  struct DisclosureGallery: View {
    var body: some View {
      StateGrid(rows: DisclosureGroupBoxSnapshotTests.disclosureRows, cellWidth: 104) { row, _ in
        DisclosureGroup("Details", isExpanded: .constant(row == 1)) {
          Text("Content").font(.caption)
        }
      }
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func disclosureGroups(colorScheme: ColorScheme) {
    let states = StateGrid<EmptyView>(rows: Self.disclosureRows) { _, _ in EmptyView() }.states
    ControlSnapshot.expectMatch(
      DisclosureGallery(), size: CGSize(width: 544, height: 112), colorScheme: colorScheme,
      named: "disclosure-\(ControlSnapshotTests.suffix(colorScheme))", states: states)
  }

  struct BoxGallery: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 14) {
        GroupBox("Account") {
          LabeledContent("Plan", value: "Family")
          LabeledContent("Renews") { Text("1 March") }
        }
        GroupBox {
          Label("No label, just content", systemImage: "info.circle")
        }
        DisclosureGroup("Advanced", isExpanded: .constant(true)) {
          LabeledContent("Cache", value: "12.3 MB")
        }
      }
      .padding(16)
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func groupBoxes(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      BoxGallery(), size: CGSize(width: 300, height: 250), colorScheme: colorScheme,
      named: "groupbox-\(ControlSnapshotTests.suffix(colorScheme))")
  }

  struct FormRows: View {
    var body: some View {
      Form {
        Section("About") {
          LabeledContent("Version", value: "2.4.1")
          LabeledContent("Build") { Text("2024.11") }
          Toggle("Updates", isOn: .constant(true))
        }
      }
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func labeledContentInAForm(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      FormRows(), size: CGSize(width: 320, height: 190), colorScheme: colorScheme,
      named: "labeled-form-\(ControlSnapshotTests.suffix(colorScheme))")
  }
}
