import Testing
import TrellisCore
import TrellisTesting

/// `.searchScopes`: a segmented bar below the search field while searching, whose choice sets
/// the scope binding. Text is 10 points a character and 20 high.
@MainActor
struct SearchScopesTests {
  enum Scope: Hashable { case all, unread }

  struct Mail: View {
    let activation: SearchScopeActivation
    @State private var query = ""
    @State private var scope = Scope.all
    @State private var taps = 0

    var body: some View {
      VStack(spacing: 0) {
        Text("scope \(scope == .all ? "all" : "unread") query \(query)")
        Button("Tap \(taps)") { taps += 1 }
        Spacer()
      }
      .searchable(text: $query)
      .searchScopes($scope, activation: activation) {
        Text("All").tag(Scope.all)
        Text("Unread").tag(Scope.unread)
      }
    }
  }

  private func host(_ activation: SearchScopeActivation = .automatic) -> TestHost<Mail> {
    TestHost(Mail(activation: activation), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  @Test func theBarShowsWhileSearchingAndItsChoiceSetsTheScope() throws {
    let host = host()
    #expect(host.find(text: "Unread") == nil)
    let before = try #require(host.find(text: "scope all query ")?.frame)
    #expect(host.tap(id: "search-text"))
    let unread = try #require(host.find(text: "Unread")?.frame)
    // Below the 24-point field and its 8-point margins.
    #expect(unread.minY > 32)
    let after = try #require(host.find(text: "scope all query ")?.frame)
    #expect(after.minY > before.minY, "the content moves down under the bar")
    host.tap(at: CGPoint(x: unread.midX, y: unread.midY))
    #expect(host.find(text: "scope unread query ") != nil)
  }

  @Test func theContentKeepsItsStateWhenTheBarComesAndGoes() {
    let host = host()
    host.tap(text: "Tap 0")
    #expect(host.tap(id: "search-text"))
    #expect(host.find(text: "Unread") != nil)
    host.tap(text: "Tap 1")
    #expect(host.find(text: "Tap 2") != nil)
  }

  @Test func onTextEntryWaitsForText() {
    let host = host(.onTextEntry)
    #expect(host.tap(id: "search-text"))
    #expect(host.find(text: "Unread") == nil)
    host.type("x")
    #expect(host.find(text: "Unread") != nil)
  }
}
