/// The graph's matched geometry groups: the members shown now, by group, in the order they were
/// inserted, and the members removed since the last layout pass.
@MainActor
final class MatchedGeometryGroups {
  /// A member removed in the current pass: where it was, and the animation of its removal.
  struct Departure {
    let node: MatchedGeometryNode
    let frame: CGRect
    let animation: Animation?
  }

  private var members: [MatchedGeometryKey: [MatchedGeometryNode]] = [:]
  private var departures: [MatchedGeometryKey: Departure] = [:]
  /// Members that are not sources, which follow their source after every layout pass.
  private var followers: [ObjectIdentifier: MatchedGeometryNode] = [:]

  func add(_ node: MatchedGeometryNode) {
    members[node.modifier.key, default: []].append(node)
    followers[ObjectIdentifier(node)] = node
  }

  func remove(_ node: MatchedGeometryNode, key: MatchedGeometryKey) {
    members[key]?.removeAll { $0 === node }
    if members[key]?.isEmpty == true { members[key] = nil }
    followers[ObjectIdentifier(node)] = nil
  }

  /// Records that `node` left the tree; a member inserted in the same change starts from its
  /// frame.
  func depart(_ node: MatchedGeometryNode, animation: Animation?) {
    let key = node.modifier.key
    remove(node, key: key)
    departures[key] = Departure(node: node, frame: node.frame, animation: animation)
  }

  func departure(for key: MatchedGeometryKey) -> Departure? { departures[key] }

  /// The group's source: its first member shown with `isSource: true`.
  func source(for key: MatchedGeometryKey) -> MatchedGeometryNode? {
    guard let group = members[key] else { return nil }
    var found: MatchedGeometryNode?
    for node in group where node.modifier.isSource {
      guard found == nil else {
        ViewGraph.warnOnce(
          "Multiple inserted views in matched geometry group \(key.id) have isSource: true; using the first")
        break
      }
      found = node
    }
    return found
  }

  /// After a layout pass: removed sources move towards the group's new source, and views that
  /// follow a source placed after them in the pass are placed again. Returns whether anything
  /// moved.
  func resolve(in graph: ViewGraph) -> Bool {
    var moved = false
    if !departures.isEmpty {
      let leaving = departures
      departures = [:]
      for (key, departure) in leaving {
        guard let animation = departure.animation, let source = source(for: key),
          !source.layoutFrame.isNull
        else { continue }
        graph.withAnimation(animation) { departure.node.moveAsGhost(towards: source.layoutFrame) }
        moved = true
      }
    }
    // A follower may itself be the source of another group: a few rounds settle chains.
    for _ in 0..<4 {
      var changed = false
      for node in followers.values where !node.modifier.isSource && node.isAlive {
        changed = node.followSource() || changed
      }
      guard changed else { break }
      moved = true
    }
    return moved
  }
}

extension ViewGraph {
  /// Runs `body` with `animation` for every change in it, whatever the transaction says.
  func withAnimation(_ animation: Animation, _ body: () -> Void) {
    let saved = transaction
    transaction = Transaction(animation: animation)
    body()
    transaction = saved
  }
}
