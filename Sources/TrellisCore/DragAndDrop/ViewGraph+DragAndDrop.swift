extension ViewGraph {
  /// Starts dragging `item` from `source`, pressed at `start`, with the preview `preview`
  /// (nil: the source's own drawing).
  func beginDrag(_ item: any Transferable, from source: LayoutNode, at start: CGPoint, preview: (any View)?) {
    cancelDrag()
    let previewNode = DragPreviewNode(source: source, start: start, content: preview)
    let session = DragSession(item: item, source: source, preview: previewNode)
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
      if let scroll = node as? ScrollNode, let rows = Self.rows(in: scroll), rows.accepts(item) {
        return rows
      }
      current = node.parent
    }
    return nil
  }

  /// The rows of the list `scroll` shows, if it shows one: a drop in the empty part of a list,
  /// below its last row, lands on the scroll view around the rows.
  private static func rows(in scroll: ScrollNode) -> RowsNode? {
    var node: LayoutNode = scroll
    // The rows lie a few single-child layers (padding, safe area) inside the scroll view.
    for _ in 0..<4 {
      let subviews = node.subviews
      guard subviews.count == 1 else { return nil }
      if let rows = subviews[0] as? RowsNode { return rows }
      node = subviews[0]
    }
    return nil
  }
}
