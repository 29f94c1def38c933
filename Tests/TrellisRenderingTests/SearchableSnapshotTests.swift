import Testing
import TrellisTesting

@testable import TrellisCore

/// A search field at the end of a stack's bar, empty with its prompt and then holding text with
/// its clear button, light and dark; checked by eye once and then against
/// `Snapshots/control-searchable-*.png`.
@MainActor
struct SearchableSnapshotTests {
  struct Shelves: View {
    @State private var query = ""

    var body: some View {
      NavigationStack {
        List(["Novels", "Poetry", "Essays"].filter { query.isEmpty || $0.contains(query) }, id: \.self) {
          Text($0)
        }
        .navigationTitle("Library")
        .searchable(text: $query)
      }
    }
  }

  static let size = CGSize(width: 360, height: 160)

  @Test func anEmptyFieldShowsItsPrompt() {
    ControlSnapshot.expectMatch(Shelves(), size: Self.size, named: "searchable-empty")
  }

  @Test func aFieldWithTextShowsTheClearButtonInDarkMode() {
    ControlSnapshot.expectMatch(Shelves(), size: Self.size, colorScheme: .dark, named: "searchable-text-dark")
    {
      host in
      host.tap(id: "search-text")
      host.type("o")
    }
  }

  @Test func aFieldWithTextInLightMode() {
    ControlSnapshot.expectMatch(Shelves(), size: Self.size, named: "searchable-text") { host in
      host.tap(id: "search-text")
      host.type("o")
    }
  }
}
