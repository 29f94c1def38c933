struct ZIndexModifier: PrimitiveModifier {
  typealias NodeType = ZIndexNode
  let value: Double
}

/// `.zIndex`: changes where the view is drawn and hit among its siblings, not where it is laid
/// out.
final class ZIndexNode: PassThroughNode<ZIndexModifier> {
  override var zIndex: Double { modifier.value }

  override func didInstall() {
    LayoutNode.someViewHasZIndex = true
  }

  override func modifierDidChange(from old: ZIndexModifier) {
    // The order among siblings is the parent's drawing, which covers this view's frame.
    graph.setNeedsDisplay(enclosingParentFrame)
  }

  private var enclosingParentFrame: CGRect {
    parent?.enclosingLayoutNode?.frame ?? frame
  }
}

extension LayoutNode {
  /// Set once any `.zIndex` was made: until then every list of siblings is already in order, so
  /// drawing and hit testing never ask for indices.
  static var someViewHasZIndex = false

  /// `nodes` in the order they are drawn: by `zIndex`, ties in their own order.
  static func stackingOrder(_ nodes: [LayoutNode]) -> [LayoutNode] {
    guard someViewHasZIndex, nodes.count > 1 else { return nodes }
    let indices = nodes.map(\.zIndex)
    guard indices.contains(where: { $0 != 0 }) else { return nodes }
    return nodes.indices.sorted { indices[$0] < indices[$1] || (indices[$0] == indices[$1] && $0 < $1) }
      .map { nodes[$0] }
  }
}

extension View {
  /// Draws the view above siblings with a lower value and below those with a higher one (0 by
  /// default) in a `ZStack`, a stack or an overlay, and hits it in the same order. Layout is
  /// unchanged.
  ///
  /// ```swift
  /// ZStack {
  ///     Color.red.zIndex(1)  // drawn over the blue square
  ///     Color.blue
  /// }
  /// ```
  public func zIndex(_ value: Double) -> some View {
    modifier(ZIndexModifier(value: value.isFinite ? value : 0))
  }
}
