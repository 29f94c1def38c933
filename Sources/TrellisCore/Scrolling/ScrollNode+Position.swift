/// What the modifiers applied to a scroll view read and ask of it: its geometry, the first target
/// view that shows, and scrolling to an edge, a point or a view.
extension ScrollNode {
  /// The scroll view's geometry now. As in SwiftUI, the content's size leaves out the content
  /// margins, which are its insets, and the offset is measured from the content's own top
  /// leading corner (negative while a margin shows).
  var geometry: ScrollGeometry {
    let margins = self.margins
    return ScrollGeometry(
      contentOffset: CGPoint(x: offset.x - margins.left, y: offset.y - margins.top),
      contentSize: CGSize(
        width: max(0, contentSize.width - margins.left - margins.right),
        height: max(0, contentSize.height - margins.top - margins.bottom)),
      contentInsets: contentInsets,
      containerSize: layoutFrame.isNull ? frame.size : layoutFrame.size)
  }

  /// Tells the modifiers following this scroll view that it moved or was laid out.
  func notifyObservers(byUser: Bool) {
    let observers = environment.scrollViewLinks.observers
    for observer in observers { observer.scrollViewDidChange(self, byUser: byUser) }
  }

  /// Scrolls to `target`, in the graph's current transaction.
  func scroll(to target: ScrollPosition.Target) {
    let viewport = layoutFrame.isNull ? frame.size : layoutFrame.size
    switch target {
    case .none:
      return
    case .edge(let edge):
      var point = offset
      switch edge {
      case .top: point.y = 0
      case .leading: point.x = 0
      case .bottom: point.y = contentSize.height - viewport.height
      case .trailing: point.x = contentSize.width - viewport.width
      }
      scroll(to: point)
    case .point(let point):
      scroll(to: point)
    case .x(let x):
      scroll(to: CGPoint(x: x, y: offset.y))
    case .y(let y):
      scroll(to: CGPoint(x: offset.x, y: y))
    case .view(let id, let anchor):
      guard let views = ScrollTargetSearch.views(withID: id, in: self) else { return }
      reveal(views.reduce(CGRect.null) { $0.union($1.layoutFrame) }, anchor: anchor)
    }
  }

  /// The id of the first view of the `.scrollTargetLayout()` inside (else of the first `ForEach`)
  /// that shows at `anchor` of the viewport, or, without one, that shows at all; nil when there
  /// is none.
  func firstVisibleTargetID(anchor: UnitPoint?) -> AnyHashable? {
    guard !layoutFrame.isNull else { return nil }
    let container: _Node = Self.targetLayout(in: self) ?? self
    guard let rows = Self.identifiedRows(in: container) else { return nil }
    let viewport = layoutFrame
    let vertical = axes.contains(.vertical)
    let anchorPoint = anchor?.point(in: viewport)
    for (id, row) in rows.identifiedChildren {
      guard let id else { continue }
      var views: [LayoutNode] = []
      row.collectLayoutNodes(into: &views)
      let frame = views.reduce(CGRect.null) { $0.union($1.layoutFrame) }
      guard !frame.isNull else { continue }
      if let anchorPoint {
        if vertical ? frame.maxY > anchorPoint.y : frame.maxX > anchorPoint.x { return id }
      } else if vertical ? frame.maxY > viewport.minY + 0.5 : frame.maxX > viewport.minX + 0.5 {
        return id
      }
    }
    return nil
  }

  /// The first `ForEach` inside `node`, not looking into nested scroll views.
  private static func identifiedRows(in node: _Node) -> (any IdentifiedRows)? {
    if let rows = node as? any IdentifiedRows { return rows }
    var found: (any IdentifiedRows)?
    node.forEachDisplayedChild { child in
      guard found == nil, !(child is ScrollNode) else { return }
      found = identifiedRows(in: child)
    }
    return found
  }
}
