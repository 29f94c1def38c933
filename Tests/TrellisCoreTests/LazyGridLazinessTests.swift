import Testing
import TrellisCore
import TrellisTesting

/// A lazy grid in a scroll view makes only the lines of cells near what is shown.
@MainActor
struct LazyGridLazinessTests {
  struct Cell: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
      Button("\(index % 10)\(taps)") { taps += 1 }.buttonStyle(.plain).frame(height: 40)
        .accessibilityIdentifier("c\(index)")
    }
  }

  /// 30,000 cells in 4 columns of 94 (400 minus 3 gaps of 8), rows 40 tall and 10 apart.
  struct Cells: View {
    var body: some View {
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          Button("Jump") { proxy.scrollTo(20_000, anchor: .top) }.buttonStyle(.plain).frame(height: 20)
          ScrollView {
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 4), spacing: 10) {
              ForEach(0..<30_000) { Cell(index: $0) }
            }
          }
        }
      }
    }
  }

  private func cellFrame(_ index: Int, y: CGFloat, taps: Int = 0) -> CGRect {
    CGRect(x: CGFloat(index % 4) * 102 + 37, y: y, width: 20, height: 40)
  }

  @Test func onlyTheRowsOfCellsNearTheViewportAreMade() {
    let host = TestHost(Cells(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    // Measured before the scroll view is placed, the viewport is taken as the window's 300:
    // rows starting before 600 (every 50) are made: 12 rows of 4.
    #expect(host.graph.bodyEvaluations(of: Cell.self) == 48)
    #expect(host.frame(of: "c0") == cellFrame(0, y: 20))
    #expect(host.frame(of: "c47") == cellFrame(47, y: 570))
    #expect(host.find(id: "c48") == nil)

    // 100 down: the 280-point viewport shows 100…380 of the grid; rows starting before 660 are
    // made: two more.
    host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 100))
    #expect(host.graph.bodyEvaluations(of: Cell.self) == 56)
    #expect(host.frame(of: "c51") == cellFrame(51, y: 520))
    #expect(host.frame(of: "c55") == cellFrame(55, y: 570))
    #expect(host.find(id: "c56") == nil)

    // A cell tapped keeps its state when scrolled away and back.
    #expect(host.tap(id: "c9"))
    host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 50_000))
    #expect(host.find(id: "c9") != nil)
    host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: -50_000))
    #expect(host.find(text: "91") != nil)
    #expect(host.frame(of: "c9") == cellFrame(9, y: 20))
  }

  @Test func scrollToMakesTheRowOfACellNotMadeYet() {
    let host = TestHost(Cells(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    #expect(host.tap(text: "Jump"))
    // Cell 20,000 is in row 5,000, which starts at 250,000 in the grid: at the viewport's top.
    #expect(host.frame(of: "c20000") == cellFrame(20_000, y: 20))
    #expect(host.frame(of: "c20003") == cellFrame(20_003, y: 20))
    #expect(host.frame(of: "c20020") == cellFrame(20_020, y: 270))
    // Rows overlapping 249,720…250,560, a viewport either side of what shows: 4994…5011.
    #expect(host.graph.bodyEvaluations(of: Cell.self) == 48 + 18 * 4)
    #expect(host.find(id: "c19975") == nil)
    #expect(host.frame(of: "c19976") == cellFrame(19_976, y: 20 - 300))
    #expect(host.find(id: "c20048") == nil)
  }
}
