extension ViewGraph {
  /// Starts dragging `item` from `source`, pressed at `start`, with the preview `preview`
  /// (nil: the source's own drawing).
  func beginDrag(_ item: any Transferable, from source: LayoutNode, at start: CGPoint, preview: (any View)?) {
    cancelDrag()
    let previewNode = DragPreviewNode(source: source, start: start, content: preview)
    let session = DragSession(item: item, source: source, start: start, preview: previewNode)
    dragSession = session
    root.popups.append(previewNode)
    setNeedsDisplay(previewNode.previewFrame)
  }

  /// The pointer moved to `point` during a drag.
  func dragMoved(to point: CGPoint) {
    dragSession?.move(to: point, in: self)
  }

  /// The pointer was released at `point`: drops on the destination there, if any.
  @discardableResult
  func endDrag(at point: CGPoint) -> Bool {
    guard let session = dragSession else { return false }
    let dropped = session.drop(at: point, in: self)
    closeDragSession()
    return dropped
  }

  /// Ends any drag with no drop (Escape, or its source went away).
  func cancelDrag() {
    guard let session = dragSession else { return }
    session.cancel()
    closeDragSession()
  }

  private func closeDragSession() {
    guard let session = dragSession else { return }
    dragSession = nil
    root.popups.removeAll { $0 === session.preview }
    setNeedsDisplay(session.preview.previewFrame)
    session.preview.dispose()
  }

  /// The innermost drop destination under `point` that accepts `item`: found from the view
  /// drawn there, so that clipping and stacking order count as for a click.
  func dropTarget(at point: CGPoint, for item: any Transferable) -> (any DropTargetNode)? {
    var current: _Node? = hitTestDrawn(point)
    while let node = current {
      if let target = node as? any DropTargetNode, target.isAlive, target.accepts(item) { return target }
      current = node.parent
    }
    return nil
  }
}
