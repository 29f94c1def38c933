import Testing
import TrellisCore
import TrellisTesting

/// `.textEditorStyle`: a styled editor still edits its text (its look is in the snapshots).
@MainActor
struct TextEditorStyleTests {
  struct Editor: View {
    let plain: Bool
    @State private var text = "ab"
    var body: some View {
      VStack {
        if plain {
          TextEditor(text: $text).textEditorStyle(.plain).accessibilityIdentifier("editor")
        } else {
          TextEditor(text: $text).accessibilityIdentifier("editor")
        }
        Text("text \(text)")
      }
    }
  }

  @Test(arguments: [true, false])
  func aStyledEditorStillEdits(plain: Bool) throws {
    let host = TestHost(Editor(plain: plain), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let editor = try #require(host.frame(of: "editor"))
    host.tap(at: CGPoint(x: editor.maxX - 5, y: editor.minY + 10))
    host.type("c")
    #expect(host.find(text: "text abc") != nil)
  }
}
