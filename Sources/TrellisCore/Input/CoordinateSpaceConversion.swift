extension LayoutNode {
  /// `point`, in root coordinates, in `space` as this view sees it: its own frame for `.local`,
  /// the frame of the nearest view around it with that name for `.named` (the window when there
  /// is none, as in SwiftUI). The transforms of the effects around the view (`.scaleEffect`,
  /// `.rotationEffect`, a `GeometryEffect`) are undone first, so that a point keeps its place on
  /// the view however it is drawn.
  func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
    switch space {
    case .global:
      return point
    case .local:
      let local = pointThroughEffects(point)
      return CGPoint(x: local.x - frame.minX, y: local.y - frame.minY)
    case .named(let name):
      var current: _Node? = parent
      while let node = current {
        if let named = node as? CoordinateSpaceNode, named.modifier.name == name {
          let local = named.pointThroughEffects(point)
          return CGPoint(x: local.x - named.frame.minX, y: local.y - named.frame.minY)
        }
        current = node.parent
      }
      return point
    }
  }

  /// `point` mapped through the effects around this view, or as it is where an effect draws
  /// nothing of the view (a projection seen edge on): a drag goes on past such a place.
  private func pointThroughEffects(_ point: CGPoint) -> CGPoint {
    pointInLayout(point) ?? point
  }
}

/// A node that draws its content moved by a transform (`.rotationEffect`, a `GeometryEffect`):
/// pointer input reaches the content through the inverse transform.
@MainActor
protocol PointTransformingNode: LayoutNode {
  /// Where `point` (root coordinates) lies in the content as laid out; nil where no point of the
  /// content is drawn.
  func untransformed(_ point: CGPoint) -> CGPoint?
}

extension LayoutNode {
  /// `point`, in root coordinates, mapped through the transforms of the effects around this view
  /// to where it lies in the view's layout; nil where the view cannot be under it.
  func pointInLayout(_ point: CGPoint) -> CGPoint? {
    var effects: [any PointTransformingNode] = []
    var current: _Node? = parent
    while let node = current {
      if let effect = node as? any PointTransformingNode { effects.append(effect) }
      current = node.parent
    }
    var mapped = point
    for effect in effects.reversed() {
      guard let next = effect.untransformed(mapped) else { return nil }
      mapped = next
    }
    return mapped
  }
}
