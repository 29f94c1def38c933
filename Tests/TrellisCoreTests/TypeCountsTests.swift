import Testing

@testable import TrellisCore

/// The per-type counts behind `ViewGraph.bodyEvaluations(of:)`.
struct TypeCountsTests {
  final class Marker {}

  @Test func countsStayRightAsTheTableGrows() {
    // Identifiers of live objects stand in for types: 200 keys make the table grow twice.
    let markers = (0..<200).map { _ in Marker() }
    var counts = TypeCounts()
    for (index, marker) in markers.enumerated() {
      for _ in 0...(index % 5) { counts.increment(ObjectIdentifier(marker)) }
    }
    for (index, marker) in markers.enumerated() {
      #expect(counts.count(of: ObjectIdentifier(marker)) == index % 5 + 1)
    }
    #expect(counts.count(of: ObjectIdentifier(Marker())) == 0)
    let all = counts.dictionary
    #expect(all.count == 200)
    #expect(all[ObjectIdentifier(markers[42])] == 3)
  }
}
