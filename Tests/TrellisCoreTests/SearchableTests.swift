import Testing
import TrellisCore
import TrellisTesting

/// `.searchable`: where the field goes (a stack's bar, a split view's sidebar or detail bar,
/// above the content), typing filtering a list, `isSearching`, Escape, the clear button,
/// `onSubmit(of: .search)`, Ctrl+F and `dismissSearch`. Text is 10 points a character and 20 high.
@MainActor
struct SearchableTests {
  static let names = ["Cat", "Dog", "Cow"]

  /// Counts what the tests cannot see on screen.
  final class Log {
    var searchSubmits = 0
    var textSubmits = 0
  }

  /// Shows whether the search is active, and a button that ends it.
  struct Probe: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
      Button(isSearching ? "searching" : "idle") { dismissSearch() }
    }
  }

  /// The names that contain the query, with the probe.
  struct Results: View {
    let query: String

    var body: some View {
      VStack(spacing: 0) {
        ForEach(SearchableTests.names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
        Probe()
      }
    }
  }

  /// The field in a stack's bar, set inside the stack.
  struct InStack: View {
    let log: Log
    @State private var query = ""

    var body: some View {
      NavigationStack {
        Results(query: query)
          .navigationTitle("Pets")
          .searchable(text: $query)
          .onSubmit(of: .search) { log.searchSubmits += 1 }
          .onSubmit { log.textSubmits += 1 }
      }
    }
  }

  /// The field set on the stack itself.
  struct OnStack: View {
    @State private var query = ""

    var body: some View {
      NavigationStack { Results(query: query).navigationTitle("Pets") }
        .searchable(text: $query, prompt: "Find")
    }
  }

  /// A split view with the field at `placement`.
  struct Split: View {
    let placement: SearchFieldPlacement
    @State private var query = ""

    var body: some View {
      NavigationSplitView {
        Results(query: query)
      } detail: {
        Text("Detail")
      }
      .searchable(text: $query, placement: placement)
    }
  }

  /// No navigation container: the field above the content.
  struct Plain: View {
    @State private var query = ""
    @State private var presented = false

    var body: some View {
      Results(query: query)
        .searchable(text: $query, isPresented: $presented)
        .overlay(alignment: .bottomTrailing) { Text(presented ? "shown" : "hidden") }
    }
  }

  func host<V: View>(_ view: V, width: CGFloat = 400) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: 300), text: .fixedAdvance)
  }

  func shown(_ host: TestHost<some View>) -> [String] {
    SearchableTests.names.filter { host.find(text: $0) != nil }
  }

  @Test func inAStackTheFieldEndsTheBar() {
    let host = host(InStack(log: Log()))
    // 180 × 24, centered in the 40-point bar, 8 points in from the trailing edge.
    #expect(host.frame(of: "search-field") == CGRect(x: 212, y: 8, width: 180, height: 24))
    // The title does not fit centered between 188-point sides, so it is centered in the room
    // left of the field: 8 to 204.
    #expect(host.find(text: "Pets")?.frame == CGRect(x: 86, y: 10, width: 40, height: 20))
    #expect(host.find(id: "search-clear") == nil)
  }

  @Test func setOnTheStackTheFieldStillEndsTheBarAndFilters() {
    let host = host(OnStack())
    #expect(host.frame(of: "search-field") == CGRect(x: 212, y: 8, width: 180, height: 24))
    #expect(host.tap(id: "search-text"))
    host.type("o")
    #expect(shown(host) == ["Dog", "Cow"])
  }

  @Test func typingFiltersTheListAsTheUserTypes() {
    let host = host(InStack(log: Log()))
    #expect(shown(host) == ["Cat", "Dog", "Cow"])
    #expect(host.tap(id: "search-text"))
    host.type("C")
    #expect(shown(host) == ["Cat", "Cow"])
    host.type("o")
    #expect(shown(host) == ["Cow"])
    #expect(host.find(id: "search-clear") != nil)
  }

  @Test func isSearchingFollowsFocusAndText() {
    let host = host(InStack(log: Log()))
    #expect(host.find(text: "idle") != nil)
    #expect(host.tap(id: "search-text"))
    #expect(host.find(text: "searching") != nil)
    host.type("D")
    // Focus moves on, the text stays: still searching.
    host.press(.tab)
    #expect(host.find(text: "searching") != nil)
  }

  @Test func escapeClearsTheTextAndLeavesTheField() {
    let host = host(InStack(log: Log()))
    #expect(host.tap(id: "search-text"))
    host.type("Dog")
    #expect(shown(host) == ["Dog"])
    #expect(host.press(.escape))
    #expect(shown(host) == ["Cat", "Dog", "Cow"])
    #expect(host.find(text: "idle") != nil)
    // Typing goes nowhere now.
    host.type("C")
    #expect(shown(host) == ["Cat", "Dog", "Cow"])
  }

  @Test func theClearButtonEmptiesTheField() {
    let host = host(InStack(log: Log()))
    #expect(host.tap(id: "search-text"))
    host.type("Ca")
    #expect(shown(host) == ["Cat"])
    #expect(host.tap(id: "search-clear"))
    #expect(shown(host) == ["Cat", "Dog", "Cow"])
    #expect(host.find(id: "search-clear") == nil)
  }

  @Test func returnRunsTheSearchSubmitActionsOnly() {
    let log = Log()
    let host = host(InStack(log: log))
    #expect(host.tap(id: "search-text"))
    host.type("Cat")
    host.press(.returnKey)
    #expect(log.searchSubmits == 1)
    #expect(log.textSubmits == 0)
  }

  @Test func controlFFocusesTheField() {
    let host = host(InStack(log: Log()))
    #expect(host.press(.character("f"), modifiers: .control))
    #expect(host.find(text: "searching") != nil)
    host.type("g")
    #expect(shown(host) == ["Dog"])
  }

  @Test func dismissSearchClearsAndLeaves() {
    let host = host(InStack(log: Log()))
    #expect(host.tap(id: "search-text"))
    host.type("Cow")
    #expect(host.tap(text: "searching"))
    #expect(host.find(text: "idle") != nil)
    #expect(shown(host) == ["Cat", "Dog", "Cow"])
  }

  @Test func sidebarPlacementPutsTheFieldAtTheTopOfTheSidebar() {
    let host = host(Split(placement: .sidebar), width: 800)
    // The sidebar is 220 wide; its bar is 40 high; the field is padded 8 all round.
    #expect(host.frame(of: "search-field") == CGRect(x: 8, y: 48, width: 204, height: 24))
    #expect(host.tap(id: "search-text"))
    host.type("at")
    #expect(shown(host) == ["Cat"])
  }

  @Test func automaticPlacementInASplitViewEndsTheDetailBar() {
    let host = host(Split(placement: .automatic), width: 800)
    #expect(host.frame(of: "search-field") == CGRect(x: 612, y: 8, width: 180, height: 24))
    #expect(host.tap(id: "search-text"))
    host.type("D")
    #expect(shown(host) == ["Dog"])
  }

  @Test func outsideNavigationTheFieldSpansTheTopAndFollowsIsPresented() {
    let host = host(Plain())
    // At the top, padded 8 all round; the content is centered in what is left below.
    #expect(host.frame(of: "search-field") == CGRect(x: 8, y: 8, width: 384, height: 24))
    #expect(host.find(text: "Cat")?.frame.minY ?? 0 > 40)
    #expect(host.find(text: "hidden") != nil)
    #expect(host.tap(id: "search-text"))
    #expect(host.find(text: "shown") != nil)
    host.press(.escape)
    #expect(host.find(text: "hidden") != nil)
  }

  @Test func emptyAndHugeQueriesDoNotBreakTheField() {
    let host = host(InStack(log: Log()))
    #expect(host.tap(id: "search-text"))
    host.type(String(repeating: "x", count: 500))
    #expect(shown(host).isEmpty)
    #expect(host.frame(of: "search-field") == CGRect(x: 212, y: 8, width: 180, height: 24))
  }
}
