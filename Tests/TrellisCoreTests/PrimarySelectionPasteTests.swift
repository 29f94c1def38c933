import Testing
import TrellisCore
import TrellisTesting

/// The middle button pastes the primary selection into a text field where it clicks, as X11
/// apps do, without taking focus; other buttons and disabled fields paste nothing.
@MainActor
struct PrimarySelectionPasteTests {
  struct Field: View {
    @State var text = "abcd"
    var disabled = false

    var body: some View {
      VStack(alignment: .leading) {
        TextField("Name", text: $text)
          .accessibilityIdentifier("field")
          .frame(width: 200)
          .disabled(disabled)
        Text("Bound: \(text)")
      }
    }
  }

  /// A point in the field on the caret position `index` (10 points per character, after the
  /// field's 7-point padding).
  private func point<V: View>(_ host: TestHost<V>, atCaret index: Int) throws -> CGPoint {
    let frame = try #require(host.frame(of: "field"))
    return CGPoint(x: frame.minX + 7 + CGFloat(index) * 10, y: frame.midY)
  }

  @Test func theMiddleButtonInsertsThePrimarySelectionWhereItClicks() throws {
    let host = TestHost(Field(), text: .fixedAdvance)
    host.graph.clipboard.writeText("XY", selection: .primary)
    host.graph.pointerDown(at: try point(host, atCaret: 2), button: .middle)
    host.graph.pointerUp(at: try point(host, atCaret: 2), button: .middle)
    host.flush()
    #expect(host.find(id: "field")?.text == "abXYcd")
    #expect(host.find(text: "Bound: abXYcd") != nil)
    #expect(host.graph.focusedViewType == nil, "pasting with the middle button leaves focus alone")
  }

  @Test func anEmptyPrimarySelectionPastesNothing() throws {
    let host = TestHost(Field(), text: .fixedAdvance)
    host.graph.pointerDown(at: try point(host, atCaret: 1), button: .middle)
    host.flush()
    #expect(host.find(id: "field")?.text == "abcd")
  }

  @Test func theSecondaryButtonDoesNotPaste() throws {
    let host = TestHost(Field(), text: .fixedAdvance)
    host.graph.clipboard.writeText("XY", selection: .primary)
    host.graph.pointerDown(at: try point(host, atCaret: 2), button: .secondary)
    host.flush()
    #expect(host.find(id: "field")?.text == "abcd")
    #expect(host.graph.focusedViewType == nil)
  }

  @Test func aDisabledFieldIgnoresTheMiddleButton() throws {
    let host = TestHost(Field(disabled: true), text: .fixedAdvance)
    host.graph.clipboard.writeText("XY", selection: .primary)
    host.graph.pointerDown(at: try point(host, atCaret: 2), button: .middle)
    host.flush()
    #expect(host.find(id: "field")?.text == "abcd")
  }

  @Test func selectingTextByDraggingPutsItInThePrimarySelection() throws {
    let host = TestHost(Field(), text: .fixedAdvance)
    host.drag(from: try point(host, atCaret: 1), to: try point(host, atCaret: 3))
    #expect(host.graph.clipboard.readText(.primary) == "bc")
    #expect(host.graph.clipboard.readText(.clipboard) == nil)
  }
}
