import Testing
import TrellisCore
import TrellisTesting

/// `.searchFocused`: a focus state tied to the search field of a `.searchable`.
@MainActor
struct SearchFocusedTests {
  struct Plain: View {
    @State private var query = ""
    @FocusState private var isSearchFocused: Bool

    var body: some View {
      VStack {
        Button("find") { isSearchFocused = true }
        Text("query \(query)")
        Text("focused \(isSearchFocused)")
      }
      .searchable(text: $query)
      .searchFocused($isSearchFocused)
    }
  }

  @Test func theFocusStateFollowsTheFieldAndFocusesIt() {
    let host = TestHost(Plain(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.find(text: "focused false") != nil)
    #expect(host.tap(id: "search-text"))
    #expect(host.find(text: "focused true") != nil)
    #expect(host.press(.escape))
    #expect(host.find(text: "focused false") != nil)
    // Setting the state focuses the field: typing goes there.
    #expect(host.tap(text: "find"))
    #expect(host.find(text: "focused true") != nil)
    host.type("cat")
    #expect(host.find(text: "query cat") != nil)
  }

  enum Field: Hashable { case search, name }

  struct InStack: View {
    @State private var query = ""
    @State private var name = ""
    @FocusState private var focus: Field?

    var body: some View {
      NavigationStack {
        VStack {
          TextField("Name", text: $name).focused($focus, equals: .name).accessibilityIdentifier("name")
          Button("find") { focus = .search }
          Text("query \(query) name \(name)")
          Text("focus \(focus.map { "\($0)" } ?? "none")")
        }
        .navigationTitle("Pets")
      }
      .searchable(text: $query)
      .searchFocused($focus, equals: .search)
    }
  }

  @Test func aFocusStateOfSeveralFieldsHoldsTheSearchFieldsValue() {
    let host = TestHost(InStack(), size: CGSize(width: 500, height: 300), text: .fixedAdvance)
    #expect(host.find(text: "focus none") != nil)
    #expect(host.tap(text: "find"))
    #expect(host.find(text: "focus search") != nil)
    host.type("dog")
    #expect(host.find(text: "query dog name ") != nil)
    #expect(host.tap(id: "name"))
    #expect(host.find(text: "focus name") != nil)
    host.type("Rex")
    #expect(host.find(text: "query dog name Rex") != nil)
    #expect(host.tap(id: "search-text"))
    #expect(host.find(text: "focus search") != nil)
  }
}
