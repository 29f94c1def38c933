/// Hands horizontal scrolls over its content to `onScroll`, which returns whether it used them;
/// vertical ones, and horizontal ones it does not use, go on to the views around (a list's
/// scroll view).
struct HorizontalScrollModifier: PrimitiveModifier {
  typealias NodeType = HorizontalScrollNode
  let onScroll: @MainActor (_ dx: CGFloat, _ node: HorizontalScrollNode) -> Bool
}

/// The node of a `HorizontalScrollModifier`. It takes no presses (it is never hit), only the
/// scrolls that reach it through its content.
final class HorizontalScrollNode: PassThroughNode<HorizontalScrollModifier>, InteractiveNode {
  var acceptsInput: Bool { environment.isEnabled }
  func pointerDown(at point: CGPoint) {}
  func pointerUp(at point: CGPoint, inside: Bool) {}

  func scrolled(by delta: CGSize) -> Bool {
    guard acceptsInput, delta.width != 0, abs(delta.width) > abs(delta.height) else { return false }
    return modifier.onScroll(delta.width, self)
  }

  /// The first button among the actions `token` marks inside this node.
  func firstAction(marked token: SwipeActionsToken) -> ButtonNode? {
    guard
      let marker = Self.first(in: self, where: { ($0 as? SwipeActionsMarkerNode)?.modifier.token === token })
    else { return nil }
    return Self.first(in: marker, where: { $0 is ButtonNode }) as? ButtonNode
  }

  private static func first(in node: _Node, where matches: (_Node) -> Bool) -> _Node? {
    var found: _Node?
    node.forEachDisplayedChild { child in
      guard found == nil else { return }
      found = matches(child) ? child : first(in: child, where: matches)
    }
    return found
  }
}

/// Marks a row's swipe actions, for a full swipe to find their first button.
struct SwipeActionsMarker: PrimitiveModifier {
  typealias NodeType = SwipeActionsMarkerNode
  let token: SwipeActionsToken
}

/// The node of a `SwipeActionsMarker`: lays out as its content.
final class SwipeActionsMarkerNode: PassThroughNode<SwipeActionsMarker> {}
