/// The node of an `HStack` or a `VStack`.
///
/// Not a `LayoutContainerNode<HStackLayout>`: the methods of a generic class run unspecialized,
/// through the layout's witness table and its cache's value witnesses, and stacks are most of
/// the containers in a tree, so they get a node that calls the stack algorithm directly.
final class StackNode: LayoutNode {
  private(set) var algorithm: StackAlgorithm

  init(algorithm: StackAlgorithm, parent: __shared _Node) {
    self.algorithm = algorithm
    super.init(parent: parent)
  }

  func update<Content: View>(algorithm newAlgorithm: StackAlgorithm, content: Content) {
    if newAlgorithm.alignment != algorithm.alignment
      || !Self.sameSpacing(newAlgorithm.spacing, algorithm.spacing)
    {
      algorithm = newAlgorithm
      invalidateLayout()
    }
    setContent(content)
  }

  /// Whether two spacings lay out alike (NaN, which is replaced by 0, equals itself here).
  private static func sameSpacing(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
    a == b || (a?.isNaN == true && b?.isNaN == true)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    algorithm.size(proposal, stacking: self)
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    algorithm.placeSubviews(of: self, in: rect, proposal: proposal)
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    algorithm.explicitAlignment(key, size: size, of: self)
  }

  override var spacing: ViewSpacing {
    // Cached with the sizes: a stack's spacing merges its subviews', so asking anew on every
    // measurement walked the whole subtree each time.
    if let cached = sizeCache.spacing { return cached }
    let spacing = StackAlgorithm.spacing(of: unretainedSubviews)
    sizeCache.spacing = spacing
    return spacing
  }

  override var stackOrientation: Axis? { algorithm.axis }

  override var isContainer: Bool { true }

  override var typeName: String { algorithm.axis == .horizontal ? "HStack" : "VStack" }
}
