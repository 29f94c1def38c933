import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct ListDropTests {
  /// Names dragged from above into a list of names.
  struct Shelf: View {
    @State var names = ["Ann", "Bob", "Cy"]

    var body: some View {
      VStack(spacing: 0) {
        HStack(spacing: 0) {
          Text("Dee").frame(width: 100, height: 30).draggable("Dee")
          Text("Todo").frame(width: 100, height: 30).draggable(DragTodo(text: "Eve"))
        }
        List {
          ForEach(names, id: \.self) { Text($0) }
            .dropDestination(for: String.self) { dropped, offset in
              names.insert(contentsOf: dropped, at: offset)
            }
        }
        .frame(height: 170)
      }
    }
  }

  /// The names the list (below the draggable texts) shows, top to bottom.
  private func names(_ host: TestHost<Shelf>) -> [String] {
    host.tree.allNodes.filter { $0.frame.minY >= 30 }.compactMap(\.text)
  }

  @Test func anItemDroppedOnTheUpperHalfOfARowGoesBeforeIt() throws {
    let host = TestHost(Shelf(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    let bob = try #require(host.find(text: "Bob")?.frame)
    host.drag(from: CGPoint(x: 50, y: 15), to: CGPoint(x: 100, y: bob.midY - 2))
    #expect(names(host) == ["Ann", "Dee", "Bob", "Cy"])
  }

  @Test func anItemDroppedBelowTheLastRowGoesAtTheEnd() throws {
    let host = TestHost(Shelf(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    let cy = try #require(host.find(text: "Cy")?.frame)
    host.drag(from: CGPoint(x: 50, y: 15), to: CGPoint(x: 100, y: cy.maxY + 20))
    #expect(names(host) == ["Ann", "Bob", "Cy", "Dee"])
  }

  @Test func anotherTypeIsInsertedOnceConverted() async throws {
    let host = TestHost(Shelf(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    let ann = try #require(host.find(text: "Ann")?.frame)
    host.drag(from: CGPoint(x: 150, y: 15), to: CGPoint(x: 100, y: ann.midY + 2))
    for _ in 0..<1000 where names(host).count < 4 {
      await Task.yield()
      host.flush()
    }
    #expect(names(host) == ["Ann", "Eve", "Bob", "Cy"])
  }

  @Test func anEmptyListTakesAnItemAnywhere() {
    let host = TestHost(Shelf(names: []), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    host.drag(from: CGPoint(x: 50, y: 15), to: CGPoint(x: 100, y: 150))
    #expect(names(host) == ["Dee"])
  }

  @Test func escapeLeavesTheListAsItWas() throws {
    let host = TestHost(Shelf(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    let bob = try #require(host.find(text: "Bob")?.frame)
    host.pressPointer(at: CGPoint(x: 50, y: 15))
    host.hover(at: CGPoint(x: 100, y: bob.midY))
    host.press(.escape)
    host.releasePointer(at: CGPoint(x: 100, y: bob.midY))
    #expect(names(host) == ["Ann", "Bob", "Cy"])
  }
}
