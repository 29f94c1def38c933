/// A presented layer: it covers the window, lays its content (a sheet's or an alert's chrome)
/// out over all of it, and takes every click and key while it is up, as a modal does. Tab moves
/// focus only among its controls (the root lists only the topmost modal layer as its child then).
final class ModalLayerNode: LayoutNode, InteractiveNode {
  private let dismiss: DismissAction
  /// Whether Escape dismisses the layer when nothing inside uses it.
  var dismissesOnEscape = true

  init(parent: _Node, dismiss: DismissAction) {
    self.dismiss = dismiss
    super.init(parent: parent)
  }

  var acceptsInput: Bool { true }

  // A sheet or an alert is outside any navigation stack, as in SwiftUI: titles and links in it do
  // not reach the stack of the view that presented it.
  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.navigationScope = nil
    return values
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    for node in subviews { node.place(in: rect, proposal: ProposedViewSize(rect.size)) }
  }

  // Nothing under the layer can be clicked while it is up.
  override func hitTest(_ point: CGPoint) -> LayoutNode? { super.hitTest(point) ?? self }

  func pointerDown(at point: CGPoint) {}
  func pointerUp(at point: CGPoint, inside: Bool) {}

  func keyDown(_ event: KeyEvent) -> Bool {
    // A cancel button's own shortcut goes first: the router tries shortcuts when this returns
    // false.
    guard event.key == .escape, dismissesOnEscape, !hasShortcut(for: event) else { return false }
    // `.interactiveDismissDisabled()` inside: Escape is used up, and the layer stays.
    if PreferenceCollector<InteractiveDismissDisabledKey>.value(inside: self) != true { dismiss() }
    return true
  }

  private func hasShortcut(for event: KeyEvent) -> Bool {
    var pending: [LayoutNode] = subviews
    while let node = pending.popLast() {
      if let shortcut = node as? KeyboardShortcutNode, shortcut.modifier.shortcut?.matches(event) == true,
        shortcut.environment.isEnabled
      {
        return true
      }
      pending.append(contentsOf: node.allLayoutChildren)
    }
    return false
  }

  override var typeName: String { "Presentation" }
}
