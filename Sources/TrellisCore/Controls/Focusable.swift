struct FocusableModifier: PrimitiveModifier {
  typealias NodeType = FocusableNode
  let isFocusable: Bool
}

/// `.focusable()`: lets keyboard focus (Tab, `@FocusState`) rest on a view that is no control,
/// so that its `.onKeyPress` handlers receive keys. It takes no pointer input itself, so taps
/// still reach the gestures around it.
final class FocusableNode: PassThroughNode<FocusableModifier>, InteractiveNode {
  var acceptsInput: Bool { environment.isEnabled }
  var acceptsFocus: Bool { modifier.isFocusable }

  override func modifierDidChange(from old: FocusableModifier) {
    if !modifier.isFocusable, graph.focusedNode === self { graph.setFocus(nil) }
  }

  func pointerDown(at point: CGPoint) {}
  func pointerUp(at point: CGPoint, inside: Bool) {}
}

extension View {
  /// Lets the view take keyboard focus, from Tab or a `@FocusState`, so that it receives key
  /// presses through ``View/onKeyPress(_:action:)``.
  public func focusable(_ isFocusable: Bool = true) -> some View {
    modifier(FocusableModifier(isFocusable: isFocusable))
  }
}
