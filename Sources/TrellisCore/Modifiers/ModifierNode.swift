/// A modifier Trellis implements itself, as a layout node around the content.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
  associatedtype NodeType: ModifierNode<Self>
}

extension PrimitiveModifier {
  public static func _makeModified<C: View>(_ modifier: Self, content: C, parent: _Node) -> _Node {
    let node = NodeType(modifier: modifier, parent: parent)
    node.setContent(content)
    node.didInstall()
    return node
  }

  public static func _updateModified<C: View>(_ node: _Node, modifier: Self, content: C) {
    let node = unsafeDowncast(node, to: NodeType.self)
    if !ViewComparison.isSame(node.modifier, modifier) {
      let old = node.modifier
      node.modifier = modifier
      node.modifierDidChange(from: old)
    }
    node.setContent(content)
  }
}

/// The layout node of a primitive modifier: by default it lays out exactly as its content, so a
/// subclass overrides only what its modifier changes.
class ModifierNode<M: ViewModifier>: LayoutNode {
  var modifier: M

  required init(modifier: M, parent: _Node) {
    self.modifier = modifier
    super.init(parent: parent)
  }

  /// Called once the content node exists.
  func didInstall() {}

  /// Called when the modifier's value changed; by default the layout is measured again.
  func modifierDidChange(from old: M) {
    invalidateLayout()
  }

  /// Whether this modifier shows up as a node of its own in the layout tree.
  var appearsInLayoutTree: Bool { true }

  override func layoutValue(_ key: ObjectIdentifier) -> Any? {
    let nodes = unretainedSubviews
    return nodes.count == 1 ? withUnretained(nodes[0]) { $0.layoutValue(key) } : nil
  }

  override var layoutPriority: Double {
    let nodes = unretainedSubviews
    return nodes.count == 1 ? withUnretained(nodes[0]) { $0.layoutPriority } : 0
  }

  override var zIndex: Double {
    let nodes = unretainedSubviews
    return nodes.count == 1 ? withUnretained(nodes[0]) { $0.zIndex } : 0
  }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    guard appearsInLayoutTree else { return subviews.flatMap { $0.layoutTreeNodes() } }
    return super.layoutTreeNodes()
  }
}

/// Lays out exactly as its content and does not show in the layout tree: the base of modifiers
/// that only attach information (priority, identifiers, handlers, environment).
class PassThroughNode<M: ViewModifier>: ModifierNode<M> {
  override var appearsInLayoutTree: Bool { false }

  override var safeAreaScrollView: ScrollNode? { safeAreaScrollViewOfContent }

  override var ignoredSafeAreaEdges: Edge.Set { ignoredSafeAreaEdgesOfContent }

  /// Hit where the content is, as SwiftUI does: a tap on a wedge's path reaches `.onTapGesture`
  /// through any number of such modifiers, and a tap beside it does not.
  override func contains(_ point: CGPoint) -> Bool {
    subviews.contains { $0.contains(point) }
  }

  /// Whether, around several views (a `Group`, a `ForEach`), the node steps aside so that each
  /// view takes part in the enclosing layout on its own, as SwiftUI does. True for modifiers that
  /// only hand values down (environment, transaction); modifiers that act on their content as a
  /// whole (drawing effects, gestures) stay one view.
  var isTransparentAroundSeveralViews: Bool { false }

  override func collectLayoutNodes(into result: inout [LayoutNode]) {
    guard isTransparentAroundSeveralViews else { return super.collectLayoutNodes(into: &result) }
    let nodes = subviews
    if nodes.count == 1 {
      result.append(self)
    } else {
      result.append(contentsOf: nodes)
    }
  }

  override func subviewsDidChange() {
    super.subviewsDidChange()
    // The container above may list this node's views as its own.
    if isTransparentAroundSeveralViews { parent?.structureDidChange() }
  }
}
