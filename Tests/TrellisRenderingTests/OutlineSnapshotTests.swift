import Testing
import TrellisTesting

@testable import TrellisCore

/// A list of a tree with its first element expanded, one row selected, light and dark.
@MainActor
@Suite struct OutlineSnapshotTests {
  struct Item: Identifiable {
    let name: String
    var icon = "doc"
    var children: [Item]?
    var id: String { name }
  }

  struct Files: View {
    @State var selection: String? = "Budget"
    var body: some View {
      List(
        [
          Item(
            name: "Documents", icon: "folder",
            children: [Item(name: "Budget"), Item(name: "Letters", icon: "folder", children: [])]),
          Item(name: "Music", icon: "folder", children: [Item(name: "Song")]),
          Item(name: "Notes"),
        ], children: \.children, selection: $selection
      ) { item in
        Label(item.name, systemImage: item.icon)
      }
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func aTreeWithOneFolderOpen(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      Files(), size: CGSize(width: 240, height: 200), colorScheme: colorScheme,
      named: "outline-\(colorScheme == .dark ? "dark" : "light")",
      prepare: { host in
        let first = host.tree.allNodes.filter { $0.id == "outline-chevron" }.min {
          $0.frame.minY < $1.frame.minY
        }
        if let frame = first?.frame { host.tap(at: CGPoint(x: frame.midX, y: frame.midY)) }
      })
  }
}
