import Testing
import TrellisTesting

@testable import TrellisCore

/// Copy, Cut and Paste of `Transferable` values through the keyboard. Serialized: the values
/// copied in the app are one per process, as the clipboard is.
@MainActor
@Suite(.serialized) struct CopyPasteTests {
  @MainActor final class Log {
    var pasted: [String] = []
    var todos: [DragTodo] = []
  }

  struct Notes: View {
    let log: Log
    @State private var notes = ["Milk", "Bread"]

    var body: some View {
      VStack {
        Text(notes.joined(separator: ", "))
          .focusable()
          .copyable(notes)
          .cuttable(for: String.self) {
            defer { notes.removeAll() }
            return notes
          }
          .accessibilityIdentifier("notes")
        Text("Paste here")
          .focusable()
          .pasteDestination(for: String.self) { log.pasted += $0 }
          .accessibilityIdentifier("strings")
        Text("Todos")
          .focusable()
          .pasteDestination(for: DragTodo.self) {
            log.todos += $0
          } validator: {
            $0.filter { !$0.text.isEmpty }
          }
          .accessibilityIdentifier("todos")
      }
    }
  }

  private func settle(_ condition: () -> Bool) async {
    for _ in 0..<1000 where !condition() { await Task.yield() }
  }

  private func control(_ key: String, _ host: TestHost<Notes>) {
    host.press(.character(key), modifiers: .control)
  }

  @Test func copyPutsTheValuesAndTheirTextOnTheClipboardAndPasteHandsThemOn() async {
    TransferClipboard.reset()
    let log = Log()
    let host = TestHost(Notes(log: log), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.press(.tab)
    control("c", host)
    await settle { host.graph.clipboard.readText(.clipboard) != nil }
    #expect(host.graph.clipboard.readText(.clipboard) == "Milk\nBread")
    host.press(.tab)
    control("v", host)
    #expect(log.pasted == ["Milk", "Bread"], "values copied in the app paste as they were")
  }

  @Test func textFromAnotherAppPastesConverted() async {
    TransferClipboard.reset()
    let log = Log()
    let host = TestHost(Notes(log: log), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.graph.clipboard.writeText("Eggs", selection: .clipboard)
    host.press(.tab)
    host.press(.tab)
    control("v", host)
    await settle { !log.pasted.isEmpty }
    #expect(log.pasted == ["Eggs"])
  }

  @Test func cutRemovesTheValuesAndPasteOfAnotherTypeGetsNothingItCannotImport() async {
    TransferClipboard.reset()
    let log = Log()
    let host = TestHost(Notes(log: log), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.press(.tab)
    control("x", host)
    #expect(host.find(id: "notes")?.allNodes.compactMap(\.text) == [""])
    await settle { host.graph.clipboard.readText(.clipboard) != nil }
    #expect(host.graph.clipboard.readText(.clipboard) == "Milk\nBread")
    host.press(.tab)
    host.press(.tab)
    control("v", host)
    for _ in 0..<50 { await Task.yield() }
    #expect(log.todos.isEmpty, "text does not become a todo")
    #expect(log.pasted.isEmpty)
  }

  @Test func withoutFocusInsideNothingIsCopied() async {
    TransferClipboard.reset()
    let log = Log()
    let host = TestHost(Notes(log: log), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.press(.character("c"), modifiers: .control) == false)
    for _ in 0..<50 { await Task.yield() }
    #expect(host.graph.clipboard.readText(.clipboard) == nil)
  }

  /// A `PasteButton` and what it pasted.
  struct PasteBoard: View {
    @State private var pasted: [String] = []
    var body: some View {
      VStack {
        PasteButton(payloadType: String.self) { pasted += $0 }
        Text(pasted.isEmpty ? "nothing" : pasted.joined(separator: "+"))
      }
    }
  }

  @Test func clickingPastesTheSystemClipboardsText() async {
    TransferClipboard.reset()
    let host = TestHost(PasteBoard(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    host.tap(text: "Paste")
    #expect(host.find(text: "nothing") != nil, "an empty clipboard pastes nothing")
    host.graph.clipboard.writeText("Figs", selection: .clipboard)
    host.tap(text: "Paste")
    for _ in 0..<1000 where host.find(text: "Figs") == nil {
      await Task.yield()
      host.flush()
    }
    #expect(host.find(text: "Figs") != nil)
  }
}
