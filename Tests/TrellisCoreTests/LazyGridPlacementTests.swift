import Testing
import TrellisCore
import TrellisTesting

/// Row heights, spacing and cell alignment of `LazyVGrid`, and `LazyHGrid`, with exact frames.
@MainActor
struct LazyGridPlacementTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  /// A row with a 10 × 20 text beside a 10 × 40 block, in 50-point fixed columns.
  private func textAndTallBlock(_ columns: [GridItem], alignment: HorizontalAlignment = .center) -> some View
  {
    LazyVGrid(columns: columns, alignment: alignment) {
      Text("A").accessibilityIdentifier("a")
      Color.blue.frame(width: 10, height: 40).accessibilityIdentifier("block")
      Text("B").accessibilityIdentifier("b")
    }
    .accessibilityIdentifier("grid")
  }

  @Test func rowsAreAsTallAsTheirTallestCellAndCellsAreCenteredByDefault() {
    let host = host(textAndTallBlock([GridItem(.fixed(50)), GridItem(.fixed(50))]))
    // 108 × (40 + 8 + 20) at (146, 116).
    #expect(host.frame(of: "grid") == CGRect(x: 146, y: 116, width: 108, height: 68))
    #expect(host.frame(of: "a") == CGRect(x: 166, y: 126, width: 10, height: 20))
    #expect(host.frame(of: "block") == CGRect(x: 224, y: 116, width: 10, height: 40))
    #expect(host.frame(of: "b") == CGRect(x: 166, y: 164, width: 10, height: 20))
  }

  @Test func aGridItemsAlignmentPlacesItsCellsInTheirSpace() {
    let host = host(
      textAndTallBlock([GridItem(.fixed(50), alignment: .bottomTrailing), GridItem(.fixed(50))]))
    #expect(host.frame(of: "a") == CGRect(x: 186, y: 136, width: 10, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 186, y: 164, width: 10, height: 20))
    #expect(host.frame(of: "block") == CGRect(x: 224, y: 116, width: 10, height: 40))
  }

  @Test func theGridsAlignmentPlacesCellsWhoseItemGivesNone() {
    let host = host(
      textAndTallBlock(
        [GridItem(.fixed(50)), GridItem(.fixed(50), alignment: .top)], alignment: .leading))
    // Column 0 follows the grid: leading, centered down; column 1 its own: centered, at the top.
    #expect(host.frame(of: "a") == CGRect(x: 146, y: 126, width: 10, height: 20))
    #expect(host.frame(of: "block") == CGRect(x: 224, y: 116, width: 10, height: 40))
    #expect(host.frame(of: "b") == CGRect(x: 146, y: 164, width: 10, height: 20))
  }

  @Test func cellsAreOfferedTheirColumnsWidthAndTheirIdealHeight() {
    let host = host(
      LazyVGrid(columns: [GridItem(.fixed(60))]) {
        Color.red.accessibilityIdentifier("color")
        Text("Two words").accessibilityIdentifier("text")
      }
      .accessibilityIdentifier("grid"))
    // A color's ideal height is 10; the text wraps to the column's 60 points.
    #expect(host.frame(of: "grid") == CGRect(x: 170, y: 121, width: 60, height: 58))
    #expect(host.frame(of: "color") == CGRect(x: 170, y: 121, width: 60, height: 10))
    #expect(host.frame(of: "text") == CGRect(x: 175, y: 139, width: 50, height: 40))
  }

  @Test func rowSpacingAndColumnSpacingAreSeparate() {
    let host = host(
      LazyVGrid(
        columns: [GridItem(.fixed(30), spacing: 4), GridItem(.fixed(30), spacing: 100)], spacing: 12
      ) {
        ForEach(0..<4, id: \.self) { index in
          Color.blue.frame(height: 20).accessibilityIdentifier("c\(index)")
        }
      }
      .accessibilityIdentifier("grid"))
    // The last column's spacing leads nowhere: 30 + 4 + 30 = 64 wide, 20 + 12 + 20 = 52 tall.
    #expect(host.frame(of: "grid") == CGRect(x: 168, y: 124, width: 64, height: 52))
    #expect(host.frame(of: "c1") == CGRect(x: 202, y: 124, width: 30, height: 20))
    #expect(host.frame(of: "c2") == CGRect(x: 168, y: 156, width: 30, height: 20))
  }

  @Test func theGridGoesOnGrowingInsideAScrollView() {
    let host = host(
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))], spacing: 0) {
          ForEach(0..<30, id: \.self) { index in
            Color.blue.frame(height: 50).accessibilityIdentifier("c\(index)")
          }
        }
      }
      .frame(width: 200, height: 100), width: 200, height: 100)
    // Four columns of 44 in 200; eight rows of 50. Row 7 (350…400) lies beyond the viewport and
    // the viewport's height after it, so its cells are not made until scrolled to.
    #expect(host.frame(of: "c5") == CGRect(x: 52, y: 50, width: 44, height: 50))
    #expect(host.find(id: "c29") == nil)
    host.scroll(at: CGPoint(x: 100, y: 50), by: CGSize(width: 0, height: 300))
    #expect(host.frame(of: "c29") == CGRect(x: 52, y: 50, width: 44, height: 50))
  }

  @Test func lazyHGridFillsItsRowsColumnByColumn() {
    let host = host(
      LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(30))]) {
        Text("AB").accessibilityIdentifier("ab")
        Text("C").accessibilityIdentifier("c")
        Text("DEF").accessibilityIdentifier("def")
      }
      .accessibilityIdentifier("grid"))
    // Columns 20 and 30 wide (their widest cells), 8 apart; rows 20 and 30: 58 × 58.
    #expect(host.frame(of: "grid") == CGRect(x: 171, y: 121, width: 58, height: 58))
    #expect(host.frame(of: "ab") == CGRect(x: 171, y: 121, width: 20, height: 20))
    #expect(host.frame(of: "c") == CGRect(x: 176, y: 154, width: 10, height: 20))
    #expect(host.frame(of: "def") == CGRect(x: 199, y: 121, width: 30, height: 20))
    #expect(host.tree.children[0].type == "LazyHGrid")
  }

  @Test func lazyHGridAlignmentAndSpacing() {
    let host = host(
      LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(30))], alignment: .top, spacing: 2) {
        Text("AB")
        Text("C").accessibilityIdentifier("c")
        Text("DEF").accessibilityIdentifier("def")
      })
    // 20 + 2 + 30 = 52 wide at x 174; "C" centered across its column, at the top of its row.
    #expect(host.frame(of: "c") == CGRect(x: 179, y: 149, width: 10, height: 20))
    #expect(host.frame(of: "def") == CGRect(x: 196, y: 121, width: 30, height: 20))
  }

  @Test func lazyHGridFlexibleRowsShareTheHeight() {
    let host = host(
      ScrollView(.horizontal) {
        LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())]) {
          ForEach(0..<5, id: \.self) { index in
            Color.blue.frame(width: 30).accessibilityIdentifier("c\(index)")
          }
        }
      }
      .frame(width: 200, height: 100), width: 200, height: 100)
    // (100 − 8) ÷ 2 = 46 per row; columns of 30, 8 apart, from the scroll view's leading edge.
    #expect(host.frame(of: "c0") == CGRect(x: 0, y: 0, width: 30, height: 46))
    #expect(host.frame(of: "c1") == CGRect(x: 0, y: 54, width: 30, height: 46))
    #expect(host.frame(of: "c4") == CGRect(x: 76, y: 0, width: 30, height: 46))
  }
}
