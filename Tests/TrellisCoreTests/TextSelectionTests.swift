import Testing
import TrellisCore
import TrellisTesting

/// `.textSelection(.enabled)`: selecting a text's characters with the pointer and copying them.
/// The fixed-advance measurer gives each character 10 points and each line 20.
@MainActor
struct TextSelectionTests {
  struct Screen: View {
    @State private var name = ""
    @State private var taps = 0

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("hello world").accessibilityIdentifier("greeting")
        Text("one two three four").accessibilityIdentifier("wrapped").frame(width: 80)
        Button("Tap \(taps)") { taps += 1 }
        TextField("Name", text: $name).accessibilityIdentifier("field")
        Text("fixed").textSelection(.disabled).accessibilityIdentifier("fixed")
      }
      .textSelection(.enabled)
    }
  }

  private func host() -> TestHost<Screen> {
    TestHost(Screen(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
  }

  /// Whether `rect` is filled, as a selection's highlight is.
  private func fills(_ rect: CGRect, in host: TestHost<Screen>) -> Bool {
    host.displayList().items.contains { item in
      if case .fill(let path, _, _) = item { return path == Path(rect) }
      return false
    }
  }

  @Test func aDragSelectsCharactersAndControlCCopiesThem() throws {
    let host = host()
    let text = try #require(host.frame(of: "greeting"))
    host.drag(from: CGPoint(x: text.minX + 1, y: text.midY), to: CGPoint(x: text.minX + 52, y: text.midY))
    #expect(host.graph.clipboard.readText(.primary) == "hello", "the selection is the primary selection")
    #expect(host.graph.focusedViewType == "Text")
    #expect(host.press(.character("c"), modifiers: .control))
    #expect(host.graph.clipboard.readText(.clipboard) == "hello")
  }

  @Test func theSelectionIsHighlightedBehindItsCharacters() throws {
    let host = host()
    let text = try #require(host.frame(of: "greeting"))
    host.drag(from: CGPoint(x: text.minX + 61, y: text.midY), to: CGPoint(x: text.minX + 200, y: text.midY))
    let items = host.displayList().items
    let highlight = CGRect(x: text.minX + 60, y: text.minY, width: 50, height: 20)
    let fill = try #require(
      items.firstIndex { item in
        if case .fill(let path, _, _) = item { return path == Path(highlight) }
        return false
      })
    let glyphs = try #require(
      items.firstIndex { item in
        if case .text(let request, _, _) = item { return request.string == "hello world" }
        return false
      })
    #expect(fill < glyphs, "drawn behind the text")
    host.press(.character("c"), modifiers: .control)
    #expect(host.graph.clipboard.readText(.clipboard) == "world")
  }

  @Test func aSelectionAcrossWrappedLinesIsHighlightedLineByLine() throws {
    let host = host()
    let text = try #require(host.frame(of: "wrapped"))
    // "one two " / "three " / "four": from "two" down to the middle of "three".
    host.drag(
      from: CGPoint(x: text.minX + 41, y: text.minY + 10), to: CGPoint(x: text.minX + 29, y: text.minY + 30))
    host.press(.character("c"), modifiers: .control)
    #expect(host.graph.clipboard.readText(.clipboard) == "two thr")
    #expect(fills(CGRect(x: text.minX + 40, y: text.minY, width: 40, height: 20), in: host))
    #expect(fills(CGRect(x: text.minX, y: text.minY + 20, width: 30, height: 20), in: host))
  }

  @Test func aDoubleClickSelectsAWordAndATripleClickEverything() throws {
    let host = host()
    let text = try #require(host.frame(of: "greeting"))
    let onWorld = CGPoint(x: text.minX + 75, y: text.midY)
    host.tap(at: onWorld)
    host.tap(at: onWorld)
    host.press(.character("c"), modifiers: .control)
    #expect(host.graph.clipboard.readText(.clipboard) == "world")
    host.tap(at: onWorld)
    host.press(.character("c"), modifiers: .control)
    #expect(host.graph.clipboard.readText(.clipboard) == "hello world")
    #expect(fills(CGRect(x: text.minX, y: text.minY, width: 110, height: 20), in: host))
    // Clicks far apart in time are single clicks again: the selection collapses.
    host.advanceClock(by: 1)
    host.tap(at: onWorld)
    #expect(!fills(CGRect(x: text.minX, y: text.minY, width: 110, height: 20), in: host))
    #expect(!fills(CGRect(x: text.minX + 60, y: text.minY, width: 50, height: 20), in: host))
  }

  @Test func controlASelectsTheWholeText() throws {
    let host = host()
    let text = try #require(host.frame(of: "greeting"))
    host.tap(at: CGPoint(x: text.minX + 5, y: text.midY))
    #expect(host.press(.character("a"), modifiers: .control))
    host.press(.character("c"), modifiers: .control)
    #expect(host.graph.clipboard.readText(.clipboard) == "hello world")
  }

  @Test func focusMovingOnDropsTheSelection() throws {
    let host = host()
    let text = try #require(host.frame(of: "greeting"))
    host.drag(from: CGPoint(x: text.minX + 1, y: text.midY), to: CGPoint(x: text.minX + 52, y: text.midY))
    let highlight = CGRect(x: text.minX, y: text.minY, width: 50, height: 20)
    #expect(fills(highlight, in: host))
    host.tap(id: "field")
    #expect(host.graph.focusedViewType == "TextField")
    #expect(!fills(highlight, in: host))
    host.type("x")
    #expect(host.press(.character("a"), modifiers: .control), "the field selects its own text")
  }

  @Test func tabSkipsSelectableTextsAndButtonsKeepTheirClicks() {
    let host = host()
    host.press(.tab)
    #expect(host.graph.focusedViewType != "Text")
    host.tap(text: "Tap 0")
    #expect(host.find(text: "Tap 1") != nil)
  }

  @Test func textsAreNotSelectableByDefaultOrWhereSelectionIsDisabled() throws {
    struct Plain: View {
      var body: some View { Text("hello world").accessibilityIdentifier("plain") }
    }
    let plain = TestHost(Plain(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    let frame = try #require(plain.frame(of: "plain"))
    plain.drag(from: CGPoint(x: frame.minX + 1, y: frame.midY), to: CGPoint(x: frame.maxX, y: frame.midY))
    #expect(plain.graph.focusedViewType == nil)
    #expect(plain.graph.clipboard.readText(.primary) == nil)

    let host = host()
    let fixed = try #require(host.frame(of: "fixed"))
    host.drag(from: CGPoint(x: fixed.minX + 1, y: fixed.midY), to: CGPoint(x: fixed.maxX, y: fixed.midY))
    #expect(host.graph.focusedViewType == nil)
    #expect(host.graph.clipboard.readText(.primary) == nil)
  }

  @Test func shiftClickAndShiftArrowsExtendTheSelection() throws {
    let host = host()
    let text = try #require(host.frame(of: "greeting"))
    host.tap(at: CGPoint(x: text.minX + 1, y: text.midY))
    host.advanceClock(by: 1)
    // A Shift-click after "hello" selects up to it.
    host.tap(at: CGPoint(x: text.minX + 49, y: text.midY), modifiers: .shift)
    host.press(.character("c"), modifiers: .control)
    #expect(host.graph.clipboard.readText(.clipboard) == "hello")
    // Shift-Right takes one character more, Shift-Control-Right the next word.
    #expect(host.press(.right, modifiers: .shift))
    #expect(host.graph.clipboard.readText(.primary) == "hello ")
    host.press(.right, modifiers: [.shift, .control])
    #expect(host.graph.clipboard.readText(.primary) == "hello world")
    #expect(fills(CGRect(x: text.minX, y: text.minY, width: 110, height: 20), in: host))
    host.press(.left, modifiers: .shift)
    #expect(host.graph.clipboard.readText(.primary) == "hello worl")
    #expect(!host.press(.left), "a plain arrow is not the text's")
  }
}
