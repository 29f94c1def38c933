import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct PresentationTests {
  /// Counts what happened, shared by the views and the test.
  final class Log {
    var events: [String] = []
  }

  struct SheetDemo: View {
    let log: Log
    @State var isPresented = false
    var body: some View {
      Button("Show") {
        log.events.append("show tapped")
        isPresented = true
      }
      .accessibilityIdentifier("show")
      // In the corner, outside the sheet's panel.
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .sheet(isPresented: $isPresented, onDismiss: { log.events.append("dismissed") }) {
        SheetBody()
      }
    }
  }

  struct SheetBody: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
      Button(isPresented ? "Done" : "Not presented") { dismiss() }
        .accessibilityIdentifier("done")
    }
  }

  func sheetHost(_ log: Log) -> TestHost<SheetDemo> {
    TestHost(SheetDemo(log: log), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  @Test func aSheetShowsItsContentInACenteredPanelOverEverything() {
    let log = Log()
    let host = sheetHost(log)
    #expect(host.find(text: "Done") == nil)
    host.tap(id: "show")
    // The panel is at least 240 × 80 and centered in the window; the button centered in it.
    let presentation = host.tree.children.last
    #expect(presentation?.type == "Presentation")
    #expect(presentation?.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    let done = host.frame(of: "done")
    #expect(done.map { CGPoint(x: $0.midX, y: $0.midY) } == CGPoint(x: 200, y: 150))
  }

  @Test func dismissClosesTheSheetAndOnDismissRunsOnce() {
    let log = Log()
    let host = sheetHost(log)
    host.tap(id: "show")
    host.tap(id: "done")
    #expect(host.find(id: "done") == nil)
    #expect(log.events == ["show tapped", "dismissed"])
    // The binding was set back: the sheet opens again.
    host.tap(id: "show")
    #expect(host.find(id: "done") != nil)
  }

  @Test func aSheetWhoseDismissalIsDisabledStaysOnEscapeButClosesByItsButton() {
    struct Guarded: View {
      let log: Log
      @State private var isPresented = false
      var body: some View {
        Button("Show") { isPresented = true }
          .accessibilityIdentifier("show")
          .sheet(isPresented: $isPresented, onDismiss: { log.events.append("dismissed") }) {
            SheetBody().interactiveDismissDisabled()
          }
      }
    }
    let log = Log()
    let host = TestHost(Guarded(log: log), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    host.tap(id: "show")
    #expect(host.press(.escape))
    #expect(host.find(id: "done") != nil)
    host.tap(id: "done")
    #expect(host.find(id: "done") == nil)
    #expect(log.events == ["dismissed"])
  }

  @Test func escapeClosesTheSheet() {
    let log = Log()
    let host = sheetHost(log)
    host.tap(id: "show")
    #expect(host.press(.escape))
    #expect(host.find(id: "done") == nil)
    #expect(log.events == ["show tapped", "dismissed"])
  }

  @Test func whileTheSheetIsUpTheViewsUnderItTakeNoClicks() {
    let log = Log()
    let host = sheetHost(log)
    guard let show = host.frame(of: "show") else {
      Issue.record("no Show button")
      return
    }
    host.tap(id: "show")
    // The Show button lies under the sheet's dimmed backdrop, outside its panel.
    host.tap(at: CGPoint(x: show.minX + 2, y: show.midY))
    #expect(log.events == ["show tapped"])
  }

  struct AlertDemo: View {
    let log: Log
    @State var isPresented = false
    var withButtons = true
    var body: some View {
      VStack {
        Button("Delete…") { isPresented = true }.accessibilityIdentifier("ask")
        Button("Behind") { log.events.append("behind") }.accessibilityIdentifier("behind")
      }
      .alert("Delete the file?", isPresented: $isPresented) {
        if withButtons {
          Button("Delete", role: .destructive) { log.events.append("deleted") }
            .keyboardShortcut(.defaultAction)
          Button("Cancel", role: .cancel) { log.events.append("cancelled") }
            .keyboardShortcut(.cancelAction)
        }
      } message: {
        Text("It cannot be undone.")
      }
    }
  }

  @Test func anAlertButtonRunsItsActionAndClosesTheAlert() {
    let log = Log()
    let host = TestHost(AlertDemo(log: log), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    host.tap(id: "ask")
    #expect(host.find(text: "Delete the file?") != nil)
    #expect(host.find(text: "It cannot be undone.") != nil)
    host.tap(text: "Delete")
    #expect(log.events == ["deleted"])
    #expect(host.find(text: "Delete the file?") == nil)
  }

  @Test func returnAndEscapeReachTheAlertsShortcutsAndNothingBehindIt() {
    let log = Log()
    let host = TestHost(AlertDemo(log: log), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    host.tap(id: "ask")
    host.press(.escape)
    #expect(log.events == ["cancelled"])
    #expect(host.find(text: "Delete the file?") == nil)
    host.tap(id: "ask")
    host.press(.returnKey)
    #expect(log.events == ["cancelled", "deleted"])
    #expect(host.find(text: "Delete the file?") == nil)
  }

  @Test func tabMovesFocusOnlyAmongTheAlertsButtons() {
    let log = Log()
    let host = TestHost(AlertDemo(log: log), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    host.tap(id: "ask")
    // Delete, Cancel, Delete: never the buttons behind the alert.
    host.press(.tab)
    host.press(.tab)
    host.press(.tab)
    host.press(.space)
    #expect(log.events == ["deleted"])
  }

  struct NoticeDemo: View {
    @State var isPresented = false
    var body: some View {
      Button("Save") { isPresented = true }
        .accessibilityIdentifier("save")
        .alert("Saved", isPresented: $isPresented) {}
    }
  }

  @Test func anAlertWithoutButtonsGetsAnOKButton() {
    let host = TestHost(NoticeDemo(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    host.tap(id: "save")
    #expect(host.find(text: "OK") != nil)
    host.tap(text: "OK")
    #expect(host.find(text: "Saved") == nil)
  }

  @Test func anAlertsLongTitleAndMessageWrapInTheNarrowPanel() {
    let host = TestHost(
      Color.clear.alert("Save changes before closing?", isPresented: .constant(true)) {
        Button("OK") {}
      } message: {
        Text("Your changes are lost if you do not save them.")
      },
      size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    let title = host.find(text: "Save changes before closing?")?.frame
    let message = host.find(text: "Your changes are lost if you do not save them.")?.frame
    // The panel is at most 320 wide, 280 inside its padding: the title just fits on a line,
    // and the message (13-point callout text) wraps onto two, whole.
    #expect(title == CGRect(x: 60, y: 91, width: 280, height: 20))
    #expect(message == CGRect(x: 70, y: 121, width: 260, height: 38))
  }

  @Test func escapeClosesAnAlertWithoutACancelButton() {
    let log = Log()
    let host = TestHost(
      AlertDemo(log: log, withButtons: false), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    host.tap(id: "ask")
    #expect(host.find(text: "Delete the file?") != nil)
    host.press(.escape)
    #expect(host.find(text: "Delete the file?") == nil)
    #expect(log.events.isEmpty)
  }

  struct Document: Identifiable {
    let id: Int
    let name: String
  }

  struct ItemDemo: View {
    @State var selected: Document?
    var body: some View {
      VStack {
        Button("Open A") { selected = Document(id: 1, name: "A") }.accessibilityIdentifier("a")
        Button("Open B") { selected = Document(id: 2, name: "B") }.accessibilityIdentifier("b")
        Text(selected == nil ? "none" : "some").accessibilityIdentifier("state")
      }
      .sheet(item: $selected) { document in
        DocumentSheet(document: document)
      }
    }
  }

  struct DocumentSheet: View {
    let document: Document
    @Environment(\.dismiss) private var dismiss
    var body: some View {
      Button("Close \(document.name)") { dismiss() }.accessibilityIdentifier("close")
    }
  }

  @Test func aSheetForAnItemShowsItAndDismissingClearsIt() {
    let host = TestHost(ItemDemo(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    host.tap(id: "a")
    #expect(host.find(text: "Close A") != nil)
    host.tap(id: "close")
    #expect(host.find(text: "Close A") == nil)
    #expect(host.find(id: "state")?.text == "none")
  }

  struct DialogDemo: View {
    let log: Log
    @State var isPresented = false
    var body: some View {
      Button("More") { isPresented = true }
        .accessibilityIdentifier("more")
        .confirmationDialog("Not shown", isPresented: $isPresented, titleVisibility: .hidden) {
          Button("Archive") { log.events.append("archived") }
        } message: {
          Text("Choose what to do with the message.")
        }
    }
  }

  @Test func aConfirmationDialogCanHideItsTitle() {
    let log = Log()
    let host = TestHost(DialogDemo(log: log), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    host.tap(id: "more")
    #expect(host.find(text: "Not shown") == nil)
    #expect(host.find(text: "Choose what to do with the message.") != nil)
    host.tap(text: "Archive")
    #expect(log.events == ["archived"])
    #expect(host.find(text: "Archive") == nil)
  }
}
