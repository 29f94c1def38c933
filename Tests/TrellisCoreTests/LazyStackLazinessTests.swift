import Testing
import TrellisCore
import TrellisTesting

/// A lazy stack in a scroll view makes only the elements near what is shown — within one
/// viewport's length of it — and more as scrolling brings them near, keeping each once made.
@MainActor
struct LazyStackLazinessTests {
  /// What the rows' `onAppear`s saw, in order.
  final class AppearLog {
    var indices: [Int] = []
  }

  struct Row: View {
    let index: Int
    var log: AppearLog?
    @State private var taps = 0

    var body: some View {
      Button("Row \(index): \(taps)") { taps += 1 }
        .buttonStyle(.plain)
        .frame(height: 30)
        .accessibilityIdentifier("row\(index)")
        .onAppear { log?.indices.append(index) }
    }
  }

  /// `count` rows of 30 points, no spacing, in a scroll view filling a 400 × 300 window.
  struct Rows: View {
    let count: Int
    var log: AppearLog?
    var body: some View {
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<count) { Row(index: $0, log: log) }
        }
      }
    }
  }

  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  /// "Row n: 0" is 10 points a character wide, centered in the 400-point width.
  private func rowFrame(_ index: Int, y: CGFloat, taps: Int = 0) -> CGRect {
    let width = CGFloat("Row \(index): \(taps)".count * 10)
    return CGRect(x: (400 - width) / 2, y: y, width: width, height: 30)
  }

  @Test func onlyTheRowsNearTheViewportAreMadeAtLaunchAndMoreAsItScrolls() {
    let log = AppearLog()
    let host = host(Rows(count: 10_000, log: log))
    // Shown: 0…300; made: what overlaps it or the viewport's length after it, 0…600: rows 0…19.
    #expect(host.graph.bodyEvaluations(of: Row.self) == 20)
    #expect(log.indices == Array(0...19))
    #expect(host.frame(of: "row0") == rowFrame(0, y: 0))
    #expect(host.frame(of: "row9") == rowFrame(9, y: 270))
    #expect(host.frame(of: "row19") == rowFrame(19, y: 570))
    #expect(host.find(id: "row20") == nil)

    // 150 down: shown 150…450, made up to 750: rows 20…24 are new.
    host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 150))
    #expect(host.graph.bodyEvaluations(of: Row.self) == 25)
    #expect(log.indices == Array(0...24))
    #expect(host.frame(of: "row0") == rowFrame(0, y: -150))
    #expect(host.frame(of: "row14") == rowFrame(14, y: 270))
    #expect(host.frame(of: "row24") == rowFrame(24, y: 570))
    #expect(host.find(id: "row25") == nil)

    // To the end: the content is 10,000 × 30 long, so the last row ends at the viewport's end;
    // only the rows within a viewport of the end are made (9980…9999), none in between.
    host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 1_000_000))
    #expect(host.graph.bodyEvaluations(of: Row.self) == 45)
    #expect(host.frame(of: "row9999") == rowFrame(9999, y: 270))
    #expect(host.frame(of: "row9980") == rowFrame(9980, y: -300))
    #expect(host.find(id: "row9979") == nil)
    #expect(host.find(id: "row5000") == nil)
  }

  @Test func aRowKeepsItsStateWhenScrolledAwayAndBack() {
    let host = host(Rows(count: 10_000))
    #expect(host.tap(id: "row3"))
    #expect(host.tap(id: "row3"))
    #expect(host.find(text: "Row 3: 2") != nil)
    let evaluations = host.graph.bodyEvaluations(of: Row.self)

    host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 3_000))
    host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: -3_000))
    #expect(host.frame(of: "row3") == rowFrame(3, y: 90, taps: 2))
    #expect(host.find(text: "Row 3: 2") != nil)
    // Made once, kept: coming back makes nothing again. (Rows 90…119 were made on the way.)
    let afterScrolling = host.graph.bodyEvaluations(of: Row.self)
    host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 3_000))
    host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: -3_000))
    #expect(host.graph.bodyEvaluations(of: Row.self) == afterScrolling)
    #expect(afterScrolling - evaluations == 30)
  }

  struct Jumper: View {
    var body: some View {
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          Button("Jump") { proxy.scrollTo(5_000, anchor: .top) }
            .buttonStyle(.plain).frame(height: 20).accessibilityIdentifier("jump")
          ScrollView {
            LazyVStack(spacing: 0) {
              ForEach(0..<10_000) { Row(index: $0) }
            }
          }
        }
      }
    }
  }

  @Test func scrollToMakesARowNotMadeYetAndRevealsIt() {
    let host = host(Jumper())
    // Measured before the scroll view is first placed, the viewport is taken to be as tall as
    // the window: rows 0…19 (0…600) are made.
    #expect(host.graph.bodyEvaluations(of: Row.self) == 20)
    #expect(host.tap(id: "jump"))
    #expect(host.frame(of: "row5000") == rowFrame(5000, y: 20))
    #expect(host.frame(of: "row5009") == rowFrame(5009, y: 290))
    // The row, then those within a viewport of what shows (149,720…150,560): 4990…5018.
    #expect(host.graph.bodyEvaluations(of: Row.self) == 20 + 29)
    #expect(host.find(id: "row4989") == nil)
    #expect(host.find(id: "row5019") == nil)
  }

  @Test func outsideAScrollViewEveryRowIsMade() {
    let host = host(LazyVStack(spacing: 0) { ForEach(0..<50) { Row(index: $0) } })
    #expect(host.graph.bodyEvaluations(of: Row.self) == 50)
    // 1,500 points tall, centered in the 300-point window.
    #expect(host.frame(of: "row0") == rowFrame(0, y: -600))
    #expect(host.frame(of: "row49") == rowFrame(49, y: 870))
  }

  /// Rows 20, 30 and 40 points tall in turn, among static views before and after.
  struct MixedRows: View {
    var body: some View {
      ScrollView {
        LazyVStack(spacing: 2) {
          Text("Header").frame(height: 50).accessibilityIdentifier("header")
          ForEach(0..<3_000) { index in
            Text("\(index)").frame(height: CGFloat(20 + index % 3 * 10)).accessibilityIdentifier("r\(index)")
          }
          Text("Footer").frame(height: 50).accessibilityIdentifier("footer")
        }
      }
    }
  }

  @Test func rowsOfDifferentLengthsAmongStaticViewsEndWhereTheContentEnds() {
    let host = host(MixedRows())
    #expect(host.frame(of: "header") == CGRect(x: 170, y: 0, width: 60, height: 50))
    #expect(host.frame(of: "r0") == CGRect(x: 195, y: 52, width: 10, height: 20))
    #expect(host.frame(of: "r2") == CGRect(x: 195, y: 106, width: 10, height: 40))
    #expect(host.find(id: "r1000") == nil)
    // Estimated until made, exact once the end is reached: the footer ends where the content
    // does, at the viewport's end.
    host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 1_000_000))
    host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 1_000_000))
    #expect(host.frame(of: "footer") == CGRect(x: 170, y: 250, width: 60, height: 50))
    #expect(host.frame(of: "r2999") == CGRect(x: 180, y: 208, width: 40, height: 40))
    #expect(host.frame(of: "r2998") == CGRect(x: 180, y: 176, width: 40, height: 30))
  }

  @Test func aLazyHStackInAHorizontalScrollViewMakesTheColumnsNearTheViewport() {
    let host = host(
      ScrollView(.horizontal) {
        LazyHStack(spacing: 0) {
          ForEach(0..<1_000) { Row(index: $0).frame(width: 50) }
        }
      })
    // Shown: 0…400; made: what overlaps 0…800: columns 0…15.
    #expect(host.graph.bodyEvaluations(of: Row.self) == 16)
    // Each row's text wraps to 40 points in its 50-point column.
    #expect(host.frame(of: "row15") == CGRect(x: 755, y: 135, width: 40, height: 30))
    #expect(host.find(id: "row16") == nil)
    host.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 100, height: 0))
    #expect(host.graph.bodyEvaluations(of: Row.self) == 18)
    #expect(host.frame(of: "row17") == CGRect(x: 755, y: 135, width: 40, height: 30))
  }
  struct Counter: View {
    let name: String
    @State private var taps = 0
    var body: some View {
      Button("\(name) \(taps)") { taps += 1 }.buttonStyle(.plain).frame(height: 30).accessibilityIdentifier(
        name)
    }
  }

  /// 1,000 named rows below two buttons that change the names.
  struct EditableRows: View {
    @State private var names = (0..<1_000).map { "n\($0)" }
    var body: some View {
      VStack(spacing: 0) {
        Button("insert") { names.insert("new", at: 0) }.buttonStyle(.plain).frame(height: 20)
        Button("drop") { names.removeFirst() }.buttonStyle(.plain).frame(height: 20)
        ScrollView {
          LazyVStack(spacing: 0) {
            ForEach(names, id: \.self) { Counter(name: $0) }
          }
        }
      }
    }
  }

  @Test func madeRowsKeepTheirStateByIdentityWhenTheDataChanges() {
    let host = host(EditableRows())
    #expect(host.tap(id: "n1"))
    #expect(host.tap(id: "n1"))
    // The viewport starts at 40, below the buttons.
    #expect(host.frame(of: "n1") == CGRect(x: 180, y: 70, width: 40, height: 30))
    #expect(host.tap(text: "insert"))
    #expect(host.frame(of: "new") == CGRect(x: 175, y: 40, width: 50, height: 30))
    #expect(host.frame(of: "n1") == CGRect(x: 180, y: 100, width: 40, height: 30))
    #expect(host.find(text: "n1 2") != nil)
    #expect(host.tap(text: "drop"))
    #expect(host.tap(text: "drop"))
    #expect(host.find(id: "new") == nil)
    #expect(host.find(id: "n0") == nil)
    #expect(host.frame(of: "n1") == CGRect(x: 180, y: 40, width: 40, height: 30))
    #expect(host.find(text: "n1 2") != nil)
    // The rows that came into view at the end are made: the viewport (260) and as much again.
    #expect(host.frame(of: "n18") == CGRect(x: 175, y: 550, width: 50, height: 30))
  }
  struct Empty: View {
    let index: Int
    var body: some View { Color.clear.frame(height: 0) }
  }

  @Test func rowsOfNoLengthDoNotMakeAHugeCollectionAtOnce() {
    let host = host(
      ScrollView {
        LazyVStack(spacing: 0) { ForEach(0..<1_000_000) { Empty(index: $0) } }
      })
    // Every row lies in the viewport, so each arrangement makes as many as it may (2,000): five
    // while measuring, one placing.
    #expect(host.graph.bodyEvaluations(of: Empty.self) == 12_000)
  }
}
