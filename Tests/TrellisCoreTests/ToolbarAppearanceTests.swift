import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `.toolbarBackground`, `.toolbarColorScheme` and `.toolbar(_:for:)` on a navigation stack's bar,
/// and the iOS modifiers that compile and change nothing on a desktop.
@MainActor
struct ToolbarAppearanceTests {
  struct Inbox: View {
    let hidden: ToolbarPlacement?
    var body: some View {
      NavigationStack {
        Text("Mail")
          .navigationTitle("Inbox")
          .navigationBarTitleDisplayMode(.inline)
          .scrollDismissesKeyboard(.interactively)
          .toolbarBackground(Color(red: 0, green: 0, blue: 1), for: .navigationBar)
          .toolbarColorScheme(.dark, for: .navigationBar)
          .modifier(Hiding(placement: hidden))
      }
    }
  }

  struct Hiding: ViewModifier {
    let placement: ToolbarPlacement?
    func body(content: Content) -> some View {
      if let placement { content.toolbar(.hidden, for: placement) } else { content }
    }
  }

  @Test func barTakesTheBackgroundAndColorScheme() throws {
    let host = TestHost(Inbox(hidden: nil), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let title = try #require(host.find(id: "navigation-title"))
    #expect(title.frame.maxY <= 40)
    let items = host.displayList().items
    let blue = items.compactMap { item -> CGRect? in
      if case .fill(let path, .color(let c), _) = item, c.red == 0, c.green == 0, c.blue == 1 {
        return path.boundingRect
      }
      return nil
    }
    #expect(blue == [CGRect(x: 0, y: 0, width: 300, height: 40)])
    // In the dark scheme the title is drawn light.
    let titleColor = items.compactMap { item -> Color.Resolved? in
      if case .text(let request, _, .color(let color)) = item, request.string == "Inbox" { return color }
      return nil
    }.first
    #expect((titleColor?.red ?? 0) > 0.9)
  }

  @Test func hiddenNavigationBarGoes() {
    let hidden = TestHost(
      Inbox(hidden: .navigationBar), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(hidden.find(id: "navigation-title") == nil)
    let tabBar = TestHost(Inbox(hidden: .tabBar), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(tabBar.find(id: "navigation-title") != nil, "hiding a tab bar leaves the navigation bar")
  }
}
