import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct ContentUnavailableViewTests {
  @Test func symbolTitleAndDescriptionAreCenteredInAllTheSpace() {
    let host = TestHost(
      ContentUnavailableView("No Mail", systemImage: "magnifyingglass", description: Text("Nothing here"))
        .accessibilityIdentifier("empty"),
      size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.frame(of: "empty") == CGRect(x: 0, y: 0, width: 400, height: 300))
    let symbol = host.tree.all(ofType: "Image").first!.frame
    let title = host.find(text: "No Mail")!.frame
    let description = host.find(text: "Nothing here")!.frame
    // "No Mail" in 20-point bold: 7 × 14.29 wide, 29 high; "Nothing here" in 13 points.
    #expect(title.size == CGSize(width: 100, height: 29))
    #expect(description.size == CGSize(width: 112, height: 19))
    for frame in [symbol, title, description] { #expect(abs(frame.midX - 200) <= 0.5) }
    #expect(title.minY == symbol.maxY + 14)
    #expect(description.minY == title.maxY + 8)
    // The block is centered vertically.
    #expect(abs((symbol.minY + description.maxY) / 2 - 150) <= 0.5)
    #expect(symbol.height >= 40)
  }

  @Test func noDescriptionLeavesNoGap() {
    let host = TestHost(
      ContentUnavailableView("Empty", systemImage: "star"), size: CGSize(width: 400, height: 300),
      text: .fixedAdvance)
    let symbol = host.tree.all(ofType: "Image").first!.frame
    let title = host.find(text: "Empty")!.frame
    #expect(abs((symbol.minY + title.maxY) / 2 - 150) <= 0.5)
  }

  @Test func searchVariantsNameTheSearch() {
    let plain = TestHost(
      ContentUnavailableView.search, size: CGSize(width: 500, height: 300), text: .fixedAdvance)
    #expect(plain.find(text: "No Results") != nil)
    #expect(plain.find(text: "Check the spelling or try a new search.") != nil)
    let query = TestHost(
      ContentUnavailableView.search(text: "kiwi"), size: CGSize(width: 500, height: 300), text: .fixedAdvance)
    #expect(query.find(text: "No Results for \u{201C}kiwi\u{201D}") != nil)
  }

  @Test func customLabelDescriptionAndActions() {
    struct Inbox: View {
      @State var refreshed = false
      var body: some View {
        ContentUnavailableView {
          Label("Inbox Empty", systemImage: "checkmark.circle.fill")
        } description: {
          Text(refreshed ? "Refreshed" : "All caught up")
        } actions: {
          Button("Refresh") { refreshed = true }
        }
      }
    }
    let host = TestHost(Inbox(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    let description = host.find(text: "All caught up")!.frame
    let button = host.tree.all(ofType: "Button").first!.frame
    #expect(button.minY == description.maxY + 16)
    host.tap(text: "Refresh")
    #expect(host.find(text: "Refreshed") != nil)
  }
}
