import Testing

@testable import TrellisCore

/// The size cache every layout node keeps.
struct SizeCacheTests {
  @Test func spacingIsKeptWhateverItIs() {
    var cache = SizeCache()
    #expect(cache.spacing == nil)
    cache.spacing = .standard
    #expect(cache.spacing == .standard)
    cache.spacing = .zero
    #expect(cache.spacing == .zero)
    var uneven = ViewSpacing.zero
    uneven.formUnion(ViewSpacing(all: 3), edges: [.top, .trailing])
    cache.spacing = uneven
    #expect(cache.spacing == uneven)
    cache.spacing = nil
    #expect(cache.spacing == nil)
    cache.spacing = uneven
    cache.removeAll()
    #expect(cache.spacing == nil)
  }

  @Test func sizesAreFoundByProposal() {
    var cache = SizeCache()
    let proposals: [ProposedViewSize] = [
      .zero, .infinity, .unspecified, ProposedViewSize(width: 10, height: nil),
      ProposedViewSize(width: nil, height: 10), ProposedViewSize(width: 3.04, height: 0),
      ProposedViewSize(width: 3.04, height: .infinity), ProposedViewSize(width: 8.26, height: 0),
      ProposedViewSize(width: 8.26, height: 1),
    ]
    for (index, proposal) in proposals.enumerated() {
      cache.store(CGSize(width: index, height: -index), for: SizeCache.Key(proposal))
    }
    for (index, proposal) in proposals.enumerated() {
      #expect(cache.lookup(SizeCache.Key(proposal)) == CGSize(width: index, height: -index))
    }
    #expect(cache.lookup(SizeCache.Key(ProposedViewSize(width: 8.26, height: 2))) == nil)
    // -0 and 0 are the same proposal.
    #expect(
      cache.lookup(SizeCache.Key(ProposedViewSize(width: -0.0, height: -0.0))) == CGSize(width: 0, height: 0))
  }
}
