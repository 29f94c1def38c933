struct PaddingModifier: PrimitiveModifier {
  typealias NodeType = PaddingNode
  let insets: EdgeInsets
}

final class PaddingNode: LayoutModifierNode<PaddingModifier> {
  private var insets: EdgeInsets { modifier.insets }

  override func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    Self.proposal(proposal, insetBy: insets)
  }

  override func size(proposal: ProposedViewSize, contentSize: CGSize) -> CGSize {
    Self.size(contentSize, paddedBy: insets)
  }

  override func contentRect(in rect: CGRect, contentSize: CGSize, proposal: ProposedViewSize) -> CGRect {
    Self.contentRect(in: rect, contentSize: contentSize, insets: insets, rightToLeft: isRightToLeft)
  }

  /// What padded content is offered out of `proposal`.
  static func proposal(_ proposal: ProposedViewSize, insetBy insets: EdgeInsets) -> ProposedViewSize {
    // `if let` rather than `Optional.map`, whose closure would check the executor on every
    // measurement.
    var inner = proposal
    if let width = proposal.width { inner.width = max(0, width - insets.horizontal) }
    if let height = proposal.height { inner.height = max(0, height - insets.vertical) }
    return inner
  }

  /// The size of content of `size` with `insets` around it.
  static func size(_ size: CGSize, paddedBy insets: EdgeInsets) -> CGSize {
    CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
  }

  /// Where padded content goes in `rect`.
  static func contentRect(in rect: CGRect, contentSize: CGSize, insets: EdgeInsets, rightToLeft: Bool)
    -> CGRect
  {
    let leading = rightToLeft ? insets.trailing : insets.leading
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
    modifier(PaddingModifier(insets: cleanInsets(insets)))
  }
}
