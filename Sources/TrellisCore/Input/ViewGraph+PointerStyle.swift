extension ViewGraph {
  /// The pointer shape to show at `point` (root coordinates): the innermost view there that
  /// chooses one, or ``PointerStyle/default``. While a view is pressed (a drag selecting text) it
  /// keeps its style wherever the pointer goes, so the shape does not flicker at its edges.
  public func pointerStyle(at point: CGPoint) -> PointerStyle {
    if let pressed = pressedNode, pressed.isAlive, let style = Self.style(from: pressed, at: point) {
      return style
    }
    guard point.x.isFinite, point.y.isFinite, let hit = hitTestAny(point) else { return .default }
    return Self.style(from: hit, at: point) ?? .default
  }

  /// The first style chosen by `node` or a node around it.
  private static func style(from node: _Node, at point: CGPoint) -> PointerStyle? {
    var current: _Node? = node
    while let node = current {
      if let source = node as? any PointerStyleSource, let style = source.pointerStyle(at: point) {
        return style
      }
      current = node.parent
    }
    return nil
  }
}
