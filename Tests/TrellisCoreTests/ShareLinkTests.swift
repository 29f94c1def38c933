import Foundation
import Testing
import TrellisTesting

@testable import TrellisCore

/// `ShareLink`: with no share sheet on a Linux desktop, a menu that copies the items, writes an
/// email with them, or opens a web address.
@MainActor
struct ShareLinkTests {
  final class Opened {
    var urls: [URL] = []
  }

  private func host(_ view: some View, opened: Opened) -> TestHost<AnyView> {
    TestHost(
      AnyView(
        view.accessibilityIdentifier("share")
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
          .environment(
            \.openURL,
            OpenURLAction { url in
              opened.urls.append(url)
              return .handled
            })),
      size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  private func settle(_ condition: () -> Bool) async {
    for _ in 0..<1000 where !condition() { await Task.yield() }
  }

  private func items<V: View>(_ host: TestHost<V>) -> [String] {
    host.tree.allNodes.filter { $0.type == "MenuItem" }.compactMap { item in
      item.allNodes.compactMap(\.text).first
    }
  }

  @Test func theDefaultLabelIsShareWithTheShareSymbol() {
    let host = host(ShareLink(item: "hello"), opened: Opened())
    #expect(host.find(text: "Share") != nil)
    #expect(Image.systemNames.contains("square.and.arrow.up"))
  }

  @Test func aWebAddressCanBeCopiedMailedOrOpened() async {
    let opened = Opened()
    let url = URL(string: "https://swift.org/about")!
    let host = host(ShareLink("Share Site", item: url, subject: Text("Swift")), opened: opened)
    host.tap(text: "Share Site")
    #expect(items(host) == ["Copy", "Send by Email…", "Open in Browser"])

    host.tap(text: "Open in Browser")
    #expect(opened.urls == [url])

    host.tap(text: "Share Site")
    host.tap(text: "Send by Email…")
    await settle { opened.urls.count == 2 }
    #expect(opened.urls.last?.absoluteString == "mailto:?subject=Swift&body=https://swift.org/about")

    host.tap(text: "Share Site")
    host.tap(text: "Copy")
    await settle { host.graph.clipboard.readText(.clipboard) != nil }
    #expect(host.graph.clipboard.readText(.clipboard) == "https://swift.org/about")
  }

  @Test func textItemsAreMailedAfterTheMessageAndNotOpened() async {
    let opened = Opened()
    let host = host(
      ShareLink(items: ["Milk", "Bread"], subject: Text("List"), message: Text("For tonight:")) {
        Text("Send")
      }, opened: opened)
    host.tap(text: "Send")
    #expect(items(host) == ["Copy", "Send by Email…"])
    host.tap(text: "Send by Email…")
    await settle { !opened.urls.isEmpty }
    let email = URLComponents(url: opened.urls[0], resolvingAgainstBaseURL: false)
    #expect(email?.scheme == "mailto")
    #expect(
      email?.queryItems == [
        URLQueryItem(name: "subject", value: "List"),
        URLQueryItem(name: "body", value: "For tonight:\n\nMilk\n\nBread"),
      ])
  }

  @Test func aPreviewsTitleIsTheSubjectWhenThereIsNone() async {
    let opened = Opened()
    let host = host(ShareLink(item: "Soup", preview: SharePreview("Recipe")), opened: opened)
    host.tap(text: "Share")
    host.tap(text: "Send by Email…")
    await settle { !opened.urls.isEmpty }
    #expect(opened.urls.first?.absoluteString == "mailto:?subject=Recipe&body=Soup")
  }
}
