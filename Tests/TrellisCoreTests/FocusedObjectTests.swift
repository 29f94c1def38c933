import Testing
import TrellisCore
import TrellisTesting

/// A document written before `@Observable`, published with `.focusedObject`.
@MainActor
private final class LegacyDocument: ObservableObject {
  @Published var title: String
  init(title: String) { self.title = title }
}

@MainActor
struct FocusedObjectTests {
  struct TitleBar: View {
    @FocusedObject private var document: LegacyDocument?
    var body: some View {
      VStack {
        Text("document: \(document?.title ?? "none")")
        // A button, which takes no focus from the field that publishes the object.
        Button("Rename") { $document?.title.wrappedValue = "Renamed" }.accessibilityIdentifier("rename")
      }
    }
  }

  struct Window: View {
    @StateObject private var first = LegacyDocument(title: "Letter")
    @StateObject private var second = LegacyDocument(title: "Invoice")
    @State private var text = ""
    var body: some View {
      VStack {
        TextField("First", text: $text).accessibilityIdentifier("first").focusedObject(first)
        TextField("Second", text: $text).accessibilityIdentifier("second").focusedObject(second)
        Button("Touch") { second.title += "!" }.accessibilityIdentifier("touch")
        TitleBar()
      }
    }
  }

  @Test func theFocusedObjectIsReadFollowedAndBound() {
    let host = TestHost(Window(), size: CGSize(width: 300, height: 400), text: .fixedAdvance)
    #expect(host.find(text: "document: none") != nil)
    host.tap(id: "rename")
    #expect(host.find(text: "document: none") != nil)
    host.tap(id: "first")
    #expect(host.find(text: "document: Letter") != nil)
    host.tap(id: "second")
    #expect(host.find(text: "document: Invoice") != nil)
    // The reader follows the object's own changes.
    host.tap(id: "touch")
    #expect(host.find(text: "document: Invoice!") != nil)
    // And writes through a binding to its property.
    host.tap(id: "rename")
    #expect(host.find(text: "document: Renamed") != nil)
    host.tap(id: "first")
    #expect(host.find(text: "document: Letter") != nil)
  }
}
