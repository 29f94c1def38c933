import Testing
import TrellisCore
import TrellisTesting

/// `.searchSuggestions` and `.searchCompletion`: the list under the field while it has focus,
/// its frames, choosing a suggestion by a click, and when the list closes. Text is 10 points a
/// character and 20 high.
@MainActor
struct SearchSuggestionsTests {
  static let fruits = ["apple", "pear", "banana"]

  /// A searchable list with the suggestions set around it, as Apple's documentation shows.
  struct Fruits: View {
    @State private var query = ""
    var suggestsNothing = false

    var body: some View {
      VStack(spacing: 0) {
        Text("query: \(query)")
        Spacer()
      }
      .searchable(text: $query)
      .searchSuggestions {
        ForEach(suggestsNothing ? [] : SearchSuggestionsTests.fruits, id: \.self) { fruit in
          Text(fruit.capitalized).searchCompletion(fruit)
        }
      }
    }
  }

  /// The suggestions given through `searchable(text:prompt:suggestions:)`, one without a
  /// completion.
  struct Inline: View {
    @State private var query = ""

    var body: some View {
      Text("query: \(query)")
        .searchable(text: $query, prompt: "Fruit") {
          Text("Fruits").foregroundStyle(.secondary)
          Text("Pear").searchCompletion("pear")
        }
    }
  }

  func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  @Test func theListShowsUnderTheFieldOnlyWhileItHasFocus() {
    let host = host(Fruits())
    #expect(host.find(text: "Apple") == nil)
    #expect(host.tap(id: "search-text"))
    let field = host.frame(of: "search-field")
    #expect(field == CGRect(x: 8, y: 8, width: 384, height: 24))
    let panel = host.tree.allNodes.first { $0.type == "SearchSuggestions" }?.frame
    // Under the field with a 4-point gap, as wide as the field; three 28-point rows and a
    // 5-point inset all round.
    #expect(panel == CGRect(x: 8, y: 36, width: 384, height: 94))
    #expect(host.frame(of: "search-suggestion-apple") == CGRect(x: 13, y: 41, width: 374, height: 28))
    #expect(host.frame(of: "search-suggestion-banana") == CGRect(x: 13, y: 97, width: 374, height: 28))
    #expect(host.find(text: "Banana")?.frame == CGRect(x: 21, y: 101, width: 60, height: 20))
    host.press(.tab)
    #expect(host.find(text: "Apple") == nil)
  }

  @Test func clickingASuggestionPutsItsCompletionInTheFieldAndClosesTheList() throws {
    let host = host(Fruits())
    #expect(host.tap(id: "search-text"))
    host.type("b")
    #expect(host.find(text: "query: b") != nil)
    let row = try #require(host.frame(of: "search-suggestion-banana"))
    host.tap(at: CGPoint(x: row.maxX - 10, y: row.midY))
    #expect(host.find(text: "query: banana") != nil)
    #expect(host.find(text: "Banana") == nil)
    // Typing again opens it again.
    host.type("s")
    #expect(host.find(text: "query: bananas") != nil)
    #expect(host.find(text: "Banana") != nil)
  }

  @Test func aClickOutsideTheListGoesWhereItWasAimed() {
    let host = host(Fruits())
    #expect(host.tap(id: "search-text"))
    #expect(host.find(text: "Apple") != nil)
    host.tap(at: CGPoint(x: 200, y: 250))
    #expect(host.find(text: "Apple") == nil)
    #expect(host.find(text: "query: ") != nil)
  }

  @Test func noSuggestionsShowNoList() {
    let host = host(Fruits(suggestsNothing: true))
    #expect(host.tap(id: "search-text"))
    #expect(!host.tree.allNodes.contains { $0.type == "SearchSuggestions" })
  }

  @Test func suggestionsGivenToSearchableShowAndOnlyCompletionsChoose() throws {
    let host = host(Inline())
    #expect(host.tap(id: "search-text"))
    let heading = try #require(host.find(text: "Fruits")?.frame)
    host.tap(at: CGPoint(x: heading.midX, y: heading.midY))
    #expect(host.find(text: "query: ") != nil)
    #expect(host.tap(id: "search-suggestion-pear"))
    #expect(host.find(text: "query: pear") != nil)
  }

  /// The frame of the highlight behind a row of the list, if one shows.
  func highlight<V: View>(in host: TestHost<V>) -> CGRect? {
    guard let panel = host.tree.allNodes.first(where: { $0.type == "SearchSuggestions" }) else { return nil }
    return panel.allNodes.first { $0.type.contains("RoundedRectangle") }?.frame
  }

  @Test func theArrowKeysMoveAHighlightAndReturnChoosesIt() throws {
    let host = host(Fruits())
    #expect(host.tap(id: "search-text"))
    #expect(highlight(in: host) == nil)
    let apple = try #require(host.frame(of: "search-suggestion-apple"))
    let pear = try #require(host.frame(of: "search-suggestion-pear"))
    let banana = try #require(host.frame(of: "search-suggestion-banana"))
    #expect(host.press(.down))
    #expect(highlight(in: host) == apple)
    host.press(.down)
    host.press(.down)
    #expect(highlight(in: host) == banana)
    // Down stops at the last row.
    host.press(.down)
    #expect(highlight(in: host) == banana)
    host.press(.up)
    #expect(highlight(in: host) == pear)
    #expect(host.press(.returnKey))
    #expect(host.find(text: "query: pear") != nil)
    #expect(host.find(text: "Pear") == nil)
  }

  @Test func upFromTheFirstRowGoesBackToTheFieldAndReturnThenSubmits() {
    var submitted: [String] = []
    let host = host(Fruits().onSubmit(of: .search) { submitted.append("search") })
    #expect(host.tap(id: "search-text"))
    host.type("a")
    host.press(.up)
    #expect(highlight(in: host) == host.frame(of: "search-suggestion-banana"))
    host.press(.down)
    host.press(.down)
    host.press(.up)
    host.press(.up)
    #expect(highlight(in: host) == host.frame(of: "search-suggestion-apple"))
    host.press(.up)
    #expect(highlight(in: host) == nil)
    host.press(.returnKey)
    #expect(submitted == ["search"])
    #expect(host.find(text: "query: a") != nil)
  }

  @Test func typingClearsTheHighlightAndThePointerMovesIt() throws {
    let host = host(Fruits())
    #expect(host.tap(id: "search-text"))
    host.press(.down)
    #expect(highlight(in: host) != nil)
    host.type("p")
    #expect(highlight(in: host) == nil)
    let pear = try #require(host.frame(of: "search-suggestion-pear"))
    host.hover(at: CGPoint(x: pear.midX, y: pear.midY))
    #expect(highlight(in: host) == pear)
    host.press(.down)
    #expect(highlight(in: host) == host.frame(of: "search-suggestion-banana"))
  }

  /// Forty suggestions, more than the window holds.
  struct Many: View {
    @State private var query = ""

    var body: some View {
      Text("query: \(query)")
        .searchable(text: $query) {
          ForEach(0..<40, id: \.self) { Text("Item \($0)").searchCompletion("item \($0)") }
        }
    }
  }

  @Test func aLongListScrollsToFollowTheHighlight() {
    let host = host(Many())
    #expect(host.tap(id: "search-text"))
    let panel = host.tree.allNodes.first { $0.type == "SearchSuggestions" }?.frame ?? .null
    // Under the field, down to 6 points above the window's bottom edge.
    #expect(panel == CGRect(x: 8, y: 36, width: 384, height: 258))
    let viewport = panel.insetBy(dx: 5, dy: 5)
    #expect(host.frame(of: "search-suggestion-item 0")?.minY == viewport.minY)
    for _ in 0..<20 { host.press(.down) }
    // Row 19 (28 points a row) is brought just into view at the bottom edge, no further.
    let row = host.frame(of: "search-suggestion-item 19") ?? .null
    #expect(row.maxY == viewport.maxY)
    #expect(row.minY == viewport.maxY - 28)
    host.press(.returnKey)
    #expect(host.find(text: "query: item 19") != nil)
  }
}
