import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// A help link beside a toggle, and a rename button, in light and dark.
@MainActor
struct HelpLinkSnapshotTests {
  @Test(arguments: [ColorScheme.light, .dark])
  func helpLinkAndRenameButton(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      VStack(alignment: .leading, spacing: 10) {
        HStack {
          Toggle("Sync over cellular", isOn: .constant(true)).toggleStyle(.checkbox)
          HelpLink(destination: URL(string: "https://example.com/help")!)
        }
        RenameButton().renameAction {}
      }
      .padding(10),
      size: CGSize(width: 260, height: 90), colorScheme: colorScheme,
      named: "help-link-\(colorScheme == .dark ? "dark" : "light")")
  }
}
