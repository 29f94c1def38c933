import Testing
import TrellisCore
import TrellisTesting

/// `pinnedViews` in a lazy stack inside a scroll view: a section's header stays at the start of
/// what is shown while its section scrolls past, until the section's end pushes it away; a
/// footer stays at the end. Pinned views are drawn and hit above the rows they cover.
@MainActor
struct PinnedSectionTests {
  /// Taps on the headers and rows, by what was tapped.
  final class TapLog {
    var taps: [String] = []
  }

  struct Row: View {
    let index: Int
    var log: TapLog?
    var body: some View {
      Text("Row \(index)").frame(height: 30).accessibilityIdentifier("row\(index)")
        .onTapGesture { log?.taps.append("row\(index)") }
    }
  }

  /// Three sections of a 30-point header and ten 30-point rows, no spacing: each 330 long.
  struct Sections: View {
    var pinned: PinnedScrollableViews
    var log: TapLog?
    var body: some View {
      ScrollView {
        LazyVStack(spacing: 0, pinnedViews: pinned) {
          ForEach(0..<3) { section in
            Section {
              ForEach(0..<10) { Row(index: section * 10 + $0, log: log) }
            } header: {
              Text("Header \(section)").frame(height: 30).accessibilityIdentifier("header\(section)")
                .onTapGesture { log?.taps.append("header\(section)") }
            }
          }
        }
      }
    }
  }

  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  private func scroll<V: View>(_ host: TestHost<V>, by length: CGFloat) {
    host.scroll(at: CGPoint(x: 100, y: 50), by: CGSize(width: 0, height: length))
  }

  /// "Header n" is 80 points wide, centered in the 400-point width.
  private func header(y: CGFloat) -> CGRect { CGRect(x: 160, y: y, width: 80, height: 30) }

  @Test func aPinnedHeaderStaysAtTheTopUntilItsSectionsEndPushesItAway() {
    let host = host(Sections(pinned: .sectionHeaders))
    #expect(host.frame(of: "header0") == header(y: 0))
    #expect(host.frame(of: "row0") == CGRect(x: 175, y: 30, width: 50, height: 30))

    // 100 down: the rows move up under the header, which stays at the top.
    scroll(host, by: 100)
    #expect(host.frame(of: "header0") == header(y: 0))
    #expect(host.frame(of: "row0") == CGRect(x: 175, y: -70, width: 50, height: 30))
    #expect(host.frame(of: "header1") == header(y: 230))

    // 310 down: the first section ends at 330, 20 below the top, so its header ends there
    // too, pushed up by 10; the next header follows it.
    scroll(host, by: 210)
    #expect(host.frame(of: "header0") == header(y: -10))
    #expect(host.frame(of: "header1") == header(y: 20))

    // 400 down: the second header has reached the top and stays; the first lies above it, at
    // the end of its section.
    scroll(host, by: 90)
    #expect(host.frame(of: "header1") == header(y: 0))
    #expect(host.frame(of: "header0") == header(y: -100))
    #expect(host.frame(of: "row10") == CGRect(x: 170, y: -40, width: 60, height: 30))
  }

  @Test func withoutPinnedViewsHeadersScrollWithTheRows() {
    let host = host(Sections(pinned: []))
    scroll(host, by: 100)
    #expect(host.frame(of: "header0") == header(y: -100))
    #expect(host.frame(of: "header1") == header(y: 230))
  }

  @Test func aPinnedHeaderIsDrawnAndHitAboveTheRowsUnderIt() {
    let log = TapLog()
    let host = host(Sections(pinned: .sectionHeaders, log: log))
    scroll(host, by: 100)
    // Row 2 lies at -10…20, under the header at 0…30.
    #expect(host.frame(of: "row2") == CGRect(x: 175, y: -10, width: 50, height: 30))
    host.tap(at: CGPoint(x: 200, y: 10))
    #expect(log.taps == ["header0"])
    // Below the header, the row takes the tap.
    host.tap(at: CGPoint(x: 200, y: 40))
    #expect(log.taps == ["header0", "row3"])
  }

  /// Two sections of ten 30-point rows, each with a 30-point footer and a 30-point header.
  struct Footers: View {
    var pinned: PinnedScrollableViews
    var body: some View {
      ScrollView {
        LazyVStack(spacing: 0, pinnedViews: pinned) {
          ForEach(0..<2) { section in
            Section {
              ForEach(0..<10) { Row(index: section * 10 + $0) }
            } header: {
              Text("Header \(section)").frame(height: 30).accessibilityIdentifier("header\(section)")
            } footer: {
              Text("Footer \(section)").frame(height: 30).accessibilityIdentifier("footer\(section)")
            }
          }
        }
      }
    }
  }

  @Test func aPinnedFooterStaysAtTheBottomWhileItsSectionIsInSight() {
    let host = host(Footers(pinned: .sectionFooters))
    // The first section runs 0…360; its footer, at 330 by its place, is kept at the bottom of
    // the 300-point viewport, over row 8 (270…300).
    #expect(host.frame(of: "footer0") == CGRect(x: 160, y: 270, width: 80, height: 30))
    #expect(host.frame(of: "row8")?.minY == 270)
    #expect(host.frame(of: "header0") == header(y: 0))

    // 60 down: the footer's own place (330 - 60 = 270) has come into sight, where it stays.
    scroll(host, by: 60)
    #expect(host.frame(of: "footer0")?.minY == 270)
    scroll(host, by: 40)
    #expect(host.frame(of: "footer0")?.minY == 230)
    // Headers are not pinned here.
    #expect(host.frame(of: "header0")?.minY == -100)
  }

  @Test func aPinnedFooterStopsBelowItsSectionsHeader() {
    let host = host(Footers(pinned: .sectionFooters))
    // 400 down: the second section runs 360…720, shown from 400; its header is at -40 and its
    // footer, whose place is 690 - 400 = 290, below the viewport's end, is kept at 270.
    scroll(host, by: 400)
    #expect(host.frame(of: "header1")?.minY == -40)
    #expect(host.frame(of: "footer1")?.minY == 270)

    // Scrolled back to the top, the second section starts at 360, below the viewport: its
    // footer would be kept at 270, above its own header; it stops at the header's end, 390.
    scroll(host, by: -400)
    #expect(host.frame(of: "header1")?.minY == 360)
    #expect(host.frame(of: "footer1")?.minY == 390)
  }

  @Test func withHeadersAndFootersPinnedAHeaderIsPushedByItsFooter() {
    let host = host(Footers(pinned: [.sectionHeaders, .sectionFooters]), height: 100)
    // A 100-point viewport, 310 down: the first section's footer is at its place, 330 - 310 =
    // 20; the header, kept at the top, is pushed up to end where the footer begins: -10.
    scroll(host, by: 310)
    #expect(host.frame(of: "footer0") == CGRect(x: 160, y: 20, width: 80, height: 30))
    #expect(host.frame(of: "header0") == CGRect(x: 160, y: -10, width: 80, height: 30))
    // 150 down: the header at the top, the footer at the bottom of the viewport.
    scroll(host, by: -160)
    #expect(host.frame(of: "header0")?.minY == 0)
    #expect(host.frame(of: "footer0")?.minY == 70)
  }

  /// One section whose 1,000 rows are made lazily, the rows not made counted at an estimate.
  struct LongSection: View {
    var body: some View {
      ScrollView {
        LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
          Section {
            ForEach(0..<1_000) { Row(index: $0) }
          } header: {
            Text("Header 0").frame(height: 30).accessibilityIdentifier("header0")
          }
          Text("After").frame(height: 30).accessibilityIdentifier("after")
        }
      }
    }
  }

  @Test func aHeaderStaysPinnedOverRowsMadeLazily() {
    let host = host(LongSection())
    scroll(host, by: 15_000)
    // Row 499 begins at 30 + 499 × 30 = 15,000, at the top: under the header.
    #expect(host.frame(of: "header0") == header(y: 0))
    #expect(host.frame(of: "row499")?.minY == 0)
    #expect(host.find(id: "row450") == nil)
    // At the end the section still fills the top, ending where the view after it begins.
    scroll(host, by: 1_000_000)
    #expect(host.frame(of: "after")?.minY == 270)
    #expect(host.frame(of: "row999")?.minY == 240)
    #expect(host.frame(of: "header0")?.minY == 0)
  }

  struct Columns: View {
    var body: some View {
      ScrollView(.horizontal) {
        LazyHStack(spacing: 0, pinnedViews: .sectionHeaders) {
          ForEach(0..<2) { section in
            Section {
              ForEach(0..<10) { index in
                Text("C\(section * 10 + index)").frame(width: 40).accessibilityIdentifier(
                  "column\(section * 10 + index)")
              }
            } header: {
              Text("H\(section)").frame(width: 40).accessibilityIdentifier("header\(section)")
            }
          }
        }
      }
    }
  }

  @Test func aLazyRowPinsItsHeadersAtTheLeadingEdge() {
    let host = host(Columns(), width: 200, height: 100)
    host.scroll(at: CGPoint(x: 100, y: 50), by: CGSize(width: 100, height: 0))
    // Each section is 440 wide. 100 across: the first header stays at the leading edge.
    #expect(host.frame(of: "header0")?.minX == 0)
    #expect(host.frame(of: "column0")?.minX == -60)
    // 420 across: the section ends 20 from the leading edge, and its header ends there.
    host.scroll(at: CGPoint(x: 100, y: 50), by: CGSize(width: 320, height: 0))
    #expect(host.frame(of: "header0")?.minX == -20)
    #expect(host.frame(of: "header1")?.minX == 20)
  }

  @Test func outsideAScrollViewNothingIsPinned() {
    let view = LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
      Section {
        ForEach(0..<3) { Row(index: $0) }
      } header: {
        Text("Header 0").frame(height: 30).accessibilityIdentifier("header0")
      }
    }
    let host = host(view, height: 120)
    #expect(host.frame(of: "header0") == header(y: 0))
    #expect(host.frame(of: "row2")?.minY == 90)
  }
}
