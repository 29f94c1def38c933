import Testing
import TrellisCore
import TrellisTesting

/// Control-Z and Shift-Control-Z (or Control-Y) in text fields and editors: a run of typing or
/// of deleting goes back in one step; moving the caret ends a run; a new edit forgets what was
/// undone; text the app puts in the field forgets the history.
@MainActor
struct TextUndoTests {
  struct Field: View {
    @State var text = ""
    var body: some View {
      VStack(spacing: 0) {
        TextField("Name", text: $text).accessibilityIdentifier("field")
        Text("text [\(text)]")
        Button("Reset") { text = "reset" }
      }
    }
  }

  struct Editor: View {
    @State var text = ""
    var body: some View {
      VStack(spacing: 0) {
        TextEditor(text: $text).frame(height: 100).accessibilityIdentifier("editor")
        Text("text [\(text.replacingOccurrences(of: "\n", with: "/"))]")
      }
    }
  }

  func field() -> TestHost<Field> {
    let host = TestHost(Field(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.tap(id: "field")
    return host
  }

  func undo<V: View>(_ host: TestHost<V>) { host.press(.character("z"), modifiers: .control) }
  func redo<V: View>(_ host: TestHost<V>) { host.press(.character("Z"), modifiers: [.control, .shift]) }

  @Test func aRunOfTypingIsUndoneInOneStepAndRedone() {
    let host = field()
    host.type("hello")
    undo(host)
    #expect(host.find(text: "text []") != nil)
    redo(host)
    #expect(host.find(text: "text [hello]") != nil)
    undo(host)
    host.press(.character("y"), modifiers: .control)
    #expect(host.find(text: "text [hello]") != nil)
  }

  @Test func movingTheCaretEndsARun() {
    let host = field()
    host.type("ab")
    host.press(.left)
    host.type("X")
    #expect(host.find(text: "text [aXb]") != nil)
    undo(host)
    #expect(host.find(text: "text [ab]") != nil)
    undo(host)
    #expect(host.find(text: "text []") != nil)
    // Nothing more to undo: the text stays.
    undo(host)
    #expect(host.find(text: "text []") != nil)
  }

  @Test func deletingIsARunOfItsOwnAndPastingAStepOfItsOwn() {
    let host = field()
    host.type("abcd")
    host.press(.backspace)
    host.press(.backspace)
    #expect(host.find(text: "text [ab]") != nil)
    host.graph.clipboard.writeText("XY", selection: .clipboard)
    host.press(.character("v"), modifiers: .control)
    #expect(host.find(text: "text [abXY]") != nil)
    undo(host)
    #expect(host.find(text: "text [ab]") != nil)
    undo(host)
    #expect(host.find(text: "text [abcd]") != nil)
    undo(host)
    #expect(host.find(text: "text []") != nil)
  }

  @Test func aNewEditForgetsWhatWasUndone() {
    let host = field()
    host.type("a")
    undo(host)
    host.type("b")
    redo(host)
    #expect(host.find(text: "text [b]") != nil)
  }

  @Test func undoingBringsBackTheSelection() {
    let host = field()
    host.type("keep")
    host.press(.character("a"), modifiers: .control)
    host.type("x")
    undo(host)
    #expect(host.find(text: "text [keep]") != nil)
    // The whole text is selected again: typing replaces it.
    host.type("y")
    #expect(host.find(text: "text [y]") != nil)
  }

  @Test func textTheAppSetsCannotBeUndoneThrough() {
    let host = field()
    host.type("mine")
    host.tap(text: "Reset")
    host.tap(id: "field")
    undo(host)
    #expect(host.find(text: "text [reset]") != nil)
  }

  @Test func anEditorUndoesLinesTypedAndDeletions() {
    let host = TestHost(Editor(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.tap(id: "editor")
    host.type("one")
    host.press(.returnKey)
    host.type("two")
    host.press(.backspace)
    #expect(host.find(text: "text [one/tw]") != nil)
    undo(host)
    #expect(host.find(text: "text [one/two]") != nil)
    undo(host)
    #expect(host.find(text: "text []") != nil)
    redo(host)
    redo(host)
    #expect(host.find(text: "text [one/tw]") != nil)
  }
}
