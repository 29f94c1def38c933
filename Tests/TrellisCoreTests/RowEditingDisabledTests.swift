import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `.deleteDisabled` and `.moveDisabled` on the rows of a list's `ForEach`: those rows are left
/// out of what `onDelete` and `onMove` are handed.
@MainActor
struct RowEditingDisabledTests {
  struct Fruits: View {
    @State var fruits = ["Apple", "Pear", "Fig", "Kiwi", "Plum"]
    @State var selection = Set<String>()
    /// The fruits whose rows may be neither deleted nor moved.
    var locked: Set<String> = ["Pear"]
    var lockingEachRow = true

    var body: some View {
      VStack(spacing: 0) {
        List(selection: $selection) {
          ForEach(fruits, id: \.self) { fruit in
            Text(fruit)
              .deleteDisabled(lockingEachRow && locked.contains(fruit))
              .moveDisabled(lockingEachRow && locked.contains(fruit))
          }
          .onDelete { fruits.remove(atOffsets: $0) }
          .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
          .deleteDisabled(!lockingEachRow)
        }
        .frame(height: 240)
        Text(fruits.joined(separator: ","))
      }
    }
  }

  func host(_ view: Fruits = Fruits()) -> TestHost<Fruits> {
    TestHost(view, size: CGSize(width: 300, height: 300), text: .fixedAdvance)
  }

  @Test func aDeleteDisabledRowStaysWhenTheRowsAroundItAreDeleted() {
    let host = host()
    host.tap(text: "Apple")
    host.tap(text: "Pear", modifiers: .control)
    host.tap(text: "Fig", modifiers: .control)
    #expect(host.press(.delete))
    #expect(host.find(text: "Pear,Kiwi,Plum") != nil)
  }

  @Test func deletingOnlyDisabledRowsDoesNothing() {
    let host = host()
    host.tap(text: "Pear")
    #expect(!host.press(.delete))
    #expect(host.find(text: "Apple,Pear,Fig,Kiwi,Plum") != nil)
  }

  @Test func onAForEachItDisablesEveryRow() {
    let host = host(Fruits(lockingEachRow: false))
    host.tap(text: "Kiwi")
    #expect(!host.press(.delete))
    #expect(host.find(text: "Apple,Pear,Fig,Kiwi,Plum") != nil)
  }

  @Test func aMoveDisabledRowCannotBeDragged() throws {
    let host = host()
    let pear = try #require(host.find(text: "Pear")?.frame)
    let plum = try #require(host.find(text: "Plum")?.frame)
    host.drag(from: CGPoint(x: pear.midX, y: pear.midY), to: CGPoint(x: pear.midX, y: plum.maxY + 2))
    #expect(host.find(text: "Apple,Pear,Fig,Kiwi,Plum") != nil)
    // No drop line was drawn on the way.
    host.pressPointer(at: CGPoint(x: pear.midX, y: pear.midY))
    host.hover(at: CGPoint(x: pear.midX, y: plum.midY))
    let lines = host.displayList().items.filter { item in
      guard case .fill(let path, _, _) = item else { return false }
      return path.boundingRect.height == 2
    }
    #expect(lines.isEmpty)
    host.releasePointer(at: CGPoint(x: pear.midX, y: plum.midY))
  }

  @Test func aMoveDisabledRowStaysBehindWhenTheSelectionAroundItIsDragged() throws {
    let host = host()
    host.tap(text: "Apple")
    host.tap(text: "Pear", modifiers: .control)
    host.tap(text: "Fig", modifiers: .control)
    let fig = try #require(host.find(text: "Fig")?.frame)
    let plum = try #require(host.find(text: "Plum")?.frame)
    host.drag(from: CGPoint(x: fig.midX, y: fig.midY), to: CGPoint(x: fig.midX, y: plum.maxY + 2))
    #expect(host.find(text: "Pear,Kiwi,Plum,Apple,Fig") != nil)
  }

  @Test func otherRowsCanBeDroppedAroundAMoveDisabledRow() throws {
    let host = host()
    let kiwi = try #require(host.find(text: "Kiwi")?.frame)
    let apple = try #require(host.find(text: "Apple")?.frame)
    // Dropped in the lower half of Apple's row: after Apple, before the locked Pear.
    host.drag(from: CGPoint(x: kiwi.midX, y: kiwi.midY), to: CGPoint(x: kiwi.midX, y: apple.midY + 5))
    #expect(host.find(text: "Apple,Kiwi,Pear,Fig,Plum") != nil)
  }
}
