struct OffsetModifier: PrimitiveModifier {
  typealias NodeType = OffsetNode
  let offset: CGSize
}

/// `.offset`: moves drawing and hit testing; the layout around it is unchanged.
final class OffsetNode: LayoutModifierNode<OffsetModifier> {
  override func contentRect(in rect: CGRect, contentSize: CGSize, proposal: ProposedViewSize) -> CGRect {
    let dx = isRightToLeft ? -modifier.offset.width : modifier.offset.width
    return CGRect(
      origin: CGPoint(x: rect.minX + dx, y: rect.minY + modifier.offset.height), size: contentSize)
  }

  override var typeName: String { "Offset" }
}

struct PositionModifier: PrimitiveModifier {
  typealias NodeType = PositionNode
  let position: CGPoint
}

/// `.position`: takes all the space offered and puts the content's center at a point in it.
final class PositionNode: LayoutModifierNode<PositionModifier> {
  override func size(proposal: ProposedViewSize, contentSize: CGSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func contentRect(in rect: CGRect, contentSize: CGSize, proposal: ProposedViewSize) -> CGRect {
    var x = modifier.position.x
    if isRightToLeft { x = rect.width - x }
    return CGRect(
      x: rect.minX + x - contentSize.width / 2, y: rect.minY + modifier.position.y - contentSize.height / 2,
      width: contentSize.width, height: contentSize.height)
  }

  override var typeName: String { "Position" }
}

extension View {
  /// Moves the view by `offset` without changing the layout around it.
  public func offset(_ offset: CGSize) -> some View {
    modifier(OffsetModifier(offset: CGSize(width: finite(offset.width), height: finite(offset.height))))
  }

  /// Moves the view by `x`, `y` without changing the layout around it.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }

  /// Puts the view's center at `position` in the space its parent offers.
  public func position(_ position: CGPoint) -> some View {
    modifier(PositionModifier(position: CGPoint(x: finite(position.x), y: finite(position.y))))
  }

  /// Puts the view's center at `x`, `y` in the space its parent offers.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }
}

func finite(_ value: CGFloat) -> CGFloat {
  if value.isFinite { return value }
  ViewGraph.warnOnce("a NaN or infinite offset or position was replaced by 0")
  return 0
}
