struct PaddingModifier: PrimitiveModifier {
  typealias NodeType = PaddingNode
  let insets: EdgeInsets
}

final class PaddingNode: LayoutModifierNode<PaddingModifier> {
  private var insets: EdgeInsets { modifier.insets }

  override func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    // `if let` rather than `Optional.map`, whose closure would check the executor on every
    // measurement.
    var inner = proposal
    if let width = proposal.width { inner.width = max(0, width - insets.horizontal) }
    if let height = proposal.height { inner.height = max(0, height - insets.vertical) }
    return inner
  }

  override func size(proposal: ProposedViewSize, contentSize: CGSize) -> CGSize {
    CGSize(width: contentSize.width + insets.horizontal, height: contentSize.height + insets.vertical)
  }

  override func contentRect(in rect: CGRect, contentSize: CGSize, proposal: ProposedViewSize) -> CGRect {
    let leading = isRightToLeft ? insets.trailing : insets.leading
    return CGRect(
      x: rect.minX + leading, y: rect.minY + insets.top, width: contentSize.width, height: contentSize.height)
  }

  override var typeName: String { "Padding" }
}

extension View {
  /// Pads the view by 16 points (or `length`) on the given edges. A negative length shrinks the
  /// frame the view reports, leaving its content drawn past it.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let length = length.map(cleanInset) ?? 16
    return modifier(PaddingModifier(insets: EdgeInsets(edges, length)))
  }

  /// Pads the view by `length` points on every edge.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Pads the view by `insets`.
  public func padding(_ insets: EdgeInsets) -> some View {
    let clean = EdgeInsets(
      top: cleanInset(insets.top), leading: cleanInset(insets.leading), bottom: cleanInset(insets.bottom),
      trailing: cleanInset(insets.trailing))
    return modifier(PaddingModifier(insets: clean))
  }
}
