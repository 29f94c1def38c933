import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct ControlsFocusTests {
  enum Field: Hashable { case name, email }

  struct SignUp: View {
    @State var name = ""
    @State var email = ""
    @State var agree = false
    @FocusState private var field: Field?
    var body: some View {
      VStack {
        TextField("Name", text: $name).focused($field, equals: .name).accessibilityIdentifier("name")
          .onSubmit { field = .email }
        TextField("Email", text: $email).focused($field, equals: .email).accessibilityIdentifier("email")
        Toggle("Agree", isOn: $agree)
        Button("Clear focus") { field = nil }.accessibilityIdentifier("clear")
        Text(field.map { "focus: \($0)" } ?? "focus: none")
      }
    }
  }

  @Test func tabVisitsEveryControlInOrder() {
    let host = TestHost(SignUp(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    var visited: [String] = []
    for _ in 0..<5 {
      host.press(.tab)
      visited.append(host.graph.focusedViewType ?? "none")
    }
    #expect(visited == ["TextField", "TextField", "Toggle", "Button", "TextField"])
    host.press(.tab, modifiers: .shift)
    #expect(host.graph.focusedViewType == "Button")
  }

  @Test func focusStateFollowsFocusAndMovesIt() {
    let host = TestHost(SignUp(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    #expect(host.find(text: "focus: none") != nil)
    host.tap(id: "name")
    #expect(host.find(text: "focus: name") != nil)
    host.type("Ada")
    host.press(.returnKey)
    #expect(host.find(text: "focus: email") != nil)
    host.type("ada@example.org")
    #expect(host.tree.find(id: "email")?.text == "ada@example.org")
    #expect(host.tree.find(id: "name")?.text == "Ada")
    host.press(.tab)
    #expect(host.find(text: "focus: none") != nil)
  }

  @Test func settingFocusStateToNilClearsFocus() {
    let host = TestHost(SignUp(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    host.tap(id: "email")
    #expect(host.find(text: "focus: email") != nil)
    host.tap(id: "clear")
    #expect(host.find(text: "focus: none") != nil)
  }

  @Test func booleanFocusState() {
    struct Search: View {
      @State var query = ""
      @FocusState private var isFocused: Bool
      var body: some View {
        VStack {
          TextField("Search", text: $query).focused($isFocused)
          Button("Find") { isFocused = true }.accessibilityIdentifier("find")
          Text(isFocused ? "focused" : "idle")
        }
      }
    }
    let host = TestHost(Search(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "idle") != nil)
    host.tap(id: "find")
    #expect(host.find(text: "focused") != nil)
    #expect(host.graph.focusedViewType == "TextField")
    host.type("cats")
    #expect(host.tree.all(ofType: "TextField").first?.text == "cats")
  }
}
