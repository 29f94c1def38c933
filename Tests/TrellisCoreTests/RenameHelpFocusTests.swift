import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `RenameButton` with `.renameAction`, `HelpLink`, and `.defaultFocus`.
@MainActor
struct RenameHelpFocusTests {
  struct Renaming: View {
    enum Mode { case closure, focus, none }
    let mode: Mode
    @State private var name = "Notes"
    @State private var log = ""
    @FocusState private var isEditing: Bool

    var body: some View {
      let content = VStack(alignment: .leading) {
        TextField("Name", text: $name).focused($isEditing).accessibilityIdentifier("name")
        RenameButton()
        Text("log \(log) editing \(isEditing)")
      }
      switch mode {
      case .closure: content.renameAction { log = "renamed" }
      case .focus: content.renameAction($isEditing)
      case .none: content
      }
    }
  }

  private func host(_ mode: Renaming.Mode) -> TestHost<Renaming> {
    TestHost(Renaming(mode: mode), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
  }

  @Test func renameRunsTheActionOrFocusesTheField() {
    let closure = host(.closure)
    #expect(closure.tap(text: "Rename"))
    #expect(closure.find(text: "log renamed editing false") != nil)
    let focus = host(.focus)
    #expect(focus.tap(text: "Rename"))
    #expect(focus.find(text: "log  editing true") != nil)
    #expect(focus.graph.focusedViewType == "TextField")
  }

  @Test func withoutARenameActionTheButtonIsDisabled() {
    let host = host(.none)
    host.tap(text: "Rename")
    #expect(host.find(text: "log  editing false") != nil)
    #expect(host.graph.focusedViewType == nil)
  }

  @Test func helpLinksRunTheirActionOrOpenTheirURL() {
    struct Help: View {
      @State private var log = ""
      var body: some View {
        VStack {
          HelpLink { log += "action " }.accessibilityIdentifier("action")
          HelpLink(destination: URL(string: "https://example.com/help")!).accessibilityIdentifier("link")
          Text("log \(log)")
        }
        .environment(
          \.openURL,
          OpenURLAction(handler: { url in
            log += url.absoluteString
            return .handled
          }))
      }
    }
    let host = TestHost(Help(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.tap(id: "action"))
    #expect(host.tap(id: "link"))
    #expect(host.find(text: "log action https://example.com/help") != nil)
    // A circle: as wide as high.
    let help = host.frame(of: "action")
    #expect(help != nil && help?.width == help?.height)
  }

  enum Field: Hashable { case name, email }

  struct SignUp: View {
    @FocusState private var field: Field?
    let preset: Field?

    var body: some View {
      VStack {
        TextField("Name", text: .constant("")).focused($field, equals: .name)
        TextField("Email", text: .constant("")).focused($field, equals: .email)
        Text("focused \(field.map { "\($0)" } ?? "none")")
      }
      .onAppear { if let preset { field = preset } }
      .defaultFocus($field, .email)
    }
  }

  @Test func defaultFocusGoesToItsValueWhenNothingIsFocused() {
    let host = TestHost(SignUp(preset: nil), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "focused email") != nil)
    #expect(host.graph.focusedViewType == "TextField")
  }

  @Test func defaultFocusLeavesAFocusAlreadyGiven() {
    let host = TestHost(SignUp(preset: .name), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "focused name") != nil)
  }
}
