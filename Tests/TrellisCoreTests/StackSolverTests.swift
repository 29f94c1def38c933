import Testing
import TrellisTesting

@testable import TrellisCore

/// The stack solver on large stacks: more children than the small-stack sort handles, and more
/// than one chunk of the scratch memory solutions are worked out in.
@MainActor
struct StackSolverTests {
  /// Forty children alternating flexible and fixed, flexible first: the fixed ones are served
  /// first (they are the least flexible) and the flexible ones share the rest equally.
  @Test func fortyChildrenAreServedLeastFlexibleFirst() {
    let host = TestHost(
      HStack(spacing: 0) {
        ForEach(0..<40, id: \.self) { index in
          if index.isMultiple(of: 2) {
            Color.blue.accessibilityIdentifier("flexible\(index)")
          } else {
            Color.red.frame(width: 5).accessibilityIdentifier("fixed\(index)")
          }
        }
      }, size: CGSize(width: 500, height: 100), text: .fixedAdvance)
    // 20 × 5 points fixed, 400 left: 20 each for the flexible ones, in their own order.
    for index in 0..<40 {
      let x = CGFloat(index / 2) * 25 + (index.isMultiple(of: 2) ? 0 : 20)
      let width: CGFloat = index.isMultiple(of: 2) ? 20 : 5
      let id = index.isMultiple(of: 2) ? "flexible\(index)" : "fixed\(index)"
      #expect(host.frame(of: id) == CGRect(x: x, y: 0, width: width, height: 100))
    }
  }

  /// A column of 1,500 rows, more than one chunk of scratch memory, beside a stack that is
  /// solved while the column's solution is still in use.
  @Test func aStackLargerThanAScratchChunkIsPlacedExactly() {
    let host = TestHost(
      HStack(spacing: 0) {
        VStack(spacing: 0) {
          ForEach(0..<1500, id: \.self) { index in
            Color.green.frame(width: 10, height: 1).accessibilityIdentifier("row\(index)")
          }
        }
        VStack(spacing: 0) {
          Color.red.frame(width: 20, height: 30).accessibilityIdentifier("top")
          Color.red.frame(width: 30, height: 20).accessibilityIdentifier("bottom")
        }
      }, size: CGSize(width: 400, height: 1500), text: .fixedAdvance)
    // The row is 40 wide: centered in 400 it starts at 180.
    #expect(host.frame(of: "row0") == CGRect(x: 180, y: 0, width: 10, height: 1))
    #expect(host.frame(of: "row1023") == CGRect(x: 180, y: 1023, width: 10, height: 1))
    #expect(host.frame(of: "row1024") == CGRect(x: 180, y: 1024, width: 10, height: 1))
    #expect(host.frame(of: "row1499") == CGRect(x: 180, y: 1499, width: 10, height: 1))
    #expect(host.frame(of: "top") == CGRect(x: 195, y: 725, width: 20, height: 30))
    #expect(host.frame(of: "bottom") == CGRect(x: 190, y: 755, width: 30, height: 20))
  }

  /// Memory is lent like a call stack: what a nested solve takes lies above what is still in
  /// use, whether or not it needs a new chunk, and giving it back makes it available again.
  @Test func scratchLendsDisjointMemoryAndTakesItBack() {
    let scratch = StackScratch()
    let (outer, outerMark) = scratch.take(1000)
    for index in 0..<1000 { outer[index].served = index }
    // Does not fit the rest of the first chunk: comes from a second one.
    let (inner, innerMark) = scratch.take(100)
    for index in 0..<100 { inner[index].served = -index }
    // Larger than a chunk: the second chunk is replaced by a larger one while the first is lent.
    scratch.giveBack(innerMark)
    let (large, largeMark) = scratch.take(5000)
    for index in 0..<5000 { large[index].served = 10_000 + index }
    #expect((0..<1000).allSatisfy { outer[$0].served == $0 })
    #expect((0..<5000).allSatisfy { large[$0].served == 10_000 + $0 })
    scratch.giveBack(largeMark)
    scratch.giveBack(outerMark)
    // Everything given back: the next solution starts where the first did, and starts clean.
    let (again, _) = scratch.take(10)
    #expect(again[5].served == 0 && again[9].served == 0)
  }
}
