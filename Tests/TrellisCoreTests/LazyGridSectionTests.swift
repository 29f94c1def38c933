import Testing
import TrellisCore
import TrellisTesting

/// Sections in `LazyVGrid` and `LazyHGrid`: a header or footer takes a line of its own that
/// spans every track, a section's cells begin a new line, and in a scroll view `pinnedViews`
/// keeps headers and footers in sight while their section scrolls past. Exact frames.
@MainActor
struct LazyGridSectionTests {
  typealias TapLog = PinnedSectionTests.TapLog

  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  private func scroll<V: View>(_ host: TestHost<V>, by length: CGFloat) {
    host.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: length))
  }

  /// A cell, a section of four 10 × 30 blocks with a header and a footer, and another cell, in
  /// three 50-point columns (166 wide with their gaps).
  struct CellsAndSection: View {
    var body: some View {
      LazyVGrid(columns: Array(repeating: GridItem(.fixed(50)), count: 3)) {
        Text("A").accessibilityIdentifier("a")
        Section {
          ForEach(0..<4) { Color.blue.frame(width: 10, height: 30).accessibilityIdentifier("s\($0)") }
        } header: {
          Text("Fruit").accessibilityIdentifier("header")
        } footer: {
          Text("4 items").accessibilityIdentifier("footer")
        }
        Text("B").accessibilityIdentifier("b")
      }
      .accessibilityIdentifier("grid")
    }
  }

  @Test func aSectionsHeaderAndFooterSpanTheColumnsOnRowsOfTheirOwn() {
    let host = host(CellsAndSection())
    // Rows 8 apart: "A" 0…20, the header 28…48, the blocks 56…86 and 94…124, the footer
    // 132…152, "B" 160…180; centered in 400 × 300.
    #expect(host.frame(of: "grid") == CGRect(x: 117, y: 60, width: 166, height: 180))
    #expect(host.frame(of: "a") == CGRect(x: 137, y: 60, width: 10, height: 20))
    // The header is offered the 166 points of all three columns and centered in them.
    #expect(host.frame(of: "header") == CGRect(x: 175, y: 88, width: 50, height: 20))
    #expect(host.frame(of: "s0") == CGRect(x: 137, y: 116, width: 10, height: 30))
    #expect(host.frame(of: "s1") == CGRect(x: 195, y: 116, width: 10, height: 30))
    #expect(host.frame(of: "s2") == CGRect(x: 253, y: 116, width: 10, height: 30))
    #expect(host.frame(of: "s3") == CGRect(x: 137, y: 154, width: 10, height: 30))
    #expect(host.frame(of: "footer") == CGRect(x: 165, y: 192, width: 70, height: 20))
    // The section's last row is not filled up with what follows it.
    #expect(host.frame(of: "b") == CGRect(x: 137, y: 220, width: 10, height: 20))
  }

  @Test func aHeaderSitsByTheGridsAlignment() {
    let host = host(
      LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.fixed(100))], alignment: .leading) {
        Section {
          Text("Cell").accessibilityIdentifier("cell")
        } header: {
          Text("Head").accessibilityIdentifier("header")
        }
      })
    // 208 wide, 48 tall, centered: the header at the leading edge of both columns.
    #expect(host.frame(of: "header") == CGRect(x: 96, y: 126, width: 40, height: 20))
    #expect(host.frame(of: "cell") == CGRect(x: 96, y: 154, width: 40, height: 20))
  }

  @Test func aLazyHGridsHeaderIsAColumnAsTallAsTheRows() {
    let host = host(
      LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 10) {
        Section {
          ForEach(0..<3) { Color.red.frame(width: 20, height: 10).accessibilityIdentifier("c\($0)") }
        } header: {
          Text("Head").accessibilityIdentifier("header")
        }
      }
      .accessibilityIdentifier("grid"))
    // Columns 10 apart: the header 0…40, the cells 50…70 and 80…100; rows 30 + 8 + 30 = 68.
    #expect(host.frame(of: "grid") == CGRect(x: 150, y: 116, width: 100, height: 68))
    #expect(host.frame(of: "header") == CGRect(x: 150, y: 140, width: 40, height: 20))
    #expect(host.frame(of: "c0") == CGRect(x: 200, y: 126, width: 20, height: 10))
    #expect(host.frame(of: "c1") == CGRect(x: 200, y: 164, width: 20, height: 10))
    #expect(host.frame(of: "c2") == CGRect(x: 230, y: 126, width: 20, height: 10))
  }

  struct SectionHeader: View {
    let index: Int
    var log: TapLog?
    var body: some View {
      Text("Header \(index)").frame(height: 30).accessibilityIdentifier("header\(index)")
        .onTapGesture { log?.taps.append("header\(index)") }
    }
  }

  /// 100 sections of a 30-point header and eight 40-point cells in four columns, 10 apart: each
  /// section is 130 long and begins 140 after the one before.
  struct Sections: View {
    var pinned: PinnedScrollableViews
    var log: TapLog?
    var body: some View {
      ScrollView {
        LazyVGrid(
          columns: Array(repeating: GridItem(.flexible()), count: 4), spacing: 10, pinnedViews: pinned
        ) {
          ForEach(0..<100) { section in
            Section {
              ForEach(0..<8) { cell in
                Color.green.frame(height: 40).accessibilityIdentifier("c\(section * 8 + cell)")
                  .onTapGesture { log?.taps.append("c\(section * 8 + cell)") }
              }
            } header: {
              SectionHeader(index: section, log: log)
            }
          }
        }
      }
    }
  }

  /// "Header n" is 80 points wide, centered in the grid's 400.
  private func header(y: CGFloat) -> CGRect { CGRect(x: 160, y: y, width: 80, height: 30) }

  @Test func onlyTheSectionsNearTheViewportAreMade() {
    let host = host(Sections(pinned: []))
    // Sections starting before 600, twice the viewport below it, are made: 0, 140 … 560.
    #expect(host.graph.bodyEvaluations(of: SectionHeader.self) == 5)
    #expect(host.frame(of: "header4") == header(y: 560))
    #expect(host.find(id: "header5") == nil)
    // The other 95 count at the made ones' 130: the content is 100 × 140 - 10 long.
    host.scroll(at: CGPoint(x: 100, y: 150), by: CGSize(width: 0, height: 100_000))
    #expect(host.frame(of: "c799") == CGRect(x: 306, y: 300 - 40, width: 94, height: 40))
    // "Header 99" is 90 points wide.
    #expect(host.frame(of: "header99") == CGRect(x: 155, y: 300 - 130, width: 90, height: 30))
  }

  @Test func aPinnedHeaderStaysAtTheTopUntilItsSectionsEndPushesItAway() {
    let log = TapLog()
    let host = host(Sections(pinned: .sectionHeaders, log: log))
    #expect(host.frame(of: "header0") == header(y: 0))
    #expect(host.frame(of: "c0") == CGRect(x: 0, y: 40, width: 94, height: 40))

    // 60 down: the cells pass under the header, which stays at the top and takes a tap where
    // it covers the third cell.
    scroll(host, by: 60)
    #expect(host.frame(of: "header0") == header(y: 0))
    #expect(host.frame(of: "c0") == CGRect(x: 0, y: -20, width: 94, height: 40))
    host.tap(at: CGPoint(x: 210, y: 5))
    #expect(log.taps == ["header0"])
    #expect(host.frame(of: "header1") == header(y: 80))

    // 120 down: the section ends at 130, 10 below the top, so its header is pushed up by 20.
    scroll(host, by: 60)
    #expect(host.frame(of: "header0") == header(y: -20))
    #expect(host.frame(of: "header1") == header(y: 20))

    // 150 down: the second header has reached the top and stays.
    scroll(host, by: 30)
    #expect(host.frame(of: "header1") == header(y: 0))
    #expect(host.frame(of: "header0") == header(y: -50))
  }

  @Test func withoutPinnedViewsHeadersScrollWithTheCells() {
    let host = host(Sections(pinned: []))
    scroll(host, by: 60)
    #expect(host.frame(of: "header0") == header(y: -60))
    #expect(host.frame(of: "header1") == header(y: 80))
  }

  /// One static section around a lazy `ForEach` of 1,000 cells in four columns, pinning both
  /// its header and its footer.
  struct LongSection: View {
    var body: some View {
      ScrollView {
        LazyVGrid(
          columns: Array(repeating: GridItem(.flexible()), count: 4), spacing: 0,
          pinnedViews: [.sectionHeaders, .sectionFooters]
        ) {
          Section {
            ForEach(0..<1_000) { Color.blue.frame(height: 20).accessibilityIdentifier("c\($0)") }
          } header: {
            Text("Top").frame(height: 30).accessibilityIdentifier("header")
          } footer: {
            Text("Bottom").frame(height: 30).accessibilityIdentifier("footer")
          }
        }
      }
    }
  }

  @Test func aLongSectionsHeaderAndFooterStayAtTheEdgesOverCellsNotAllMade() {
    let host = host(LongSection())
    // The header at the top, the footer (at 30 + 250 × 20 = 5,030 in the grid) at the bottom.
    #expect(host.frame(of: "header") == CGRect(x: 185, y: 0, width: 30, height: 30))
    #expect(host.frame(of: "footer") == CGRect(x: 170, y: 270, width: 60, height: 30))
    #expect(host.find(id: "c999") == nil)

    // 2,000 down, among cells made only now: both stay where they were.
    scroll(host, by: 2_000)
    #expect(host.frame(of: "header") == CGRect(x: 185, y: 0, width: 30, height: 30))
    #expect(host.frame(of: "footer") == CGRect(x: 170, y: 270, width: 60, height: 30))
    // Row 99 (cells 396…399) starts at 30 + 99 × 20 = 2,010: 10 below the top, under the header.
    #expect(host.frame(of: "c396") == CGRect(x: 0, y: 10, width: 94, height: 20))

    // At the end, the footer rests below the last row; the header is still 2,000 points from
    // being pushed.
    scroll(host, by: 10_000)
    #expect(host.frame(of: "footer") == CGRect(x: 170, y: 270, width: 60, height: 30))
    #expect(host.frame(of: "c999") == CGRect(x: 306, y: 250, width: 94, height: 20))
    #expect(host.frame(of: "header") == CGRect(x: 185, y: 0, width: 30, height: 30))
  }
}
