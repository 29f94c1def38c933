/// Finds one alignment guide in many subviews: where nothing in the tree can set the guide and
/// it is an edge or the center, its position is a fraction of each size, found without fetching
/// the subview (a retain and a release) and asking the graph's guide registry every time.
@MainActor
struct GuideFinder {
  let key: AlignmentKey
  /// The guide's fraction of the length, or nil when the subviews must be asked.
  private let fraction: CGFloat?

  /// A finder for `key`, which some view may set explicitly if `mayBeExplicit`
  /// (`graph.explicitGuides.mayExist(key)`).
  init(_ key: AlignmentKey, mayBeExplicit: Bool) {
    self.key = key
    fraction = mayBeExplicit ? nil : key.edgeFraction
  }

  /// Where the guide lies at `size` in any subview, or nil when the subview must be asked
  /// (`LayoutNode.guidePosition`).
  func position(at size: CGSize) -> CGFloat? {
    guard let fraction else { return nil }
    // A leading edge is at 0 even in an infinite size, where 0 × ∞ would be NaN.
    return fraction == 0 ? 0 : size[key.axis] * fraction
  }

  /// Where the guide lies in `node` at `size`.
  func position(in node: LayoutNode, at size: CGSize) -> CGFloat {
    if let plain = position(at: size) { return plain }
    return node.guidePosition(key, size: size)
  }
}
