import Foundation
import Testing
import TrellisTesting

@testable import TrellisCore

/// A table with a header sorted by name, striped rows, a selection of two rows with the table
/// focused (accent rows, white text), a column too narrow for its text and a cell with a symbol.
@MainActor
struct TableSnapshotTests {
  struct File: Identifiable {
    let id: Int
    let name: String
    let kind: String
    let size: Int
  }

  struct Files: View {
    @State var selection: Set<Int> = [2, 3]
    @State var order = [KeyPathComparator(\File.name)]
    let files = [
      File(id: 1, name: "Notes.txt", kind: "Plain text document", size: 12),
      File(id: 2, name: "Photo.png", kind: "PNG image", size: 2048),
      File(id: 3, name: "Report.pdf", kind: "PDF document", size: 512),
      File(id: 4, name: "Song.mp3", kind: "MP3 audio", size: 4096),
      File(id: 5, name: "Video.mov", kind: "QuickTime movie", size: 90210),
    ]

    var body: some View {
      Table(files, selection: $selection, sortOrder: $order) {
        TableColumn("Name", value: \.name) { file in
          Label(file.name, systemImage: file.id == 2 ? "star.fill" : "circle")
        }
        TableColumn("Kind", value: \.kind).width(90)
        TableColumn("Size", value: \.size) { Text("\($0.size) KB") }.width(min: 60, max: 80)
      }
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func table(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      Files(), size: CGSize(width: 320, height: 170), colorScheme: colorScheme,
      named: "table-\(colorScheme == .dark ? "dark" : "light")"
    ) { host in
      host.press(.tab)
    }
  }

  /// Bordered, with plain rows and no header.
  @Test func borderedWithoutHeadersOrStripes() {
    ControlSnapshot.expectMatch(
      Files().tableStyle(.bordered).alternatingRowBackgrounds(.disabled),
      size: CGSize(width: 320, height: 150),
      named: "table-bordered")
    ControlSnapshot.expectMatch(
      Files().tableStyle(.bordered(alternatesRowBackgrounds: true)).tableColumnHeaders(.hidden),
      size: CGSize(width: 320, height: 150), named: "table-bordered-headerless")
  }
}
