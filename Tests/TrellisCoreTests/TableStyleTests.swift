import Testing
import TrellisCore
import TrellisTesting

/// `.tableStyle`, `.alternatingRowBackgrounds` and `.tableColumnHeaders`: the rows move up when
/// the header is hidden, stripes come and go, and a bordered table draws its frame and column
/// lines. The fixed-advance measurer gives each character 10 points and each line 20.
@MainActor
struct TableStyleTests {
  private func host<V: View>(_ view: V) -> TestHost<some View> {
    TestHost(
      view.frame(width: 400, height: 300),
      size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  private func table() -> some View {
    Table(TableTests.people) {
      TableColumn("Name", value: \.name).width(100)
      TableColumn("City", value: \.city)
    }
  }

  /// The fills of the display list that are one point wide or high: separators and borders.
  private func lines<V: View>(_ host: TestHost<V>) -> [CGRect] {
    host.displayList().items.compactMap { item in
      guard case .fill(let path, _, _) = item else { return nil }
      let box = path.boundingRect
      return box.width == 1 || box.height == 1 ? box : nil
    }
  }

  /// The row stripes: fills as wide as the table's inset rows (28 points high for a row of text,
  /// 24 for the empty rows below).
  private func stripes<V: View>(_ host: TestHost<V>) -> Int {
    host.displayList().items.count { item in
      guard case .fill(let path, _, _) = item else { return false }
      let box = path.boundingRect
      return box.width == 392
    }
  }

  @Test func hiddenHeadersMoveTheRowsUp() {
    let shown = host(table())
    let hidden = host(table().tableColumnHeaders(.hidden))
    #expect(shown.find(text: "Ann")?.frame == CGRect(x: 10, y: 32, width: 30, height: 20))
    #expect(hidden.find(text: "Ann")?.frame == CGRect(x: 10, y: 4, width: 30, height: 20))
    #expect(hidden.find(text: "Name") == nil)
    #expect(hidden.tree.all(ofType: "TableHeader").isEmpty)
  }

  @Test func stripesFollowTheModifierOverTheStyle() {
    // Four rows, then empty rows to the bottom: the second and fourth rows, and three of the
    // seven empty ones below, are striped.
    #expect(stripes(host(table())) == 5)
    #expect(stripes(host(table().alternatingRowBackgrounds(.disabled))) == 0)
    #expect(stripes(host(table().tableStyle(.inset(alternatesRowBackgrounds: false)))) == 0)
    #expect(
      stripes(host(table().tableStyle(.inset(alternatesRowBackgrounds: false)).alternatingRowBackgrounds()))
        == 5)
  }

  @Test func aBorderedTableHasAFrameAndColumnLines() {
    let inset = lines(host(table()))
    let bordered = lines(host(table().tableStyle(.bordered)))
    // The column line from the top of the rows (below the 28-point header) to the bottom.
    let columnLine = CGRect(x: 104, y: 28, width: 1, height: 272)
    #expect(!inset.contains(columnLine))
    #expect(bordered.contains(columnLine))
    let frames = host(table().tableStyle(.bordered)).tree.all(ofType: "TableBorder").map(\.frame)
    #expect(frames == [CGRect(x: 0, y: 0, width: 400, height: 300)])
  }
}
