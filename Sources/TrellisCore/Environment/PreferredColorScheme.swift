struct PreferredColorSchemeModifier: PrimitiveModifier {
  typealias NodeType = PreferredColorSchemeNode
  let colorScheme: ColorScheme?
}

/// `.preferredColorScheme(_:)`: tells its graph which appearance the window should take.
final class PreferredColorSchemeNode: PassThroughNode<PreferredColorSchemeModifier> {
  override func didInstall() { graph.preferredColorSchemes.add(self) }

  override func modifierDidChange(from old: PreferredColorSchemeModifier) {
    if old.colorScheme != modifier.colorScheme { graph.preferredColorSchemes.setNeedsResolve() }
  }

  override func dispose() {
    super.dispose()
    graph.preferredColorSchemes.setNeedsResolve()
  }
}

/// The `.preferredColorScheme` views of a graph. They are kept here rather than found by walking
/// the tree as preferences are: the window looks at them after every pass in which one came,
/// went or changed, and a walk would cost as much as the tree is big.
@MainActor
final class PreferredColorSchemes {
  private struct WeakNode {
    weak var node: PreferredColorSchemeNode?
  }

  private var nodes: [WeakNode] = []
  /// Whether one came, went or changed since the graph last resolved them.
  private(set) var needsResolve = false

  func add(_ node: PreferredColorSchemeNode) {
    nodes.append(WeakNode(node: node))
    needsResolve = true
  }

  func setNeedsResolve() { needsResolve = true }

  /// The appearance the shown views ask for: the first that names one, oldest first; nil when
  /// none does, leaving the host's.
  func resolve() -> ColorScheme? {
    needsResolve = false
    nodes.removeAll { $0.node.map { !$0.isAlive } ?? true }
    return nodes.lazy.compactMap { $0.node?.modifier.colorScheme }.first
  }
}

extension View {
  /// Asks for the window that shows this view to be drawn in `colorScheme`, whatever the
  /// appearance around it; nil withdraws the request.
  ///
  /// Unlike ``View/colorScheme(_:)``, which sets the appearance of one part of the view tree,
  /// this sets the window's, its background included:
  ///
  /// ```swift
  /// ContentView()
  ///     .preferredColorScheme(prefersDark ? .dark : nil)
  /// ```
  ///
  /// When several views ask, the one shown first wins.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(PreferredColorSchemeModifier(colorScheme: colorScheme))
  }
}
