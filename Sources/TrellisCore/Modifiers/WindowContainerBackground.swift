/// The `.containerBackground(_:for: .window)` views of a graph, and the style the outermost asks
/// the window to be filled with.
@MainActor
final class WindowContainerBackgrounds {
  private var requests: [(owner: ObjectIdentifier, depth: Int, style: AnyShapeStyle)] = []

  /// The style of the outermost request; nil: the window's own background.
  var style: AnyShapeStyle? { requests.min { $0.depth < $1.depth }?.style }

  /// Sets (or with nil, takes back) the style `owner`, `depth` levels below the root, asks for.
  func set(_ style: AnyShapeStyle?, from owner: AnyObject, depth: Int) {
    let id = ObjectIdentifier(owner)
    requests.removeAll { $0.owner == id }
    if let style { requests.append((id, depth, style)) }
  }
}

struct WindowContainerBackgroundModifier: PrimitiveModifier {
  typealias NodeType = WindowContainerBackgroundNode
  /// Nil for a container background aimed elsewhere.
  let style: AnyShapeStyle?
}

/// Hands its style to the window, and takes it back when it leaves.
final class WindowContainerBackgroundNode: PassThroughNode<WindowContainerBackgroundModifier> {
  override func didInstall() {
    super.didInstall()
    if let style = modifier.style { apply(style) }
  }

  /// A style cannot be compared with the last one: the window is drawn again.
  override func modifierDidChange(from old: WindowContainerBackgroundModifier) {
    apply(modifier.style)
  }

  override func dispose() {
    if modifier.style != nil { apply(nil) }
    super.dispose()
  }

  private func apply(_ style: AnyShapeStyle?) {
    var depth = 0
    var current = parent
    while let node = current {
      depth += 1
      current = node.parent
    }
    graph.windowContainerBackgrounds.set(style, from: self, depth: depth)
    graph.setNeedsDisplay(CGRect(origin: .zero, size: graph.size))
  }
}
