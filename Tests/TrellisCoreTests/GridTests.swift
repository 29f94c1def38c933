import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct GridTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  @Test func columnsAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() {
    let host = host(
      Grid {
        GridRow {
          Text("A").accessibilityIdentifier("a")
          Text("BBBB").accessibilityIdentifier("b")
        }
        GridRow {
          Text("CCC").accessibilityIdentifier("c")
          Rectangle().frame(width: 10, height: 30).accessibilityIdentifier("d")
        }
      }.accessibilityIdentifier("grid"))
    // Columns 30 and 40 wide, 8 apart; rows 20 and 30 tall, 8 apart: 78 × 58, centered.
    #expect(host.frame(of: "grid") == CGRect(x: 161, y: 121, width: 78, height: 58))
    #expect(host.frame(of: "a") == CGRect(x: 171, y: 121, width: 10, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 199, y: 121, width: 40, height: 20))
    #expect(host.frame(of: "c") == CGRect(x: 161, y: 154, width: 30, height: 20))
    #expect(host.frame(of: "d") == CGRect(x: 214, y: 149, width: 10, height: 30))
  }

  @Test func gridRowsAppearInTheLayoutTreeWithTheirCells() {
    let host = host(
      Grid {
        GridRow {
          Text("A")
          Text("B")
        }
      })
    let grid = host.tree.children[0]
    #expect(grid.type == "Grid")
    #expect(grid.children.map(\.type) == ["GridRow"])
    #expect(grid.children[0].frame == CGRect(x: 186, y: 140, width: 28, height: 20))
    #expect(grid.children[0].children.map(\.text) == ["A", "B"])
  }

  @Test func explicitSpacingAndAlignment() {
    let host = host(
      Grid(alignment: .bottomTrailing, horizontalSpacing: 2, verticalSpacing: 4) {
        GridRow {
          Text("A").accessibilityIdentifier("a")
          Rectangle().frame(width: 30, height: 40)
        }
        GridRow {
          Text("BBB")
          Text("C").accessibilityIdentifier("c")
        }
      })
    // Columns 30 + 2 + 30 = 62; rows 40 + 4 + 20 = 64; grid at (169, 118).
    #expect(host.frame(of: "a") == CGRect(x: 189, y: 138, width: 10, height: 20))
    #expect(host.frame(of: "c") == CGRect(x: 221, y: 162, width: 10, height: 20))
  }

  @Test func rowAlignmentOverridesTheGridsVerticalAlignment() {
    let host = host(
      Grid(alignment: .top) {
        GridRow(alignment: .bottom) {
          Text("A").accessibilityIdentifier("a")
          Rectangle().frame(width: 10, height: 40)
        }
        GridRow {
          Text("B").accessibilityIdentifier("b")
          Rectangle().frame(width: 10, height: 40)
        }
      })
    // 28 × 88 grid at (186, 106).
    #expect(host.frame(of: "a") == CGRect(x: 186, y: 126, width: 10, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 186, y: 154, width: 10, height: 20))
  }

  @Test func columnAlignmentFromAnyCellAppliesToTheWholeColumn() {
    let host = host(
      Grid {
        GridRow {
          Text("Name")
          Text("1").accessibilityIdentifier("one")
        }
        GridRow {
          Text("X")
          Text("1000").gridColumnAlignment(.trailing)
        }
        GridRow {
          Text("Y").accessibilityIdentifier("y")
          Text("22").accessibilityIdentifier("twentyTwo")
        }
      })
    // Columns 40 and 40 wide: 88 × 76 at (156, 112).
    #expect(host.frame(of: "one") == CGRect(x: 234, y: 112, width: 10, height: 20))
    #expect(host.frame(of: "twentyTwo") == CGRect(x: 224, y: 168, width: 20, height: 20))
    #expect(host.frame(of: "y") == CGRect(x: 171, y: 168, width: 10, height: 20))
  }

  @Test func cellAnchorOverridesRowAndColumnAlignment() {
    let host = host(
      Grid {
        GridRow {
          Text("A").gridCellAnchor(.topLeading).accessibilityIdentifier("a")
          Rectangle().frame(width: 40, height: 40)
        }
        GridRow {
          Text("BBBB")
          Text("C").gridCellAnchor(UnitPoint(x: 1, y: 1)).accessibilityIdentifier("c")
        }
      })
    // Columns 40 and 40, rows 40 and 20: 88 × 68 at (156, 116).
    #expect(host.frame(of: "a") == CGRect(x: 156, y: 116, width: 10, height: 20))
    #expect(host.frame(of: "c") == CGRect(x: 234, y: 164, width: 10, height: 20))
  }

  @Test func cellSpanningColumnsTakesTheirWidthsAndSpacing() {
    let host = host(
      Grid {
        GridRow {
          Text("AA")
          Text("BBB")
          Text("C")
        }
        GridRow {
          Color.red.frame(height: 4).gridCellColumns(2).gridCellUnsizedAxes(.horizontal)
            .accessibilityIdentifier("span")
          Text("D").accessibilityIdentifier("d")
        }
      })
    // Columns 20, 30, 10: 76 wide; rows 20 and 20: 48 tall; at (162, 126).
    #expect(host.frame(of: "span") == CGRect(x: 162, y: 162, width: 58, height: 4))
    #expect(host.frame(of: "d") == CGRect(x: 228, y: 154, width: 10, height: 20))
  }

  @Test func flexibleSpanningCellWidensTheColumnsItSpansToFillTheGrid() {
    let host = host(
      Grid {
        GridRow {
          Text("AA").accessibilityIdentifier("aa")
          Text("BBB").accessibilityIdentifier("bbb")
          Text("C").accessibilityIdentifier("c")
        }
        GridRow {
          Color.red.frame(height: 4).gridCellColumns(2).accessibilityIdentifier("span")
        }
      })
    // The color takes the 382 points the third column leaves: each spanned column grows by 162.
    // Rows 20 and 4 tall: the grid is 400 × 32 at (0, 134).
    #expect(host.frame(of: "span") == CGRect(x: 0, y: 162, width: 382, height: 4))
    #expect(host.frame(of: "aa") == CGRect(x: 81, y: 134, width: 20, height: 20))
    #expect(host.frame(of: "bbb") == CGRect(x: 271, y: 134, width: 30, height: 20))
    #expect(host.frame(of: "c") == CGRect(x: 390, y: 134, width: 10, height: 20))
  }

  @Test func wideSpanningCellWidensTheColumnsItSpans() {
    let host = host(
      Grid {
        GridRow {
          Text("A").accessibilityIdentifier("a")
          Text("B").accessibilityIdentifier("b")
        }
        GridRow {
          Text("WIDE WORDS").gridCellColumns(2)
        }
      }.fixedSize())
    // The 100-point cell needs 100 = two columns of 46 and the spacing: each grows by 36.
    #expect(host.frame(of: "a") == CGRect(x: 168, y: 126, width: 10, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 222, y: 126, width: 10, height: 20))
  }

  @Test func unsizedCellsTakeTheSizeOtherCellsGive() {
    let host = host(
      Grid {
        GridRow {
          Text("AAA")
          Text("B")
        }
        GridRow {
          Color.blue.gridCellUnsizedAxes([.horizontal, .vertical]).accessibilityIdentifier("color")
          Text("CC")
        }
        GridRow {
          Divider().gridCellColumns(2).gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("divider")
        }
      })
    // Columns 30 and 20: 58 wide; rows 20, 20, 1: 57 tall; at (171, 121.5) rounded.
    #expect(host.frame(of: "color") == CGRect(x: 171, y: 150, width: 30, height: 20))
    #expect(host.frame(of: "divider") == CGRect(x: 171, y: 178, width: 58, height: 1))
  }

  @Test func viewOutsideRowsSpansAllColumnsAndDoesNotSizeThem() {
    let host = host(
      Grid(alignment: .leading) {
        GridRow {
          Text("A")
          Text("BB")
        }
        Text("LONG LABEL HERE").accessibilityIdentifier("label")
        Divider().accessibilityIdentifier("divider")
        GridRow {
          Text("C").accessibilityIdentifier("c")
          Text("D")
        }
      }.accessibilityIdentifier("grid"))
    // Columns 10 and 20 (38 wide): the label is proposed 38 and wraps into 3 lines of 4-char
    // words ("LONG", "LABE", "L", …) — it never widens a column.
    let grid = host.frame(of: "grid")!
    #expect(grid.width == 38)
    #expect(host.frame(of: "divider")?.width == 38)
    #expect(host.frame(of: "divider")?.minX == grid.minX)
    #expect(host.frame(of: "label")?.minX == grid.minX)
    #expect(host.frame(of: "c")?.minX == grid.minX)
  }

  @Test func flexibleCellsShareTheWidthLeftEquallyInEveryRow() {
    let host = host(
      Grid {
        GridRow {
          Text("A")
          Color.red.frame(height: 10).accessibilityIdentifier("red")
          Text("B")
          Color.green.frame(height: 10).accessibilityIdentifier("green")
        }
        GridRow {
          Text("LONGER")
          Color.blue.frame(height: 10).accessibilityIdentifier("blue")
        }
      }, width: 300)
    // 300 - 3 × 8 = 276; texts take 60 and 10; the two flexible columns get 103 each.
    #expect(host.frame(of: "red") == CGRect(x: 68, y: 131, width: 103, height: 10))
    #expect(host.frame(of: "blue") == CGRect(x: 68, y: 159, width: 103, height: 10))
    #expect(host.frame(of: "green") == CGRect(x: 197, y: 131, width: 103, height: 10))
  }

  @Test func rowsShareTheHeightAsAVStackDoes() {
    let host = host(
      Grid(verticalSpacing: 0) {
        GridRow {
          Text("A")
          Color.red.accessibilityIdentifier("red")
        }
        GridRow {
          Text("B")
          Text("C")
        }
      }, width: 100, height: 100)
    // 100 - 20 for the text row; the flexible row takes 80.
    #expect(host.frame(of: "red") == CGRect(x: 18, y: 0, width: 82, height: 80))
  }

  @Test func forEachMakesRowsAndCells() {
    let host = host(
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        ForEach(0..<3) { row in
          GridRow {
            ForEach(0..<row + 1, id: \.self) { column in
              Text("\(column)").accessibilityIdentifier("\(row)-\(column)")
            }
          }
        }
      })
    // Three columns of 10; three rows of 20: 30 × 60 at (185, 120).
    #expect(host.frame(of: "0-0") == CGRect(x: 185, y: 120, width: 10, height: 20))
    #expect(host.frame(of: "2-2") == CGRect(x: 205, y: 160, width: 10, height: 20))
    #expect(host.frame(of: "1-1") == CGRect(x: 195, y: 140, width: 10, height: 20))
  }

  @Test func gridLayoutValueLaysOutLikeGrid() {
    let host = host(
      GridLayout(alignment: .leading) {
        GridRow {
          Text("A").accessibilityIdentifier("a")
          Text("B")
        }
        GridRow {
          Text("CCC")
          Text("D").accessibilityIdentifier("d")
        }
      })
    #expect(host.frame(of: "a") == CGRect(x: 176, y: 126, width: 10, height: 20))
    #expect(host.frame(of: "d") == CGRect(x: 214, y: 154, width: 10, height: 20))
  }

  @Test func gridRowOutsideAGridActsAsAnHStack() {
    let host = host(
      VStack {
        GridRow {
          Text("A").accessibilityIdentifier("a")
          Text("B").accessibilityIdentifier("b")
        }
      })
    #expect(host.frame(of: "a") == CGRect(x: 186, y: 140, width: 10, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 204, y: 140, width: 10, height: 20))
  }

  struct GrowingCell: View {
    @State private var wide = false
    var body: some View {
      Button(wide ? "WIDE CELL" : "W") { wide.toggle() }.buttonStyle(.plain).accessibilityIdentifier("grow")
    }
  }

  @Test func cellGrowingInOneRowMovesTheCellsOfOtherRows() {
    let host = host(
      Grid(alignment: .leading) {
        GridRow {
          GrowingCell()
          Text("X").accessibilityIdentifier("x")
        }
        GridRow {
          Text("Y")
          Text("Z").accessibilityIdentifier("z")
        }
      })
    #expect(host.frame(of: "z") == CGRect(x: 204, y: 154, width: 10, height: 20))
    host.tap(id: "grow")
    // The first column is now 90 wide: X and Z move right by 80, and the grid recenters.
    #expect(host.frame(of: "x") == CGRect(x: 244, y: 126, width: 10, height: 20))
    #expect(host.frame(of: "z") == CGRect(x: 244, y: 154, width: 10, height: 20))
  }

  @Test func emptyGridAndBadValuesDoNotCrash() {
    let host = host(
      VStack {
        Grid {}
        Grid(horizontalSpacing: -.infinity, verticalSpacing: .nan) {
          GridRow {
            Text("A").gridCellColumns(-3).gridCellAnchor(UnitPoint(x: .nan, y: .infinity))
            Text("B").gridCellColumns(Int.max)
          }
        }.accessibilityIdentifier("bad")
      })
    let frame = host.frame(of: "bad")!
    #expect(frame.width == 20)
    #expect(frame.height == 20)
  }
}
