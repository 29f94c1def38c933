import Foundation
import Testing
import TrellisTesting

@testable import TrellisCore

@MainActor
struct LinkTests {
  final class Opened {
    var urls: [URL] = []
  }

  struct Links: View {
    let opened: Opened
    var body: some View {
      VStack(alignment: .leading, spacing: 10) {
        Link("Docs", destination: URL(string: "https://example.com/docs")!).accessibilityIdentifier("docs")
        Link(destination: URL(string: "https://example.com/help")!) {
          Label("Help", systemImage: "info.circle")
        }
        .accessibilityIdentifier("help")
        Link("Off", destination: URL(string: "https://example.com/off")!).disabled(true)
      }
      .padding(10)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .environment(
        \.openURL,
        OpenURLAction { url in
          opened.urls.append(url)
          return .handled
        })
    }
  }

  @Test func linkIsItsLabel() {
    let host = TestHost(Links(opened: Opened()), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.frame(of: "docs") == CGRect(x: 10, y: 10, width: 40, height: 20))
    #expect(host.tree.all(ofType: "Link").count == 3)
  }

  @Test func clickOpensTheDestinationThroughTheEnvironment() {
    let opened = Opened()
    let host = TestHost(Links(opened: opened), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.tap(id: "docs")
    host.tap(id: "help")
    host.tap(text: "Off")
    #expect(opened.urls.map(\.absoluteString) == ["https://example.com/docs", "https://example.com/help"])
  }

  @Test func pressDraggedOffTheLinkDoesNotOpenIt() {
    let opened = Opened()
    let host = TestHost(Links(opened: opened), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 200, y: 150))
    #expect(opened.urls.isEmpty)
  }

  @Test func spaceAndReturnOpenTheFocusedLink() {
    let opened = Opened()
    let host = TestHost(Links(opened: opened), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.press(.tab)
    #expect(host.graph.focusedViewType == "Link")
    #expect(host.press(.space))
    #expect(host.press(.returnKey))
    #expect(opened.urls.count == 2)
  }

  @Test func linkShowsAPointingHand() {
    let host = TestHost(Links(opened: Opened()), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.graph.pointerStyle(at: CGPoint(x: 20, y: 20)) == .link)
    #expect(host.graph.pointerStyle(at: CGPoint(x: 200, y: 150)) == .default)
  }

  @Test func linkIsDrawnInTheTint() {
    let host = TestHost(
      Link("Docs", destination: URL(string: "https://example.com")!).tint(.orange),
      size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    let color = host.displayList().items.compactMap { item -> Color.Resolved? in
      if case .text(_, _, .color(let color)) = item { return color }
      return nil
    }.first
    #expect(color == Color.orange.resolve(in: host.graph.environment))
  }

  @Test func actionResultsDecideWhatIsOpened() {
    var handled: [Bool] = []
    OpenURLAction { _ in .handled }(URL(string: "a:b")!) { handled.append($0) }
    OpenURLAction { _ in .discarded }(URL(string: "a:b")!) { handled.append($0) }
    #expect(handled == [true, false])
  }

  @Test func systemOpenerStartsWithoutWaitingAndSurvivesAMissingProgram() throws {
    let url = URL(string: "https://example.com")!
    // A script that takes two seconds stands in for a slow browser: the opener returns at once.
    let script = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-slow-opener-\(getpid())")
    try "#!/bin/sh\nsleep 2\n".write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    defer { try? FileManager.default.removeItem(at: script) }
    let start = ViewGraph.monotonicSeconds()
    #expect(SystemURLOpener.open(url, program: script.path))
    #expect(ViewGraph.monotonicSeconds() - start < 1)
    #expect(!SystemURLOpener.open(url, program: "trellis-no-such-opener"))
  }
}
