extension LayoutNode {
  /// `point`, in root coordinates, in `space` as this view sees it: its own frame for `.local`,
  /// the frame of the nearest view around it with that name for `.named` (the window when there
  /// is none, as in SwiftUI).
  func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
    switch space {
    case .global:
      return point
    case .local:
      return CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    case .named(let name):
      var current: _Node? = parent
      while let node = current {
        if let named = node as? CoordinateSpaceNode, named.modifier.name == name {
          return CGPoint(x: point.x - named.frame.minX, y: point.y - named.frame.minY)
        }
        current = node.parent
      }
      return point
    }
  }
}
