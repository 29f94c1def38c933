import Testing
import TrellisCore
import TrellisTesting

/// Places only its first subview, at the top-left corner.
struct FirstOnlyLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    subviews.first?.place(at: bounds.origin, proposal: .unspecified)
  }
}

/// Keeps its subviews' ideal sizes in its cache and lays them out in a row, no spacing.
struct CachedRowLayout: Layout {
  final class Counter {
    var makes = 0
    var updates = 0
  }
  let counter: Counter

  func makeCache(subviews: Subviews) -> [CGSize] {
    counter.makes += 1
    return subviews.map { $0.sizeThatFits(.unspecified) }
  }

  func updateCache(_ cache: inout [CGSize], subviews: Subviews) {
    counter.updates += 1
    cache = subviews.map { $0.sizeThatFits(.unspecified) }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
    CGSize(width: cache.reduce(0) { $0 + $1.width }, height: cache.map(\.height).max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize])
  {
    var x = bounds.minX
    for (subview, size) in zip(subviews, cache) {
      subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
      x += size.width
    }
  }
}

/// A column that reports its own guides: its first baseline 5 points from the top, and wants 30
/// points of space around it.
struct GuidedColumn: Layout {
  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    VStackLayout(spacing: 0).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    VStackLayout(spacing: 0).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Void
  ) -> CGFloat? {
    guide == .firstTextBaseline ? bounds.minY + 5 : nil
  }

  func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
    var spacing = ViewSpacing()
    spacing.formUnion(ViewSpacing(), edges: .all)
    return spacing
  }
}

/// Returns impossible numbers.
struct BrokenLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    CGSize(width: CGFloat.nan, height: -50)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    for subview in subviews {
      subview.place(
        at: CGPoint(x: CGFloat.infinity, y: .nan), proposal: ProposedViewSize(width: .nan, height: -1))
    }
  }
}

private struct Weight: LayoutValueKey {
  static let defaultValue: Double = 1
}

/// Shares its width among its subviews in proportion to their `Weight`.
struct WeightedRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    CGSize(
      width: proposal.width ?? 100, height: subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    let total = subviews.reduce(0) { $0 + $1[Weight.self] }
    var x = bounds.minX
    for subview in subviews {
      let width = bounds.width * subview[Weight.self] / total
      subview.place(
        at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
      x += width
    }
  }
}

@MainActor
struct CustomLayoutTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  @Test func subviewsLeftUnplacedGoToTheCenter() {
    let host = host(
      FirstOnlyLayout {
        Text("A").accessibilityIdentifier("a")
        Text("B").accessibilityIdentifier("b")
      })
    #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 195, y: 140, width: 10, height: 20))
  }

  @Test func layoutValuesReachTheLayoutThroughModifiers() {
    let host = host(
      WeightedRow {
        Color.red.layoutValue(key: Weight.self, value: 3).padding(0).accessibilityIdentifier("heavy")
        Color.blue.accessibilityIdentifier("light")
      }.frame(height: 10))
    #expect(host.frame(of: "heavy") == CGRect(x: 0, y: 145, width: 300, height: 10))
    #expect(host.frame(of: "light") == CGRect(x: 300, y: 145, width: 100, height: 10))
  }

  @Test func cacheIsMadeOnceAndUpdatedWhenASubviewChanges() {
    struct Row: View {
      let counter: CachedRowLayout.Counter
      @State private var wide = false
      var body: some View {
        CachedRowLayout(counter: counter) {
          Button(wide ? "WIDE" : "N") { wide = true }.buttonStyle(.plain).accessibilityIdentifier("button")
          Text("END").accessibilityIdentifier("end")
        }
      }
    }
    let counter = CachedRowLayout.Counter()
    let host = host(Row(counter: counter))
    #expect(counter.makes == 1)
    #expect(host.frame(of: "end") == CGRect(x: 190, y: 140, width: 30, height: 20))
    host.tap(id: "button")
    // The button's label grew inside the layout: its cached sizes must not be stale.
    #expect(host.frame(of: "end") == CGRect(x: 205, y: 140, width: 30, height: 20))
    #expect(host.frame(of: "button") == CGRect(x: 165, y: 140, width: 40, height: 20))
    #expect(counter.makes == 1)
  }

  @Test func explicitAlignmentAndSpacingOfACustomLayout() {
    let host = host(
      HStack(alignment: .firstTextBaseline) {
        Text("T").accessibilityIdentifier("t")
        GuidedColumn {
          Color.red.frame(width: 10, height: 30).accessibilityIdentifier("red")
        }
      })
    // The column's baseline lies 5 below its top, so the column's top is 10 below the text's.
    #expect(host.frame(of: "t") == CGRect(x: 186, y: 130, width: 10, height: 20))
    #expect(host.frame(of: "red") == CGRect(x: 204, y: 140, width: 10, height: 30))
  }

  @Test func stackOrientationTellsSpacersAndDividersTheirAxis() {
    let host = host(
      GuidedColumn {
        Text("TOP").accessibilityIdentifier("top")
        Spacer().accessibilityIdentifier("spacer")
        Divider().accessibilityIdentifier("divider")
      })
    // A vertical stack: the spacer grows downwards, the divider lies across.
    #expect(host.frame(of: "spacer") == CGRect(x: 200, y: 20, width: 0, height: 279))
    #expect(host.frame(of: "divider") == CGRect(x: 0, y: 299, width: 400, height: 1))
    #expect(host.frame(of: "top") == CGRect(x: 185, y: 0, width: 30, height: 20))
  }

  @Test func impossibleNumbersFromALayoutAreCleaned() {
    let host = host(
      VStack {
        BrokenLayout { Text("A").accessibilityIdentifier("a") }.accessibilityIdentifier("broken")
        Text("B").accessibilityIdentifier("b")
      })
    let broken = host.frame(of: "broken")!
    #expect(broken.width == 0)
    #expect(broken.height == 0)
    let a = host.frame(of: "a")!
    #expect(a.minX == 0)
    #expect(a.minY == 0)
    #expect(a.width.isFinite && a.height.isFinite)
    #expect(host.frame(of: "b") == CGRect(x: 195, y: 144, width: 10, height: 20))
  }

  @Test func subviewProxiesReportPriorityDimensionsAndSpacing() {
    final class Seen { var priorities: [Double] = [], widths: [CGFloat] = [], spacing: [CGFloat] = [] }
    struct Probe: Layout {
      let seen: Seen
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        seen.priorities = subviews.map(\.priority)
        seen.widths = subviews.map { $0.dimensions(in: .unspecified)[HorizontalAlignment.trailing] }
        seen.spacing = [subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)]
        return .zero
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void)
      {}
    }
    let seen = Seen()
    _ = host(
      Probe(seen: seen) {
        Text("AB").layoutPriority(2)
        Text("C")
      })
    #expect(seen.priorities == [2, 0])
    #expect(seen.widths == [20, 10])
    #expect(seen.spacing == [8])
  }

  @Test func anyLayoutSwitchesBetweenGridAndStackKeepingState() {
    struct Switcher: View {
      @State private var isGrid = true
      var body: some View {
        VStack {
          Button("switch") { isGrid.toggle() }.buttonStyle(.plain).accessibilityIdentifier("switch")
          let layout = isGrid ? AnyLayout(GridLayout()) : AnyLayout(VStackLayout())
          layout {
            GridRow {
              CounterCell(index: 0)
              Text("WIDE CELL")
            }
            GridRow {
              Text("X")
              CounterCell(index: 1)
            }
          }
        }
      }
    }
    let host = host(Switcher())
    host.tap(id: "cell0")
    #expect(host.find(text: "0:1") != nil)
    // Grid: columns 30 and 90 (128 wide), rows at 140 and 168 below the 20-point button.
    #expect(host.frame(of: "cell1") == CGRect(x: 204, y: 168, width: 30, height: 20))
    host.tap(id: "switch")
    #expect(host.find(text: "0:1") != nil)
    // A vertical stack of the rows, each laid out as an HStack.
    #expect(host.frame(of: "cell1") == CGRect(x: 194, y: 168, width: 30, height: 20))
    host.tap(id: "switch")
    #expect(host.find(text: "0:1") != nil)
    #expect(host.frame(of: "cell1") == CGRect(x: 204, y: 168, width: 30, height: 20))
  }
}
