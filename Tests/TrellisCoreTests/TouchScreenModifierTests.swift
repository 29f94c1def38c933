import Testing
import TrellisCore
import TrellisTesting

/// The iOS modifiers for what a desktop lacks (an on-screen keyboard, a status bar) compile and
/// leave the view exactly as it was.
@MainActor
struct TouchScreenModifierTests {
  struct Form: View {
    let touchModifiers: Bool
    @State private var text = "mail"

    var body: some View {
      let field = TextField("Email", text: $text).accessibilityIdentifier("field")
      VStack(spacing: 8) {
        if touchModifiers {
          field
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .keyboardType(.emailAddress)
            .textContentType(.emailAddress)
            .hoverEffect(.lift)
        } else {
          field
        }
        Text("Below").accessibilityIdentifier("below")
      }
      .statusBarHidden(touchModifiers)
      .persistentSystemOverlays(.hidden)
    }
  }

  @Test func theyChangeNeitherLayoutNorTyping() {
    let plain = TestHost(
      Form(touchModifiers: false), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let touch = TestHost(
      Form(touchModifiers: true), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(touch.frame(of: "field") == plain.frame(of: "field"))
    #expect(touch.frame(of: "below") == plain.frame(of: "below"))
    for host in [plain, touch] {
      host.tap(id: "field")
      host.type(" Me")
    }
    #expect(touch.find(text: "mail Me") != nil && plain.find(text: "mail Me") != nil)
    #expect(UIKeyboardType.allCases.count == 12)
    #expect(UITextContentType.emailAddress.rawValue == "emailAddress")
  }
}
