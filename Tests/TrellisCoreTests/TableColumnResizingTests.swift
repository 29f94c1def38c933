import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// Dragging the line after a column's title resizes the column: the columns before it keep
/// their widths, those after it share what is left, and limits hold. Exact frames, with the
/// fixed-advance measurer (a character is 10 × 20 points; a title sits 6 points inside its
/// column, the columns 4 points inside the table).
@MainActor
struct TableColumnResizingTests {
  typealias Person = TableTests.Person

  /// Three flexible columns, 100 points each in a 308-point table; the lines between them lie
  /// at 104 and 204.
  struct Flexible: View {
    var body: some View {
      Table(TableTests.people) {
        TableColumn("Name", value: \.name)
        TableColumn("City", value: \.city)
        TableColumn("Age") { Text("\($0.age)") }
      }
    }
  }

  private func host<V: View>(_ view: V, width: CGFloat = 308) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: 200), text: .fixedAdvance)
  }

  /// Drags the header line at `x` by `distance`, at `y` (by default 14, the middle of a header
  /// at the window's top).
  private func dragLine<V: View>(_ host: TestHost<V>, at x: CGFloat, by distance: CGFloat, y: CGFloat = 14) {
    host.drag(from: CGPoint(x: x, y: y), to: CGPoint(x: x + distance, y: y))
  }

  @Test func draggingALineResizesTheColumnBeforeItAndTheLaterOnesShareTheRest() {
    let host = host(Flexible())
    #expect(host.find(text: "City")?.frame.minX == 110)
    #expect(host.find(text: "Age")?.frame.minX == 210)

    // Name grows to 130; City and Age share the other 170.
    dragLine(host, at: 104, by: 30)
    #expect(host.find(text: "Name")?.frame.minX == 10)
    #expect(host.find(text: "City")?.frame.minX == 140)
    #expect(host.find(text: "Age")?.frame.minX == 225)
    // The rows' cells follow their columns.
    #expect(host.find(text: "Oslo")?.frame.minX == 140)
    #expect(host.find(text: "31")?.frame.minX == 225)

    // The next line, now at 219: City grows to 115, Name keeps its 130, Age takes the rest.
    dragLine(host, at: 219, by: 30)
    #expect(host.find(text: "City")?.frame.minX == 140)
    #expect(host.find(text: "Age")?.frame.minX == 255)
    #expect(host.find(text: "25")?.frame.minX == 255)

    // A wider window goes to the columns after the last one resized.
    host.resize(to: CGSize(width: 408, height: 200))
    #expect(host.find(text: "Age")?.frame.minX == 255)
    #expect(host.find(text: "Oslo")?.frame.minX == 140)
  }

  @Test func aColumnStopsWhereTheColumnsAfterItWouldBecomeTooNarrow() {
    let host = host(Flexible())
    // City and Age keep 20 points each: Name reaches 300 - 40 = 260 and no further.
    dragLine(host, at: 104, by: 400)
    #expect(host.find(text: "City")?.frame.minX == 270)
    #expect(host.find(text: "Age")?.frame.minX == 290)
    // And it shrinks no narrower than 20.
    dragLine(host, at: 264, by: -400)
    #expect(host.find(text: "City")?.frame.minX == 30)
  }

  @Test func aColumnsDeclaredLimitsBoundTheDrag() {
    struct Bounded: View {
      var body: some View {
        Table(TableTests.people) {
          TableColumn("Name", value: \.name).width(min: 60, max: 120)
          TableColumn("City", value: \.city)
        }
      }
    }
    let host = host(Bounded())
    // 300 points: Name takes its maximum 120, City the other 180; the line lies at 124.
    #expect(host.find(text: "City")?.frame.minX == 130)
    dragLine(host, at: 124, by: 50)
    #expect(host.find(text: "City")?.frame.minX == 130)
    dragLine(host, at: 124, by: -100)
    #expect(host.find(text: "City")?.frame.minX == 70)
  }

  @Test func aFixedWidthColumnCannotBeResized() {
    struct Fixed: View {
      var body: some View {
        Table(TableTests.people) {
          TableColumn("Name", value: \.name).width(100)
          TableColumn("City", value: \.city)
        }
      }
    }
    let host = host(Fixed())
    #expect(host.graph.pointerStyle(at: CGPoint(x: 104, y: 14)) == .default)
    dragLine(host, at: 104, by: 40)
    #expect(host.find(text: "City")?.frame.minX == 110)
  }

  @Test func theLineShowsTheResizePointer() {
    let host = host(Flexible())
    #expect(host.graph.pointerStyle(at: CGPoint(x: 105, y: 14)) == .columnResize)
    #expect(host.graph.pointerStyle(at: CGPoint(x: 150, y: 14)) == .default)
    // The last column's trailing edge has no column after it to give or take room.
    #expect(host.graph.pointerStyle(at: CGPoint(x: 304, y: 14)) == .default)
  }

  struct Sorting: View {
    @State var order = [KeyPathComparator(\Person.name)]
    var body: some View {
      VStack(spacing: 0) {
        Table(TableTests.people, sortOrder: $order) {
          TableColumn("Name", value: \.name)
          TableColumn("City", value: \.city)
        }
        .frame(height: 150)
        Text(order.first?.order == .forward ? "up" : "down").accessibilityIdentifier("order")
      }
    }
  }

  @Test func draggingALineDoesNotSortButAClickOnATitleStillDoes() {
    let host = host(Sorting())
    // The table and the text below it, 170 points, are centered in 200: the header starts at 15.
    dragLine(host, at: 154, by: -40, y: 29)
    #expect(host.find(text: "City")?.frame.minX == 120)
    #expect(host.find(id: "order")?.text == "up")
    host.tap(text: "Name")
    #expect(host.find(id: "order")?.text == "down")
  }

  @Test func inARightToLeftTableTheLinesMirror() {
    let host = host(Flexible().environment(\.layoutDirection, .rightToLeft))
    // Name is the rightmost column, 204…304; its line to City lies at 204.
    #expect(host.find(text: "Name")?.frame.maxX == 298)
    dragLine(host, at: 204, by: -30)
    #expect(host.find(text: "Name")?.frame.maxX == 298)
    #expect(host.find(text: "City")?.frame.maxX == 168)
  }
}
