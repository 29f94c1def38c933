/// The hover modifiers of a graph. On each pointer move it finds the views under the pointer (the
/// path of the topmost view there, through shapes and `allowsHitTesting`) and tells each hover
/// modifier whether it is on that path: nested hover regions are all hovered, as in SwiftUI,
/// while a view covered by another is not.
@MainActor
final class HoverRegions {
  private var nodes: [HoverNode] = []
  unowned let graph: ViewGraph

  init(graph: ViewGraph) { self.graph = graph }

  func add(_ node: HoverNode) { nodes.append(node) }

  func pointerMoved(to point: CGPoint) {
    guard !nodes.isEmpty else { return }
    nodes.removeAll { !$0.isAlive }
    var path = Set<ObjectIdentifier>()
    collectPath(at: point, from: graph.rootLayoutNode, into: &path)
    update { path.contains(ObjectIdentifier($0)) ? point : nil }
  }

  func pointerExited() {
    guard !nodes.isEmpty else { return }
    nodes.removeAll { !$0.isAlive }
    update { _ in nil }
  }

  /// Calls the actions of the nodes `location` (root coordinates, or nil when outside) changed:
  /// every exit before any entry, so a pointer going from one view to the next leaves first.
  private func update(_ location: (HoverNode) -> CGPoint?) {
    var left: [HoverNode] = []
    var over: [(node: HoverNode, point: CGPoint, entered: Bool)] = []
    for node in nodes {
      if let point = location(node) {
        over.append((node, point, !node.isHovering))
      } else if node.isHovering {
        left.append(node)
      }
    }
    for node in left {
      node.isHovering = false
      node.modifier.onHover?(false)
      node.modifier.onContinuousHover?(.ended)
    }
    for (node, point, entered) in over {
      node.isHovering = true
      if entered { node.modifier.onHover?(true) }
      node.modifier.onContinuousHover?(.active(node.location(of: point)))
    }
  }

  /// Adds `node` and the views down to the topmost one at `point`; returns whether `point` is in
  /// `node` at all.
  @discardableResult
  private func collectPath(at point: CGPoint, from node: LayoutNode, into path: inout Set<ObjectIdentifier>)
    -> Bool
  {
    guard node.isAlive, node.contains(point) else { return false }
    path.insert(ObjectIdentifier(node))
    for child in node.hitTestOrder where collectPath(at: point, from: child, into: &path) { break }
    return true
  }
}
