extension View {
  /// Makes this view's subviews move with it as one piece: where layout moves the view in an
  /// animated change, its subviews are drawn relative to where the view is shown on the way,
  /// and only what changes inside the view animates on its own. A subview that appears during
  /// the change travels with the view instead of waiting at the end.
  ///
  /// ```swift
  /// VStack {
  ///     if showsDetails { Details() }
  ///     Summary()
  /// }
  /// .geometryGroup()
  /// .offset(y: isRaised ? -40 : 0)
  /// ```
  public func geometryGroup() -> some View {
    modifier(GeometryGroupModifier())
  }
}

struct GeometryGroupModifier: PrimitiveModifier {
  typealias NodeType = GeometryGroupNode
}

/// Draws its content displaced by how far its shown frame is from where layout put it; while it
/// places its subviews, the nodes inside take its move into their own animations (see
/// `LayoutNode.place`), so that they do not animate it a second time.
final class GeometryGroupNode: TransformingNode<GeometryGroupModifier> {
  /// How far layout moved this node in the placement going on now; zero outside it.
  private(set) var placingShift = CGSize.zero
  private var lastPlacedOrigin: CGPoint?

  override func modifierDidChange(from old: GeometryGroupModifier) {}

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    let origin = targetFrame.origin
    defer { lastPlacedOrigin = origin }
    guard let last = lastPlacedOrigin, last != origin else {
      return super.placeSubviews(in: rect, proposal: proposal)
    }
    placingShift = CGSize(width: origin.x - last.x, height: origin.y - last.y)
    graph.movingGeometryGroups += 1
    defer {
      graph.movingGeometryGroups -= 1
      placingShift = .zero
    }
    super.placeSubviews(in: rect, proposal: proposal)
  }

  /// How far the shown frame is from where layout put this node.
  private var displacement: CGSize {
    CGSize(width: frame.minX - targetFrame.minX, height: frame.minY - targetFrame.minY)
  }

  override func draw(into list: inout DisplayListBuilder) {
    let displacement = self.displacement
    guard displacement != .zero else { return super.draw(into: &list) }
    let transform = CGAffineTransform(translationX: displacement.width, y: displacement.height)
    list.group(.pushTransform(transform), .popTransform) { super.draw(into: &$0) }
  }

  override func untransformed(_ point: CGPoint) -> CGPoint? {
    let displacement = self.displacement
    return CGPoint(x: point.x - displacement.width, y: point.y - displacement.height)
  }
}

extension LayoutNode {
  /// How far the nearest geometry group around this node is moving in the placement going on
  /// now, if it is.
  var enclosingGeometryGroupShift: CGSize? {
    var ancestor = parent
    while let node = ancestor {
      if let group = node as? GeometryGroupNode {
        return group.placingShift == .zero ? nil : group.placingShift
      }
      ancestor = node.parent
    }
    return nil
  }
}
