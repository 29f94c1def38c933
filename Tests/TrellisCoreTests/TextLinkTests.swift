import Foundation
import Testing
import TrellisTesting

@testable import TrellisCore

/// Links in a text open through the environment's `openURL` when their glyphs are clicked, with
/// the fixed-advance measurer (10 pt a character, 20 pt a line).
@MainActor
struct TextLinkTests {
  final class Opened {
    var urls: [String] = []
    var taps = 0
  }

  private static let docs = "https://example.com/docs"
  private static let help = "https://example.com/help"

  /// "See the docs or help." at the top left: "the docs" is characters 4–11, "help" 16–19.
  struct Paragraph: View {
    let opened: Opened
    var width: CGFloat?
    var disabled = false

    var body: some View {
      Text("See [the docs](https://example.com/docs) or [help](https://example.com/help).")
        .accessibilityIdentifier("text")
        .frame(width: width, alignment: .leading)
        .onTapGesture { opened.taps += 1 }
        .disabled(disabled)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .environment(
          \.openURL,
          OpenURLAction { url in
            opened.urls.append(url.absoluteString)
            return .handled
          })
    }
  }

  private func host(_ view: Paragraph) -> TestHost<Paragraph> {
    TestHost(view, size: CGSize(width: 400, height: 200), text: .fixedAdvance)
  }

  @Test func clickOnALinkOpensItsURL() throws {
    let opened = Opened()
    let host = host(Paragraph(opened: opened))
    let frame = try #require(host.frame(of: "text"))
    #expect(frame == CGRect(x: 0, y: 0, width: 210, height: 20))
    host.tap(at: CGPoint(x: 45, y: 10))  // "t" of "the docs"
    host.tap(at: CGPoint(x: 115, y: 10))  // "s" of "docs"
    host.tap(at: CGPoint(x: 195, y: 10))  // "p" of "help"
    #expect(opened.urls == [Self.docs, Self.docs, Self.help])
  }

  @Test func clicksBesideTheLinksGoToTheViewsBehind() {
    let opened = Opened()
    let host = host(Paragraph(opened: opened))
    host.tap(at: CGPoint(x: 15, y: 10))  // "e" of "See"
    host.tap(at: CGPoint(x: 135, y: 10))  // "o" of "or"
    host.tap(at: CGPoint(x: 205, y: 10))  // the full stop
    #expect(opened.urls.isEmpty)
    #expect(opened.taps == 3)
  }

  @Test func linksAreFoundOnWrappedLines() throws {
    // At 100 wide: "See the " / "docs or " / "help.", each line 20 high; the text is as wide
    // as its longest line (70) and hit-tested on the same lines.
    let opened = Opened()
    let host = host(Paragraph(opened: opened, width: 100))
    let frame = try #require(host.frame(of: "text"))
    #expect(frame == CGRect(x: 0, y: 0, width: 70, height: 60))
    host.tap(at: CGPoint(x: 55, y: 10))  // "h" of "the", first line
    host.tap(at: CGPoint(x: 15, y: 30))  // "o" of "docs", second line
    host.tap(at: CGPoint(x: 55, y: 30))  // "o" of "or": no link
    host.tap(at: CGPoint(x: 35, y: 50))  // "p" of "help", third line
    host.tap(at: CGPoint(x: 65, y: 50))  // past the last line's end
    #expect(opened.urls == [Self.docs, Self.docs, Self.help])
  }

  @Test func aPressReleasedOffItsLinkOpensNothing() {
    let opened = Opened()
    let host = host(Paragraph(opened: opened))
    host.pressPointer(at: CGPoint(x: 45, y: 10))
    host.releasePointer(at: CGPoint(x: 195, y: 10))  // on the other link
    host.pressPointer(at: CGPoint(x: 45, y: 10))
    host.releasePointer(at: CGPoint(x: 300, y: 150))  // outside the text
    #expect(opened.urls.isEmpty)
  }

  @Test func disabledLinksDoNotOpen() {
    let opened = Opened()
    let host = host(Paragraph(opened: opened, disabled: true))
    host.tap(at: CGPoint(x: 45, y: 10))
    #expect(opened.urls.isEmpty)
    #expect(host.graph.pointerStyle(at: CGPoint(x: 45, y: 10)) == .default)
  }

  @Test func thePointerIsAHandOverLinksOnly() {
    let host = host(Paragraph(opened: Opened()))
    #expect(host.graph.pointerStyle(at: CGPoint(x: 45, y: 10)) == .link)
    #expect(host.graph.pointerStyle(at: CGPoint(x: 15, y: 10)) == .default)
    #expect(host.graph.pointerStyle(at: CGPoint(x: 300, y: 150)) == .default)
  }

  @Test func linksAreDrawnInTheAccentColor() {
    let text = Text("a [link](https://example.com)")
    #expect(text.runs?.map(\.link?.absoluteString) == [nil, "https://example.com"])
    #expect(text.runs?.last?.text.color == .accentColor)
  }

  @Test func emptyAndOddTextsTakeNoClicks() {
    for text in [Text(""), Text("[](https://example.com)"), Text("plain"), Text("[x](not a url)")] {
      let host = TestHost(
        text.accessibilityIdentifier("t"), size: CGSize(width: 100, height: 40), text: .fixedAdvance)
      host.tap(at: CGPoint(x: 50, y: 20))
      #expect(host.graph.pointerStyle(at: CGPoint(x: 50, y: 20)) == .default)
    }
  }
}
