import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct ControlsTextFieldTests {
  final class Log {
    var submits = 0
  }

  struct Editor: View {
    @State var text: String
    var log = Log()
    var body: some View {
      VStack {
        TextField("Name", text: $text).frame(width: 200).accessibilityIdentifier("field")
          .onSubmit { log.submits += 1 }
        Text("[\(text)]")
      }
    }
  }

  func host(_ text: String = "", log: Log = Log()) -> TestHost<Editor> {
    TestHost(Editor(text: text, log: log), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
  }

  /// The x of the caret position `index` in the field (7 points of padding, 10 per character).
  func x(_ host: TestHost<Editor>, _ index: Int) -> CGFloat {
    host.frame(of: "field")!.minX + 7 + CGFloat(index) * 10
  }

  @Test func typingInsertsAtTheCaret() {
    let host = host()
    host.tap(id: "field")
    host.type("Hello")
    #expect(host.find(text: "[Hello]") != nil)
    host.press(.left)
    host.press(.left)
    host.type("p")
    #expect(host.find(text: "[Helplo]") != nil)
    host.press(.space)
    #expect(host.find(text: "[Help lo]") != nil)
  }

  @Test func backspaceAndDeleteRemoveAroundTheCaret() {
    let host = host("abcdef")
    host.tap(at: CGPoint(x: x(host, 3), y: host.frame(of: "field")!.midY))
    host.press(.backspace)
    #expect(host.find(text: "[abdef]") != nil)
    host.press(.delete)
    #expect(host.find(text: "[abef]") != nil)
    host.press(.home)
    host.press(.backspace)
    host.press(.end)
    host.press(.delete)
    #expect(host.find(text: "[abef]") != nil)
  }

  @Test func shiftArrowsSelectAndTypingReplacesTheSelection() {
    let host = host("one two")
    host.tap(at: CGPoint(x: x(host, 7), y: host.frame(of: "field")!.midY))
    host.press(.left, modifiers: .shift)
    host.press(.left, modifiers: .shift)
    host.press(.left, modifiers: .shift)
    host.type("2")
    #expect(host.find(text: "[one 2]") != nil)
    host.press(.left, modifiers: [.shift, .control])
    host.press(.backspace)
    #expect(host.find(text: "[one ]") != nil)
  }

  @Test func selectAllThenTypeReplacesEverything() {
    let host = host("old text")
    host.tap(id: "field")
    host.press(.character("a"), modifiers: .control)
    host.type("new")
    #expect(host.find(text: "[new]") != nil)
  }

  @Test func clickPlacesTheCaretAtTheNearestBoundary() {
    let host = host("abcdef")
    let y = host.frame(of: "field")!.midY
    host.tap(at: CGPoint(x: x(host, 2) + 4, y: y))
    host.type("X")
    #expect(host.find(text: "[abXcdef]") != nil)
    host.advanceClock(by: 1)
    host.tap(at: CGPoint(x: x(host, 5) + 6, y: y))
    host.type("Y")
    #expect(host.find(text: "[abXcdeYf]") != nil)
  }

  @Test func dragSelectsAndDoubleClickSelectsAWord() {
    let host = host("alpha beta gamma")
    let y = host.frame(of: "field")!.midY
    host.drag(from: CGPoint(x: x(host, 6), y: y), to: CGPoint(x: x(host, 10), y: y))
    host.type("B")
    #expect(host.find(text: "[alpha B gamma]") != nil)
    #expect(host.graph.clipboard.readText(.primary) == "beta")
    host.advanceClock(by: 1)
    host.tap(at: CGPoint(x: x(host, 10), y: y))
    host.tap(at: CGPoint(x: x(host, 10), y: y))
    #expect(host.graph.clipboard.readText(.primary) == "gamma")
    host.type("G")
    #expect(host.find(text: "[alpha B G]") != nil)
  }

  @Test func copyCutAndPasteUseTheClipboard() {
    let host = host("copy me")
    host.tap(id: "field")
    host.press(.character("a"), modifiers: .control)
    host.press(.character("c"), modifiers: .control)
    #expect(host.graph.clipboard.readText(.clipboard) == "copy me")
    host.press(.end)
    host.press(.character("v"), modifiers: .control)
    #expect(host.find(text: "[copy mecopy me]") != nil)
    host.press(.left, modifiers: [.shift, .control])
    host.press(.character("x"), modifiers: .control)
    #expect(host.graph.clipboard.readText(.clipboard) == "me")
    #expect(host.find(text: "[copy mecopy ]") != nil)
  }

  @Test func returnRunsOnSubmit() {
    let log = Log()
    let host = host("x", log: log)
    host.tap(id: "field")
    host.press(.returnKey)
    host.press(.returnKey)
    #expect(log.submits == 2)
  }

  @Test func fieldTakesTheOfferedWidthAndTextHeight() {
    let host = host()
    #expect(host.frame(of: "field")?.size == CGSize(width: 200, height: 30))
  }

  @Test func externalChangesReplaceTheText() {
    struct Resettable: View {
      @State var text = "draft"
      var body: some View {
        VStack {
          TextField("Name", text: $text).accessibilityIdentifier("field")
          Button("Clear") { text = "" }.accessibilityIdentifier("clear")
          Text("[\(text)]")
        }
      }
    }
    let host = TestHost(Resettable(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.tap(id: "clear")
    #expect(host.find(text: "[]") != nil)
    host.tap(id: "field")
    host.type("ok")
    #expect(host.find(text: "[ok]") != nil)
  }

  @Test func secureFieldHidesItsTextAndDoesNotCopy() {
    struct Login: View {
      @State var password = "secret"
      var body: some View {
        VStack {
          SecureField("Password", text: $password).accessibilityIdentifier("field")
          Text("[\(password)]")
        }
      }
    }
    let host = TestHost(Login(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.tree.all(ofType: "SecureField").first?.text == nil)
    host.tap(id: "field")
    host.press(.character("a"), modifiers: .control)
    host.press(.character("c"), modifiers: .control)
    #expect(host.graph.clipboard.readText(.clipboard) == nil)
    host.type("pw")
    #expect(host.find(text: "[pw]") != nil)
  }
}
