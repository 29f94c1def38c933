import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `.containerBackground(_:for: .navigation)`: the navigation page below the bar is filled, behind
/// its content. In a 400 × 300 window the bar is 40 high, so the page spans y 40…300.
@MainActor
struct ContainerBackgroundTests {
  struct Page: View {
    var placement: ContainerBackgroundPlacement = .navigation
    @State var filled = true

    var body: some View {
      NavigationStack {
        VStack {
          if filled {
            Text("Filled").containerBackground(Color.red, for: placement)
          }
          Button("Plain") { filled = false }.accessibilityIdentifier("plain")
        }
        .containerBackground(Color.blue, for: .window)
        .navigationTitle("Notes")
      }
    }
  }

  func host(_ page: Page = Page()) -> TestHost<Page> {
    TestHost(page, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  /// The colors of the fills that cover the page below the bar exactly.
  func pageFills(_ host: TestHost<Page>) -> [Color.Resolved] {
    host.displayList().items.compactMap { item in
      guard case .fill(let path, .color(let color), _) = item,
        path.boundingRect == CGRect(x: 0, y: 40, width: 400, height: 260)
      else { return nil }
      return color
    }
  }

  @Test func thePageBelowTheBarIsFilledBehindItsContent() throws {
    let host = host()
    #expect(pageFills(host) == [Color.red.resolve(in: EnvironmentValues())])
    // Behind the content: the fill comes before the text is drawn.
    let items = host.displayList().items
    let fill = try #require(
      items.firstIndex { item in
        if case .fill(let path, _, _) = item { return path.boundingRect.minY == 40 }
        return false
      })
    let text = try #require(
      items.firstIndex { item in
        if case .text(let request, _, _) = item { return request.string == "Filled" }
        return false
      })
    #expect(fill < text)
  }

  @Test func theFillGoesWhenTheViewLeaves() {
    let host = host()
    #expect(host.tap(id: "plain"))
    #expect(pageFills(host).isEmpty)
  }

  @Test func otherPlacementsFillNothingYet() {
    let host = host(Page(placement: .navigationSplitView))
    #expect(pageFills(host).isEmpty)
  }
}
