import Testing
import TrellisCore
import TrellisTesting

/// A grid keeps its lines and solutions on its node between layout calls; every change below
/// it must drop them, and layouts sharing a container must not see each other's.
@MainActor
struct GridSolverCacheTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  struct SpanningGrid: View {
    let startWide: Bool
    @State private var wide: Bool?

    var body: some View {
      let isWide = wide ?? startWide
      Grid {
        GridRow {
          Button("T") { wide = !isWide }.buttonStyle(.plain).accessibilityIdentifier("toggle")
            .gridCellColumns(isWide ? 2 : 1)
          Text("B").accessibilityIdentifier("b")
        }
        GridRow {
          Text("CCCC").accessibilityIdentifier("c")
          Text("DDDDDD").accessibilityIdentifier("d")
          if isWide { Text("E").accessibilityIdentifier("e") }
        }
      }
    }
  }

  @Test func changedSpansAndCellsAreLaidOutAsInAFreshGrid() {
    let changed = host(SpanningGrid(startWide: false))
    changed.tap(id: "toggle")
    let fresh = host(SpanningGrid(startWide: true))
    for id in ["toggle", "b", "c", "d", "e"] {
      #expect(changed.frame(of: id) != nil)
      #expect(changed.frame(of: id) == fresh.frame(of: id), "\(id)")
    }
  }

  /// Lays the first half of its subviews out as one grid and the second half as another below.
  struct TwoGrids: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
      let (top, bottom) = halves(subviews)
      var none: Void = ()
      let first = GridLayout().sizeThatFits(proposal: proposal, subviews: top, cache: &none)
      let second = GridLayout().sizeThatFits(proposal: proposal, subviews: bottom, cache: &none)
      return CGSize(width: max(first.width, second.width), height: first.height + second.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
      let (top, bottom) = halves(subviews)
      var none: Void = ()
      let first = GridLayout().sizeThatFits(proposal: proposal, subviews: top, cache: &none)
      GridLayout().placeSubviews(
        in: CGRect(origin: bounds.origin, size: first), proposal: proposal, subviews: top, cache: &none)
      let second = GridLayout().sizeThatFits(proposal: proposal, subviews: bottom, cache: &none)
      GridLayout().placeSubviews(
        in: CGRect(x: bounds.minX, y: bounds.minY + first.height, width: second.width, height: second.height),
        proposal: proposal, subviews: bottom, cache: &none)
    }

    private func halves(_ subviews: Subviews) -> (Subviews, Subviews) {
      let middle = subviews.startIndex + subviews.count / 2
      return (subviews[subviews.startIndex..<middle], subviews[middle..<subviews.endIndex])
    }
  }

  @Test func gridsOverPartsOfOneContainerKeepTheirOwnSolutions() {
    let host = host(
      TwoGrids {
        GridRow {
          Text("A").accessibilityIdentifier("a")
          Text("BB")
        }
        GridRow {
          Text("CCCCCC").accessibilityIdentifier("c")
          Text("D").accessibilityIdentifier("d")
        }
      })
    // Each half is a grid of its own: one row each, so the columns do not line up.
    let a = host.frame(of: "a")!
    let c = host.frame(of: "c")!
    let d = host.frame(of: "d")!
    #expect(a.size == CGSize(width: 10, height: 20))
    #expect(c.size == CGSize(width: 60, height: 20))
    #expect(d.minX == c.maxX + 8)
    #expect(c.minY == a.maxY)
  }
}
