import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct DragAndDropTests {
  @MainActor final class Log {
    var drops: [(items: [String], location: CGPoint)] = []
    var todoDrops: [[DragTodo]] = []
    var taps = 0
  }

  /// A card to drag above a bin to drop on, and a line saying whether a drag is over the bin.
  struct Board: View {
    let log: Log
    @State private var isTargeted = false

    var body: some View {
      VStack(spacing: 0) {
        Text("Card").frame(width: 100, height: 40).draggable("card text").accessibilityIdentifier("card")
        Color.clear.frame(width: 200, height: 100)
          .dropDestination(for: String.self) { items, location in
            log.drops.append((items, location))
            return true
          } isTargeted: {
            isTargeted = $0
          }
        Text(isTargeted ? "over" : "away")
      }
    }
  }

  func settle(_ condition: () -> Bool) async {
    for _ in 0..<1000 where !condition() { await Task.yield() }
  }

  @Test func aDragCarriesThePayloadToTheDestinationUnderThePointer() {
    let log = Log()
    let host = TestHost(Board(log: log), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    // The card is at (50, 20, 100, 40), the bin at (0, 60, 200, 100).
    host.pressPointer(at: CGPoint(x: 100, y: 40))
    host.hover(at: CGPoint(x: 100, y: 42))
    #expect(host.find(id: "card")?.frame == CGRect(x: 50, y: 20, width: 100, height: 40))
    #expect(host.tree.allNodes.contains { $0.type == "DragPreview" } == false, "two points is not a drag yet")

    host.hover(at: CGPoint(x: 100, y: 50))
    #expect(
      host.tree.allNodes.first { $0.type == "DragPreview" }?.frame
        == CGRect(x: 50, y: 30, width: 100, height: 40))
    #expect(host.find(text: "away") != nil, "the pointer is still over the card")

    host.hover(at: CGPoint(x: 120, y: 110))
    #expect(
      host.tree.allNodes.first { $0.type == "DragPreview" }?.frame
        == CGRect(x: 70, y: 90, width: 100, height: 40))
    #expect(host.find(text: "over") != nil)
    #expect(log.drops.isEmpty)

    host.releasePointer(at: CGPoint(x: 120, y: 110))
    #expect(log.drops.count == 1)
    #expect(log.drops.first?.items == ["card text"])
    #expect(log.drops.first?.location == CGPoint(x: 120, y: 50))
    #expect(host.find(text: "away") != nil)
    #expect(host.tree.allNodes.contains { $0.type == "DragPreview" } == false)
  }

  @Test func leavingTheDestinationUntargetsItAndADropElsewhereDoesNothing() {
    let log = Log()
    let host = TestHost(Board(log: log), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    host.pressPointer(at: CGPoint(x: 100, y: 40))
    host.hover(at: CGPoint(x: 100, y: 100))
    #expect(host.find(text: "over") != nil)
    host.hover(at: CGPoint(x: 100, y: 190))
    #expect(host.find(text: "away") != nil)
    host.releasePointer(at: CGPoint(x: 100, y: 190))
    #expect(log.drops.isEmpty)
    #expect(host.tree.allNodes.contains { $0.type == "DragPreview" } == false)
  }

  @Test func escapeCancelsTheDrag() {
    let log = Log()
    let host = TestHost(Board(log: log), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    host.pressPointer(at: CGPoint(x: 100, y: 40))
    host.hover(at: CGPoint(x: 100, y: 100))
    #expect(host.find(text: "over") != nil)
    #expect(host.press(.escape))
    #expect(host.find(text: "away") != nil)
    #expect(host.tree.allNodes.contains { $0.type == "DragPreview" } == false)
    host.hover(at: CGPoint(x: 100, y: 110))
    host.releasePointer(at: CGPoint(x: 100, y: 110))
    #expect(log.drops.isEmpty)
  }

  /// A draggable button and a custom preview.
  struct ButtonBoard: View {
    let log: Log
    var body: some View {
      VStack(spacing: 0) {
        Button("Tap") { log.taps += 1 }
          .frame(width: 100, height: 40)
          .draggable("button") { Color.blue.frame(width: 30, height: 20) }
          .accessibilityIdentifier("button")
        Color.clear.frame(width: 200, height: 100)
          .dropDestination(for: String.self) { items, location in
            log.drops.append((items, location))
            return true
          }
      }
    }
  }

  @Test func aClickStillPressesADraggableButtonAndADragDoesNot() {
    let log = Log()
    let host = TestHost(ButtonBoard(log: log), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    // The button is at (50, 30, 100, 40), the destination at (0, 70, 200, 100).
    host.tap(at: CGPoint(x: 100, y: 50))
    #expect(log.taps == 1)
    host.pressPointer(at: CGPoint(x: 100, y: 50))
    host.hover(at: CGPoint(x: 90, y: 120))
    #expect(
      host.tree.allNodes.first { $0.type == "DragPreview" }?.frame
        == CGRect(x: 75, y: 110, width: 30, height: 20))
    host.releasePointer(at: CGPoint(x: 90, y: 120))
    #expect(log.taps == 1)
    #expect(log.drops.map(\.items) == [["button"]])
    #expect(log.drops.first?.location == CGPoint(x: 90, y: 50))
  }

  /// Todos dragged onto a text list and onto a todo list.
  struct Lists: View {
    let log: Log
    var body: some View {
      VStack(spacing: 0) {
        Text("Todo").frame(width: 200, height: 40).draggable(DragTodo(text: "Buy milk"))
        Text("Words").frame(width: 200, height: 40).draggable("plain words")
        Color.clear.frame(width: 200, height: 60)
          .dropDestination(for: String.self) { items, location in
            log.drops.append((items, location))
            return true
          }
        Color.clear.frame(width: 200, height: 60)
          .dropDestination(for: DragTodo.self) { items, _ in
            log.todoDrops.append(items)
            return true
          }
      }
    }
  }

  @Test func aValueOfAnotherTypeArrivesConvertedThroughASharedRepresentation() async {
    let log = Log()
    let host = TestHost(Lists(log: log), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    // Todo (0, 0, 200, 40), Words (0, 40, 200, 40), texts (0, 80, 200, 60), todos (0, 140, 200, 60).
    host.drag(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 100))
    await settle { !log.drops.isEmpty }
    #expect(log.drops.map(\.items) == [["Buy milk"]])
    #expect(log.drops.first?.location == CGPoint(x: 100, y: 20))

    host.drag(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 170))
    #expect(log.todoDrops == [[DragTodo(text: "Buy milk")]], "its own type arrives at once, as it was")
  }

  @Test func aDestinationIgnoresValuesItCannotImport() async {
    let log = Log()
    let host = TestHost(Lists(log: log), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    host.drag(from: CGPoint(x: 100, y: 60), to: CGPoint(x: 100, y: 170))
    await settle { !log.todoDrops.isEmpty }
    #expect(log.todoDrops.isEmpty)
  }

  @Test func aDisabledDestinationTakesNothing() {
    let log = Log()
    struct Disabled: View {
      let log: Log
      var body: some View {
        VStack(spacing: 0) {
          Text("Card").frame(width: 100, height: 40).draggable("card")
          Color.clear.frame(width: 200, height: 100)
            .dropDestination(for: String.self) { items, location in
              log.drops.append((items, location))
              return true
            }
            .disabled(true)
        }
      }
    }
    let host = TestHost(Disabled(log: log), size: CGSize(width: 200, height: 140), text: .fixedAdvance)
    host.drag(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 100))
    #expect(log.drops.isEmpty)
  }
}

/// A todo that travels as itself between todo lists and as its text elsewhere.
struct DragTodo: Codable, Equatable, Transferable {
  var text: String

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .dragTodo)
    ProxyRepresentation(exporting: \.text)
  }
}

extension UTType {
  static let dragTodo = UTType(exportedAs: "org.trellis.tests.todo")
}
