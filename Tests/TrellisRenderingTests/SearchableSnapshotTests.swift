import Testing
import TrellisTesting

@testable import TrellisCore

/// A search field at the end of a stack's bar, empty with its prompt and then holding text with
/// its clear button, light and dark, and a field above a list showing its suggestions; checked
/// by eye once and then against `Snapshots/control-searchable-*.png`.
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

  /// The shelves with scopes: by title or by author.
  struct ScopedShelves: View {
    enum Scope: Hashable { case title, author }
    @State private var query = ""
    @State private var scope = Scope.title

    var body: some View {
      NavigationStack {
        List(["Novels", "Poetry", "Essays"], id: \.self) { Text($0) }
          .navigationTitle("Library")
          .searchable(text: $query)
          .searchScopes($scope) {
            Text("Title").tag(Scope.title)
            Text("Author").tag(Scope.author)
          }
      }
    }
  }

  /// A field above a list, with suggestions of shelves, one hovered.
  struct SuggestedShelves: View {
    @State private var query = ""

    var body: some View {
      List(["Novels", "Poetry", "Essays"], id: \.self) { Text($0) }
        .searchable(text: $query, prompt: "Shelf")
        .searchSuggestions {
          Label("Novels", systemImage: "doc.text").searchCompletion("Novels")
          Label("Poetry", systemImage: "star").searchCompletion("Poetry")
        }
    }
  }

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

  @Test func scopesShowUnderTheBarWhileSearching() {
    ControlSnapshot.expectMatch(
      ScopedShelves(), size: CGSize(width: 360, height: 190), named: "searchable-scopes"
    ) {
      host in
      host.tap(id: "search-text")
    }
  }

  @Test func suggestionsShowUnderTheFocusedField() {
    ControlSnapshot.expectMatch(SuggestedShelves(), size: Self.size, named: "searchable-suggestions") {
      host in
      host.tap(id: "search-text")
      if let row = host.frame(of: "search-suggestion-Poetry") {
        host.graph.pointerMoved(to: CGPoint(x: row.midX, y: row.midY))
      }
    }
  }

  /// More shelves than the window holds.
  struct ManyShelves: View {
    @State private var query = ""

    var body: some View {
      Text("Shelves")
        .searchable(text: $query, prompt: "Shelf") {
          ForEach(1...20, id: \.self) { Text("Shelf \($0)").searchCompletion("Shelf \($0)") }
        }
    }
  }

  @Test func aLongListScrollsToTheRowTheArrowsReach() {
    ControlSnapshot.expectMatch(ManyShelves(), size: Self.size, named: "searchable-suggestions-scrolled") {
      host in
      host.tap(id: "search-text")
      for _ in 0..<8 { host.press(.down) }
    }
  }
}
