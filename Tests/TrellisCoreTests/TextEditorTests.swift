import Testing
import TrellisTesting

@testable import TrellisCore

/// A text editor with the fixed-advance measurer: characters are 10 points wide and lines 20
/// high; the text starts 6 points in from the editor's left edge and 5 below its top. The editor
/// is 126 wide, so its text wraps at 114 points: 11 characters.
@MainActor
struct TextEditorTests {
  final class Log {
    var submits = 0
  }

  struct Screen: View {
    @State var text: String
    var height: CGFloat = 70
    var disabled = false
    var log = Log()
    var body: some View {
      VStack(spacing: 0) {
        TextEditor(text: $text).frame(width: 126, height: height).accessibilityIdentifier("editor")
          .disabled(disabled)
          .onSubmit { log.submits += 1 }
        Text("[\(text)]")
        Button("shorten") { text = "ab" }
        TextField("other", text: .constant("")).accessibilityIdentifier("other")
      }
    }
  }

  func host(_ text: String = "", height: CGFloat = 70, disabled: Bool = false, log: Log = Log()) -> TestHost<
    Screen
  > {
    TestHost(
      Screen(text: text, height: height, disabled: disabled, log: log), size: CGSize(width: 300, height: 300),
      text: .fixedAdvance)
  }

  /// The window point of caret position (`column`, `line`) for the editor in `host`.
  func point(_ host: TestHost<Screen>, column: CGFloat, line: CGFloat) -> CGPoint {
    let frame = host.frame(of: "editor")!
    return CGPoint(x: frame.minX + 6 + column * 10, y: frame.minY + 5 + line * 20 + 10)
  }

  func editor(_ host: TestHost<Screen>) -> TextEditorNode {
    host.tap(at: point(host, column: 0, line: 0))
    host.advanceClock(by: 1)
    return host.graph.focusedNode as! TextEditorNode
  }

  @Test func takesTheSpaceItIsOffered() {
    struct Plain: View {
      @State var text = "hello"
      var body: some View { TextEditor(text: $text).accessibilityIdentifier("editor") }
    }
    let host = TestHost(Plain(), size: CGSize(width: 240, height: 160), text: .fixedAdvance)
    #expect(host.frame(of: "editor") == CGRect(x: 0, y: 0, width: 240, height: 160))
    let framed = TestHost(
      Plain().frame(width: 100, height: 50), size: CGSize(width: 240, height: 160), text: .fixedAdvance)
    #expect(framed.frame(of: "editor") == CGRect(x: 70, y: 55, width: 100, height: 50))
  }

  @Test func idealSizeFitsTheText() {
    struct Ideal: View {
      @State var text = "abc\nhello"
      var body: some View { TextEditor(text: $text).fixedSize().accessibilityIdentifier("editor") }
    }
    let host = TestHost(Ideal(), size: CGSize(width: 240, height: 160), text: .fixedAdvance)
    // 5 characters (+2 for the caret) and 6 points each side; 2 lines and 5 points above and below.
    #expect(host.frame(of: "editor")?.size == CGSize(width: 64, height: 50))
  }

  @Test func returnInsertsALineBreakAndDoesNotSubmit() {
    let log = Log()
    let host = host(log: log)
    _ = editor(host)
    host.type("ab")
    host.press(.returnKey)
    host.type("cd")
    #expect(host.find(text: "[ab\ncd]") != nil)
    #expect(log.submits == 0)
    host.press(.backspace)
    host.press(.backspace)
    host.press(.backspace)
    #expect(host.find(text: "[ab]") != nil)
  }

  @Test func linesWrapAtTheEditorsWidth() {
    let host = host("hello world again")
    let node = editor(host)
    let lines = node.textLayout.paragraphs[0].lines.lines
    #expect(lines.map(\.characters) == [0..<12, 12..<17])
    #expect(lines.map(\.y) == [0, 20])
    #expect(node.textLayout.height == 40)
  }

  @Test func upAndDownKeepTheCaretsColumnAcrossWrappedLines() {
    let host = host("hello world again\nab\nlonger line")
    let node = editor(host)
    host.press(.end, modifiers: .control)
    #expect(node.editing.head == 32)
    // From "line" (column 11 of the last paragraph) up to the short "ab", then its column again.
    host.press(.up)
    #expect(node.editing.head == 20)
    host.press(.up)
    #expect(node.editing.head == 17)
    host.press(.up)
    // The first line wraps after "hello world ": the caret stays before the wrap.
    #expect(node.editing.head == 11)
    host.press(.down)
    #expect(node.editing.head == 17)
    host.press(.down)
    host.press(.down)
    #expect(node.editing.head == 32)
    host.press(.down)
    #expect(node.editing.head == 32)
    host.press(.home, modifiers: .control)
    host.press(.up)
    #expect(node.editing.head == 0)
  }

  @Test func homeAndEndGoToTheVisualLine() {
    let host = host("hello world again")
    let node = editor(host)
    host.tap(at: point(host, column: 3, line: 1))
    #expect(node.editing.head == 15)
    host.press(.home)
    #expect(node.editing.head == 12)
    host.press(.end)
    #expect(node.editing.head == 17)
    host.press(.up)
    #expect(node.editing.head == 5)
    // End stops before the space the line wraps at.
    host.press(.end)
    #expect(node.editing.head == 11)
    host.press(.home, modifiers: .shift)
    #expect(node.editing.selection == 0..<11)
  }

  @Test func clickDragAndDoubleClickSelect() {
    let host = host("one two\nthree four")
    let node = editor(host)
    host.drag(from: point(host, column: 1, line: 0), to: point(host, column: 2, line: 1))
    #expect(node.editing.selection == 1..<10)
    host.advanceClock(by: 1)
    host.tap(at: point(host, column: 7.2, line: 1))
    host.tap(at: point(host, column: 7.2, line: 1))
    #expect(node.editing.selectedText == "four")
  }

  @Test func shiftExtendsAndTypingReplacesTheSelection() {
    let host = host("ab\ncd\nef")
    let node = editor(host)
    host.press(.down, modifiers: .shift)
    host.press(.right, modifiers: .shift)
    #expect(node.editing.selectedText == "ab\nc")
    host.type("X")
    #expect(host.find(text: "[Xd\nef]") != nil)
  }

  @Test func copyCutAndPasteGoThroughTheClipboard() {
    let host = host("ab\ncd")
    _ = editor(host)
    host.press(.character("a"), modifiers: .control)
    host.press(.character("c"), modifiers: .control)
    #expect(host.graph.clipboard.readText(.clipboard) == "ab\ncd")
    host.press(.end, modifiers: .control)
    host.press(.returnKey)
    host.press(.character("v"), modifiers: .control)
    #expect(host.find(text: "[ab\ncd\nab\ncd]") != nil)
    host.press(.character("a"), modifiers: .control)
    host.press(.character("x"), modifiers: .control)
    #expect(host.find(text: "[]") != nil)
    host.graph.clipboard.writeText("one\r\ntwo", selection: .clipboard)
    host.press(.character("v"), modifiers: .control)
    #expect(host.find(text: "[one\ntwo]") != nil)
  }

  @Test func outsideChangesUpdateTheEditorAndClampTheCaret() {
    let host = host("hello world")
    let node = editor(host)
    host.press(.end, modifiers: .control)
    host.press(.left, modifiers: .shift)
    host.tap(text: "shorten")
    #expect(node.editing.text == "ab")
    #expect(node.editing.selection == 2..<2)
    #expect(node.textLayout.paragraphs[0].lines.lines[0].characters == 0..<2)
  }

  @Test func tabMovesFocusOut() {
    let host = host("x")
    _ = editor(host)
    host.press(.tab)
    #expect(host.graph.focusedViewType == "Button")
    host.press(.tab, modifiers: .shift)
    #expect(host.graph.focusedViewType == "TextEditor")
    #expect(host.find(text: "[x]") != nil)
  }

  @Test func aDisabledEditorIgnoresInput() {
    let host = host("x", disabled: true)
    host.tap(at: point(host, column: 0, line: 0))
    host.type("abc")
    #expect(host.find(text: "[x]") != nil)
  }

  @Test func theWheelScrollsWithinTheText() {
    let text = (0..<10).map(String.init).joined(separator: "\n")
    let host = host(text)
    let node = editor(host)
    // Ten lines of 20 points and 5 points of inset above and below, in a 70-point editor.
    #expect(node.maximumScrollOffset == 140)
    let inside = point(host, column: 1, line: 1)
    host.scroll(at: inside, by: CGSize(width: 0, height: 50))
    #expect(node.scrollOffset == 50)
    host.scroll(at: inside, by: CGSize(width: 0, height: 1000))
    #expect(node.scrollOffset == 140)
    host.scroll(at: inside, by: CGSize(width: 0, height: -.infinity))
    #expect(node.scrollOffset == 140)
    host.scroll(at: inside, by: CGSize(width: 0, height: -500))
    #expect(node.scrollOffset == 0)
  }

  @Test func theCaretStaysVisibleWhileMovingAndTyping() {
    let host = host("0\n1\n2")
    let node = editor(host)
    host.press(.end, modifiers: .control)
    #expect(node.scrollOffset == 0)
    host.press(.returnKey)
    // Four lines (80 points) in 60 visible: the caret's line ends at the bottom.
    #expect(node.scrollOffset == 20)
    host.press(.returnKey)
    host.type("x")
    #expect(node.scrollOffset == 40)
    host.press(.home, modifiers: .control)
    #expect(node.scrollOffset == 0)
    host.press(.pageDown)
    // A page is the visible lines less one: two lines down.
    #expect(node.editing.head == 4)
    host.press(.pageDown)
    #expect(node.editing.head == 7)
    #expect(node.scrollOffset == 40)
    // Clicks land on the scrolled text: the first visible line is "2".
    host.advanceClock(by: 1)
    host.tap(at: point(host, column: 1, line: 0))
    #expect(node.editing.head == 5)
  }

  @Test func caretAndScrollIndicatorAreDrawnWhenFocused() {
    let text = (0..<10).map(String.init).joined(separator: "\n")
    let host = host(text)
    func caret() -> CGRect? {
      for item in host.displayList().items {
        if case .fill(let path, _, _) = item, path.boundingRect.width == 1.5 { return path.boundingRect }
      }
      return nil
    }
    #expect(caret() == nil)
    let node = editor(host)
    let frame = host.frame(of: "editor")!
    #expect(caret() == CGRect(x: frame.minX + 6 - 0.5, y: frame.minY + 5, width: 1.5, height: 20))
    // The thumb shows 70 of 210 points, at the top of a track 64 long.
    #expect(node.scrollThumb == CGRect(x: frame.maxX - 9, y: frame.minY + 3, width: 6, height: 28))
    host.scroll(at: point(host, column: 0, line: 0), by: CGSize(width: 0, height: 140))
    #expect(node.scrollThumb == CGRect(x: frame.maxX - 9, y: frame.minY + 3 + 36, width: 6, height: 28))
  }

  @Test func typingInALongTextLaysOutOnlyTheChangedParagraph() {
    let text = (0..<2000).map { "line number \($0) of the text" }.joined(separator: "\n")
    let host = host(text, height: 200)
    let node = editor(host)
    let before = node.textLayout.paragraphLayouts
    host.type("abc")
    host.press(.returnKey)
    host.press(.backspace)
    // Each keystroke lays out the paragraph it changed (a line break: the two it makes).
    #expect(node.textLayout.paragraphLayouts - before <= 6)
    #expect(node.textLayout.paragraphs.count == 2000)
    #expect(node.editing.text.hasPrefix("abcline number 0"))
  }

  @Test func badInputDoesNotCrash() {
    let host = host("")
    let node = editor(host)
    host.press(.up)
    host.press(.down)
    host.press(.end)
    host.press(.pageDown)
    host.press(.backspace)
    host.press(.delete)
    #expect(node.editing.text == "")
    host.type("\u{0}a\u{7F}")
    host.graph.clipboard.writeText(String(repeating: "x", count: 5000), selection: .clipboard)
    host.press(.character("v"), modifiers: .control)
    #expect(node.editing.text.hasPrefix("ax"))
    #expect(node.editing.count == 5001)
    #expect(node.textLayout.paragraphs[0].lines.lines.count == 455)
  }

  @Test func focusStateFocusesTheEditor() {
    struct Notes: View {
      @State var notes = ""
      @FocusState private var isFocused: Bool
      var body: some View {
        VStack {
          TextEditor(text: $notes).focused($isFocused).frame(height: 60)
          Button("Edit") { isFocused = true }.accessibilityIdentifier("edit")
          Text(isFocused ? "focused" : "idle")
        }
      }
    }
    let host = TestHost(Notes(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "idle") != nil)
    host.tap(id: "edit")
    #expect(host.find(text: "focused") != nil)
    #expect(host.graph.focusedViewType == "TextEditor")
    host.type("cats")
    #expect(host.tree.all(ofType: "TextEditor").first?.text == "cats")
  }

  @Test func fixedAdvanceLinesAgreeWithItsMeasurements() {
    let measurer = FixedAdvanceTextMeasurer()
    for text in ["", "one", "hello world again", "a  b   c", "abcdefghijklmnopqrstuvwxyz", "ab cd\nef gh ij"]
    {
      for width: CGFloat? in [nil, 30, 55, 110] {
        let request = TextRequest(string: text, font: ResolvedFont(size: 14))
        let lines = measurer.lineLayout(request, maxWidth: width)
        let metrics = measurer.measure(request, maxWidth: width, maxHeight: nil)
        #expect(lines.size.height == metrics.size.height, "\(text) at \(String(describing: width))")
        #expect(lines.lines.last?.characters.upperBound == text.count)
      }
    }
    let centred = measurer.lineLayout(
      TextRequest(string: "ab", font: ResolvedFont(size: 14), alignment: .center), maxWidth: 100)
    #expect(centred.lines[0].caretOffsets == [40, 50, 60])
  }
}
