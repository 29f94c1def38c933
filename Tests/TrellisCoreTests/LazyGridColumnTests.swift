import Testing
import TrellisCore
import TrellisTesting

/// Column widths of `LazyVGrid` per kind of `GridItem`, with exact frames. Expected values
/// follow SwiftUI's algorithm as objc.io reimplemented it ("SwiftUI's Grid Views", 2020) and
/// Apple's documentation of `GridItem.Size`.
@MainActor
struct LazyGridColumnTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  /// `count` colored cells, each `height` tall, identified `c0`, `c1`, ….
  private func cells(_ count: Int, height: CGFloat = 20) -> some View {
    ForEach(0..<count, id: \.self) { index in
      Color.blue.frame(height: height).accessibilityIdentifier("c\(index)")
    }
  }

  /// The frame of `id` relative to the grid's origin.
  private func frame<V: View>(_ id: String, in host: TestHost<V>) -> CGRect? {
    guard let grid = host.frame(of: "grid"), let cell = host.frame(of: id) else { return nil }
    return cell.offsetBy(dx: -grid.minX, dy: -grid.minY)
  }

  @Test func fixedColumnsKeepTheirWidthAndCellsFillRowByRow() {
    let host = host(
      LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(30))]) { cells(5) }
        .accessibilityIdentifier("grid"))
    // 50 + 8 + 30 = 88 wide; three rows of 20, 8 apart: 76 tall; centered in 400 × 300.
    #expect(host.frame(of: "grid") == CGRect(x: 156, y: 112, width: 88, height: 76))
    #expect(host.frame(of: "c0") == CGRect(x: 156, y: 112, width: 50, height: 20))
    #expect(host.frame(of: "c1") == CGRect(x: 214, y: 112, width: 30, height: 20))
    #expect(host.frame(of: "c2") == CGRect(x: 156, y: 140, width: 50, height: 20))
    #expect(host.frame(of: "c3") == CGRect(x: 214, y: 140, width: 30, height: 20))
    #expect(host.frame(of: "c4") == CGRect(x: 156, y: 168, width: 50, height: 20))
  }

  @Test func theGridAppearsInTheLayoutTreeWithOneChildPerCell() {
    let host = host(LazyVGrid(columns: [GridItem(.fixed(50))]) { cells(3) })
    let grid = host.tree.children[0]
    #expect(grid.type == "LazyVGrid")
    #expect(grid.children.count == 3)
  }

  @Test func flexibleColumnsShareTheWidthLeft() {
    let host = host(
      LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { cells(2) }
        .accessibilityIdentifier("grid"))
    // (400 − 8) ÷ 2 = 196 each.
    #expect(host.frame(of: "grid") == CGRect(x: 0, y: 140, width: 400, height: 20))
    #expect(host.frame(of: "c0") == CGRect(x: 0, y: 140, width: 196, height: 20))
    #expect(host.frame(of: "c1") == CGRect(x: 204, y: 140, width: 196, height: 20))
  }

  @Test func fixedColumnsComeFirstAndFlexibleOnesAreClampedInOrder() {
    let host = host(
      LazyVGrid(columns: [
        GridItem(.flexible(minimum: 10, maximum: 80)), GridItem(.fixed(50)), GridItem(.flexible()),
      ]) { cells(3) }
      .accessibilityIdentifier("grid"), width: 300)
    // 300 − 16 − 50 = 234 left; the first flexible is offered 117 and keeps 80, the second the
    // remaining 154.
    #expect(frame("c0", in: host) == CGRect(x: 0, y: 0, width: 80, height: 20))
    #expect(frame("c1", in: host) == CGRect(x: 88, y: 0, width: 50, height: 20))
    #expect(frame("c2", in: host) == CGRect(x: 146, y: 0, width: 154, height: 20))
    #expect(host.frame(of: "grid")?.width == 300)
  }

  @Test func aFlexibleMinimumWinsOverTheWidthOffered() {
    let host = host(
      LazyVGrid(columns: [GridItem(.flexible(minimum: 150)), GridItem(.flexible(minimum: 150))]) { cells(2) }
        .accessibilityIdentifier("grid"), width: 200)
    // 192 ÷ 2 = 96 is raised to 150 for each: the grid is 308 wide, wider than the window.
    #expect(host.frame(of: "grid") == CGRect(x: -54, y: 140, width: 308, height: 20))
    #expect(frame("c1", in: host) == CGRect(x: 158, y: 0, width: 150, height: 20))
  }

  /// objc.io's quiz: the columns are sized again from the width the grid is placed in, so a
  /// grid whose minimums overflow its frame renders wider than it reported and off-center.
  @Test func columnsAreSizedAgainFromTheWidthTheGridIsPlacedIn() {
    let host = host(
      LazyVGrid(columns: [
        GridItem(.flexible(minimum: 60), spacing: 10), GridItem(.flexible(minimum: 120)),
      ]) { cells(2, height: 30) }
      .accessibilityIdentifier("grid")
      .frame(width: 210)
      .accessibilityIdentifier("frame"))
    // Measured: (210 − 10) ÷ 2 = 100, then 120: 230 wide, centered in the frame at 95 − 10.
    // Placed in those 230: (230 − 10) ÷ 2 = 110, then 120.
    #expect(host.frame(of: "frame") == CGRect(x: 95, y: 135, width: 210, height: 30))
    #expect(host.frame(of: "grid") == CGRect(x: 85, y: 135, width: 230, height: 30))
    #expect(host.frame(of: "c0") == CGRect(x: 85, y: 135, width: 110, height: 30))
    #expect(host.frame(of: "c1") == CGRect(x: 205, y: 135, width: 120, height: 30))
  }

  @Test(arguments: [
    // (grid width, columns, cell width): columns = ⌊(width + 8) ÷ (40 + 8)⌋, at least one, and
    // they share the width less spacing equally.
    (CGFloat(30), 1, CGFloat(30)),
    (CGFloat(40), 1, CGFloat(40)),
    (CGFloat(100), 2, CGFloat(46)),
    (CGFloat(148), 3, CGFloat(44)),
    (CGFloat(200), 4, CGFloat(44)),
  ])
  func adaptiveColumnsFitAsManyMinimumWidthCellsAsTheWidthAllows(
    width: CGFloat, columns: Int, cellWidth: CGFloat
  ) {
    let host = host(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) { cells(6) }
        .accessibilityIdentifier("grid"), width: width)
    #expect(host.frame(of: "grid")?.width == width)
    for index in 0..<6 {
      let column = CGFloat(index % columns)
      let row = CGFloat(index / columns)
      #expect(
        frame("c\(index)", in: host)
          == CGRect(x: column * (cellWidth + 8), y: row * 28, width: cellWidth, height: 20),
        "cell \(index) at width \(width)")
    }
  }

  @Test func adaptiveCellsGrowOnlyToTheirMaximum() {
    let host = host(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 100, maximum: 110))]) { cells(2) }
        .accessibilityIdentifier("grid"), width: 300)
    // Two cells fit at 100; sharing 292 would make them 146, so they stop at 110: 228 wide.
    #expect(host.frame(of: "grid") == CGRect(x: 36, y: 140, width: 228, height: 20))
    #expect(frame("c1", in: host) == CGRect(x: 118, y: 0, width: 110, height: 20))
  }

  @Test func fixedAndAdaptiveColumnsTogether() {
    // objc.io's first quiz: 200 − 70 − 8 = 122 for the adaptive column, which holds two cells
    // of at least 40: (122 − 8) ÷ 2 = 57 each.
    let host = host(
      LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { cells(4) }
        .accessibilityIdentifier("grid"), width: 200)
    #expect(frame("c0", in: host) == CGRect(x: 0, y: 0, width: 70, height: 20))
    #expect(frame("c1", in: host) == CGRect(x: 78, y: 0, width: 57, height: 20))
    #expect(frame("c2", in: host) == CGRect(x: 143, y: 0, width: 57, height: 20))
    #expect(frame("c3", in: host) == CGRect(x: 0, y: 28, width: 70, height: 20))
  }

  @Test func adaptiveCellsAreSpacedByTheirGridItemsSpacing() {
    let host = host(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 20), spacing: 2)], spacing: 2) { cells(5) }
        .accessibilityIdentifier("grid"), width: 98)
    // ⌊100 ÷ 22⌋ = 4 cells of (98 − 6) ÷ 4 = 23.
    #expect(frame("c1", in: host) == CGRect(x: 25, y: 0, width: 23, height: 20))
    #expect(frame("c3", in: host) == CGRect(x: 75, y: 0, width: 23, height: 20))
    #expect(frame("c4", in: host) == CGRect(x: 0, y: 22, width: 23, height: 20))
  }

  @Test func anIdealSizeGivesFlexibleColumnsTheirMinimum() {
    let host = host(
      LazyVGrid(columns: [GridItem(.flexible(minimum: 30)), GridItem(.adaptive(minimum: 40))]) { cells(2) }
        .fixedSize()
        .accessibilityIdentifier("grid"))
    #expect(host.frame(of: "grid")?.size == CGSize(width: 78, height: 20))
    #expect(frame("c1", in: host) == CGRect(x: 38, y: 0, width: 40, height: 20))
  }
}
