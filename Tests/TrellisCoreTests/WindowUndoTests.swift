import Testing
import TrellisCore
import TrellisTesting

/// The window's undo manager, in the environment: what views register and what text fields
/// type are one history, which Control-Z and Shift-Control-Z (or Control-Y) walk when no field
/// takes them, and which views reading it follow.
@MainActor
struct WindowUndoTests {
  @MainActor @Observable final class Pets {
    var names: [String] = []

    func add(_ name: String, undoManager: UndoManager?) {
      names.append(name)
      undoManager?.registerUndo(withTarget: self) { pets in pets.removeLast(undoManager: undoManager) }
      undoManager?.setActionName("Add Pet")
    }

    func removeLast(undoManager: UndoManager?) {
      guard let name = names.popLast() else { return }
      undoManager?.registerUndo(withTarget: self) { pets in pets.add(name, undoManager: undoManager) }
    }
  }

  struct PetList: View {
    let pets: Pets
    @State private var draft = ""
    @Environment(\.undoManager) private var undoManager

    var body: some View {
      VStack(spacing: 0) {
        TextField("Name", text: $draft).accessibilityIdentifier("field")
        Button("Add") { pets.add("Pet \(pets.names.count + 1)", undoManager: undoManager) }
        Text("pets [\(pets.names.joined(separator: ", "))]")
        Text("draft [\(draft)]")
        Text(undoManager?.undoMenuItemTitle ?? "no manager")
        Text(undoManager?.canRedo == true ? "can redo" : "cannot redo")
      }
    }
  }

  func host() -> (TestHost<PetList>, Pets) {
    let pets = Pets()
    return (TestHost(PetList(pets: pets), size: CGSize(width: 300, height: 200), text: .fixedAdvance), pets)
  }

  func undo(_ host: TestHost<PetList>) { host.press(.character("z"), modifiers: .control) }

  @Test func controlZUndoesWhatAViewRegisteredAndControlYRedoesIt() {
    let (host, pets) = host()
    host.tap(text: "Add")
    host.tap(text: "Add")
    #expect(pets.names == ["Pet 1", "Pet 2"])
    #expect(host.find(text: "Undo Add Pet") != nil)
    undo(host)
    #expect(host.find(text: "pets [Pet 1]") != nil)
    #expect(host.find(text: "can redo") != nil)
    undo(host)
    #expect(pets.names.isEmpty)
    #expect(host.find(text: "Undo") != nil)
    host.press(.character("y"), modifiers: .control)
    #expect(host.find(text: "pets [Pet 1]") != nil)
    host.press(.character("Z"), modifiers: [.control, .shift])
    #expect(host.find(text: "pets [Pet 1, Pet 2]") != nil)
    #expect(host.find(text: "cannot redo") != nil)
  }

  @Test func typingAndTheViewsChangesAreOneHistoryInOrder() {
    let (host, pets) = host()
    host.tap(id: "field")
    host.type("Rex")
    #expect(host.find(text: "Undo Typing") != nil)
    host.tap(text: "Add")
    host.tap(id: "field")
    host.type("!")
    // The field undoes the window's last step: its own typing, then the pet, then "Rex".
    undo(host)
    #expect(host.find(text: "draft [Rex]") != nil)
    #expect(pets.names == ["Pet 1"])
    undo(host)
    #expect(pets.names.isEmpty)
    #expect(host.find(text: "draft [Rex]") != nil)
    undo(host)
    #expect(host.find(text: "draft []") != nil)
    host.press(.character("y"), modifiers: .control)
    host.press(.character("y"), modifiers: .control)
    #expect(host.find(text: "draft [Rex]") != nil)
    #expect(pets.names == ["Pet 1"])
  }

  @Test func withNothingToUndoTheKeyGoesOnToTheAppsShortcut() {
    struct Shortcut: View {
      @State private var presses = 0
      var body: some View {
        VStack {
          TextField("Name", text: .constant("")).accessibilityIdentifier("field")
          Button("Presses \(presses)") { presses += 1 }.keyboardShortcut("z")
        }
      }
    }
    let host = TestHost(Shortcut(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.tap(id: "field")
    host.press(.character("z"), modifiers: .control)
    #expect(host.find(text: "Presses 1") != nil)
  }
}

extension WindowUndoTests {
  @Test func aSecureFieldsTypingStaysOutOfTheHistory() {
    struct Login: View {
      @State private var password = ""
      @Environment(\.undoManager) private var undoManager
      var body: some View {
        VStack {
          SecureField("Password", text: $password).accessibilityIdentifier("password")
          Text(undoManager?.canUndo == true ? "can undo" : "cannot undo")
        }
      }
    }
    let host = TestHost(Login(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.tap(id: "password")
    host.type("secret")
    #expect(host.find(text: "cannot undo") != nil)
  }
}
