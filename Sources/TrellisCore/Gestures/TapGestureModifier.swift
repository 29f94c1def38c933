struct TapGestureModifier: PrimitiveModifier {
  typealias NodeType = TapGestureNode
  let count: Int
  let action: () -> Void
}

/// `.onTapGesture`: runs its action when a press and release land on the view's shape.
final class TapGestureNode: PassThroughNode<TapGestureModifier>, InteractiveNode {
  private var lastTap = -Double.infinity
  private var tapsInRow = 0

  var acceptsInput: Bool { environment.isEnabled }

  override func modifierDidChange(from old: TapGestureModifier) {}

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    if let inner = super.hitTest(point) { return inner }
    return subviews.contains { $0.contains(point) } ? self : nil
  }

  override func contains(_ point: CGPoint) -> Bool {
    subviews.contains { $0.contains(point) }
  }

  func pointerDown(at point: CGPoint) {}

  func pointerUp(at point: CGPoint, inside: Bool) {
    guard inside else { return }
    let now = graph.now()
    tapsInRow = now - lastTap < 0.4 ? tapsInRow + 1 : 1
    lastTap = now
    if tapsInRow >= modifier.count {
      tapsInRow = 0
      modifier.action()
    }
  }
}

extension View {
  /// Runs `action` when the view is tapped (clicked) `count` times.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(TapGestureModifier(count: max(1, count), action: action))
  }
}
