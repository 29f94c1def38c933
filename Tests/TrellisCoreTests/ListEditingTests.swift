import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `onDelete` and `onMove` on a list's `ForEach`: Delete removes the selected rows, dragging a
/// row moves it, and the collection helpers they are written with. Rows are 32 points high.
@MainActor
struct ListEditingTests {
  struct Fruits: View {
    @State var fruits = ["Apple", "Pear", "Fig", "Kiwi", "Plum"]
    @State var selection = Set<String>()
    var deletes = true

    var body: some View {
      VStack(spacing: 0) {
        List(selection: $selection) {
          ForEach(fruits, id: \.self) { Text($0) }
            .onDelete(perform: deletes ? { fruits.remove(atOffsets: $0) } : nil)
            .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
          Text("Not a fruit").tag("other")
        }
        .frame(height: 240)
        Text(fruits.joined(separator: ","))
      }
    }
  }

  func host(_ view: Fruits = Fruits()) -> TestHost<Fruits> {
    TestHost(view, size: CGSize(width: 300, height: 300), text: .fixedAdvance)
  }

  @Test func deleteRemovesTheSelectedRows() {
    let host = host()
    host.tap(text: "Pear")
    host.tap(text: "Kiwi", modifiers: .control)
    host.tap(text: "Not a fruit", modifiers: .control)
    #expect(host.press(.delete))
    // The row outside the `ForEach` stays.
    #expect(host.find(text: "Apple,Fig,Plum") != nil)
    #expect(host.find(text: "Not a fruit") != nil)
    host.tap(text: "Fig")
    #expect(host.press(.backspace))
    #expect(host.find(text: "Apple,Plum") != nil)
  }

  @Test func withoutAnActionDeleteDoesNothing() {
    let host = host(Fruits(deletes: false))
    host.tap(text: "Pear")
    #expect(!host.press(.delete))
    #expect(host.find(text: "Apple,Pear,Fig,Kiwi,Plum") != nil)
  }

  @Test func draggingARowMovesItAndShowsWhereItGoes() throws {
    let host = host()
    let apple = try #require(host.find(text: "Apple")?.frame)
    let fig = try #require(host.find(text: "Fig")?.frame)
    // Apple dropped in the lower half of Fig's row goes before Kiwi.
    host.drag(from: CGPoint(x: apple.midX, y: apple.midY), to: CGPoint(x: apple.midX, y: fig.midY + 5))
    #expect(host.find(text: "Pear,Fig,Apple,Kiwi,Plum") != nil)
    // A drag is not a click: nothing was selected.
    #expect(!host.press(.delete))
    let plum = try #require(host.find(text: "Plum")?.frame)
    let pear = try #require(host.find(text: "Pear")?.frame)
    host.drag(from: CGPoint(x: plum.midX, y: plum.midY), to: CGPoint(x: plum.midX, y: pear.minY))
    #expect(host.find(text: "Plum,Pear,Fig,Apple,Kiwi") != nil)
  }

  @Test func theDropLineShowsBetweenTheRowsWhileDragging() throws {
    let host = host()
    let apple = try #require(host.find(text: "Apple")?.frame)
    let fig = try #require(host.find(text: "Fig")?.frame)
    host.pressPointer(at: CGPoint(x: apple.midX, y: apple.midY))
    host.hover(at: CGPoint(x: apple.midX, y: fig.midY - 5))
    let line = host.displayList().items.compactMap { item -> CGRect? in
      guard case .fill(let path, _, _) = item, path.boundingRect.height == 2 else { return nil }
      return path.boundingRect
    }
    // Between Pear's row and Fig's: Fig's text is 6 points below its row's top.
    #expect(line == [CGRect(x: 13, y: fig.minY - 6 - 1, width: 277, height: 2)])
    host.releasePointer(at: CGPoint(x: apple.midX, y: fig.midY - 5))
    #expect(host.find(text: "Pear,Apple,Fig,Kiwi,Plum") != nil)
  }

  @Test func rightToLeftTheDropLinesRingIsOnTheRight() throws {
    let host = TestHost(
      Fruits(), size: CGSize(width: 300, height: 300), text: .fixedAdvance, layoutDirection: .rightToLeft)
    let apple = try #require(host.find(text: "Apple")?.frame)
    let fig = try #require(host.find(text: "Fig")?.frame)
    host.pressPointer(at: CGPoint(x: apple.midX, y: apple.midY))
    host.hover(at: CGPoint(x: apple.midX, y: fig.midY - 5))
    let items = host.displayList().items
    let line = items.compactMap { item -> CGRect? in
      guard case .fill(let path, _, _) = item, path.boundingRect.height == 2 else { return nil }
      return path.boundingRect
    }
    let ring = items.compactMap { item -> CGRect? in
      guard case .stroke(let path, _, _) = item, path.boundingRect.size == CGSize(width: 6, height: 6) else {
        return nil
      }
      return path.boundingRect
    }
    // Mirrored: the ring 10 points from the right edge, the line from it to 10 points from the left.
    #expect(line == [CGRect(x: 10, y: fig.minY - 6 - 1, width: 277, height: 2)])
    #expect(ring == [CGRect(x: 287, y: fig.minY - 6 - 3, width: 6, height: 6)])
  }

  @Test func draggingSelectedRowsMovesThemAll() throws {
    let host = host()
    host.tap(text: "Apple")
    host.tap(text: "Fig", modifiers: .control)
    let fig = try #require(host.find(text: "Fig")?.frame)
    let plum = try #require(host.find(text: "Plum")?.frame)
    host.drag(from: CGPoint(x: fig.midX, y: fig.midY), to: CGPoint(x: fig.midX, y: plum.maxY + 2))
    #expect(host.find(text: "Pear,Kiwi,Plum,Apple,Fig") != nil)
  }

  @Test func droppingARowWhereItIsChangesNothing() throws {
    let host = host()
    let pear = try #require(host.find(text: "Pear")?.frame)
    host.drag(from: CGPoint(x: pear.midX, y: pear.midY), to: CGPoint(x: pear.midX, y: pear.midY + 8))
    #expect(host.find(text: "Apple,Pear,Fig,Kiwi,Plum") != nil)
  }

  @Test func collectionHelpersRemoveAndMoveByOffsets() {
    var letters = Array("abcdef")
    letters.remove(atOffsets: [1, 3, 9])
    #expect(String(letters) == "acef")
    letters.move(fromOffsets: [0, 2], toOffset: 4)
    #expect(String(letters) == "cfae")
    letters.move(fromOffsets: [3], toOffset: 0)
    #expect(String(letters) == "ecfa")
    letters.move(fromOffsets: [1], toOffset: 2)
    #expect(String(letters) == "ecfa")
  }
}
