/// The node of `.draggable`: a press that moves past ``threshold`` starts a drag of the payload,
/// taking the pointer from the control pressed and from other gestures, as a drag gesture does.
final class DraggableNode<Preview: View>: PassThroughNode<DraggableModifier<Preview>>, GestureRecognizingNode
{
  /// Where the pointer pressed, while it is down.
  private var pressedAt: CGPoint?
  /// Whether the current press became a drag.
  private var isDragging = false

  /// How far a press moves before it becomes a drag.
  static var threshold: CGFloat { 3 }

  var acceptsInput: Bool { environment.isEnabled }
  var gesturePriority: GesturePriority { .normal }

  // The payload and preview are read when a drag begins: new closures need no new layout.
  override func modifierDidChange(from old: DraggableModifier<Preview>) {}

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    if let inner = super.hitTest(point) { return inner }
    return acceptsInput && contains(point) ? self : nil
  }

  func pointerDown(at point: CGPoint) {}
  func pointerUp(at point: CGPoint, inside: Bool) {}

  func gestureBegan(at point: CGPoint) -> Bool {
    pressedAt = point
    isDragging = false
    return false
  }

  func gestureMoved(to point: CGPoint) -> Bool {
    guard let start = pressedAt else { return false }
    if isDragging {
      if isSessionSource { graph.dragMoved(to: point) }
      return false
    }
    guard hypot(point.x - start.x, point.y - start.y) >= Self.threshold else { return false }
    isDragging = true
    graph.beginDrag(modifier.payload(), from: self, at: start, preview: modifier.preview)
    graph.dragMoved(to: point)
    return true
  }

  func gestureEnded(at point: CGPoint) -> Bool {
    defer {
      pressedAt = nil
      isDragging = false
    }
    guard isDragging else { return false }
    if isSessionSource { graph.endDrag(at: point) }
    return true
  }

  func gestureCancelled() {
    if isDragging, isSessionSource { graph.cancelDrag() }
    pressedAt = nil
    isDragging = false
  }

  /// Whether the graph's drag is this node's (Escape may have ended it).
  private var isSessionSource: Bool { graph.dragSession?.source === self }

  override func dispose() {
    if isSessionSource { graph.cancelDrag() }
    super.dispose()
  }
}
