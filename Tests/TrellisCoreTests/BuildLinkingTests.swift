import Observation
import Testing
import TrellisTesting

@testable import TrellisCore

/// Linking state where the node keeps its view (at an offset found once per view type), and
/// `ForEach` tracking all its content closures under one scope: a wrong offset would link a
/// view's state to stray bytes, and a scope around the children would count their reads as the
/// enclosing body's.
@MainActor
struct BuildLinkingTests {
  /// State after a wide, strongly aligned field, so the view does not start where a smaller one
  /// would.
  struct Offset: View {
    let lead: SIMD4<Double>
    let name: String
    @State private var count = 0
    @State private var label = "n"
    var body: some View {
      Button("\(name)=\(count)\(label)\(Int(lead.x))") {
        count += 1
        label += "+"
      }
      .buttonStyle(.plain).accessibilityIdentifier(name)
    }
  }

  struct Offsets: View {
    @State private var round = 0
    var body: some View {
      VStack {
        Offset(lead: SIMD4(7, 0, 0, 0), name: "a")
        Offset(lead: SIMD4(8, 0, 0, 0), name: "b")
        Text("round \(round)")
        Button("again") { round += 1 }.accessibilityIdentifier("again")
      }
    }
  }

  @Test func stateIsLinkedWhereTheNodeKeepsItsView() {
    let host = TestHost(Offsets(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    let type = CompositeViewType.of(Offset.self)
    let offset = type.viewOffset
    #expect(offset > 0)
    #expect(offset.isMultiple(of: MemoryLayout<SIMD4<Double>>.alignment))
    #expect(host.find(text: "a=0n7") != nil)
    #expect(host.find(text: "b=0n8") != nil)
    host.tap(id: "a")
    host.tap(id: "a")
    host.tap(id: "b")
    #expect(host.find(text: "a=2n++7") != nil)
    #expect(host.find(text: "b=1n+8") != nil)
    // The parent's body runs again and hands each child a new value, linked in place again.
    host.tap(id: "again")
    #expect(host.find(text: "round 1") != nil)
    #expect(host.find(text: "a=2n++7") != nil)
    #expect(host.find(text: "b=1n+8") != nil)
    #expect(type.viewOffset == offset)
  }

  @Test func aViewWithoutStateIsEvaluatedWhereItsNodeKeepsIt() {
    struct Bare: View {
      let title: String
      var body: some View { Text(title) }
    }
    let host = TestHost(Bare(title: "bare"), size: CGSize(width: 100, height: 50), text: .fixedAdvance)
    #expect(host.find(text: "bare") != nil)
    // Found for every view type: the body is evaluated on the view where the node keeps it.
    #expect(CompositeViewType.of(Bare.self).viewOffset > 0)
  }

  @Observable
  final class Board {
    var names = ["x", "y"]
    var score = 0
  }

  struct Score: View {
    let board: Board
    let name: String
    var body: some View { Text("\(name) \(board.score)") }
  }

  /// Reads `names` only in the content closure, `score` only in the children's bodies.
  struct Listing: View {
    let board: Board
    var body: some View {
      VStack {
        ForEach(0..<2, id: \.self) { index in
          Score(board: board, name: board.names[index])
        }
      }
    }
  }

  @Test func forEachContentReadsCountForTheEnclosingBodyAndChildReadsDoNot() {
    let board = Board()
    let host = TestHost(Listing(board: board), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.graph.bodyEvaluations(of: Listing.self) == 1)
    #expect(host.graph.bodyEvaluations(of: Score.self) == 2)

    board.score = 3
    host.flush()
    #expect(host.find(text: "x 3") != nil)
    #expect(host.find(text: "y 3") != nil)
    #expect(host.graph.bodyEvaluations(of: Listing.self) == 1)
    #expect(host.graph.bodyEvaluations(of: Score.self) == 4)

    board.names[1] = "z"
    host.flush()
    #expect(host.find(text: "z 3") != nil)
    #expect(host.find(text: "y 3") == nil)
    #expect(host.graph.bodyEvaluations(of: Listing.self) == 2)
    // Only the child whose value changed runs its body again.
    #expect(host.graph.bodyEvaluations(of: Score.self) == 5)

    board.names[0] = "w"
    host.flush()
    #expect(host.find(text: "w 3") != nil)
    #expect(host.graph.bodyEvaluations(of: Listing.self) == 3)
  }
}
