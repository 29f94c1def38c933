/// `.help`: watches the pointer and, once it has rested over the content for `delay`, shows the
/// label in a `TooltipPanelNode` above everything, until the pointer leaves or presses.
///
/// The wait is a wake-up on the graph's clock rather than a timer, so a host sleeps until it is
/// due and tests drive it with their clock.
final class TooltipNode: PassThroughNode<TooltipModifier>, PointerObserver {
  /// How long the pointer rests before the tooltip shows, about as long as on macOS.
  static let delay = 0.8

  private var panel: TooltipPanelNode?
  /// After a press, no tooltip shows until the pointer has left the view.
  private var isSuppressed = false

  override func didInstall() { graph.pointerObservers.add(self) }

  // A shown tooltip keeps its label until it closes; the next one shows the new label.
  override func modifierDidChange(from old: TooltipModifier) {}

  func pointerMoved(to point: CGPoint) {
    guard isAlive, contains(point), !isCoveredByPopup else { return pointerLeft() }
    guard panel == nil, !isSuppressed else { return }
    // Every move starts the wait again: the tooltip is for a pointer at rest.
    graph.wakeUps.schedule(self, at: graph.now() + Self.delay) { [weak self] in self?.show(at: point) }
  }

  func pointerExited() { pointerLeft() }

  /// A menu or a sheet over the view hides it from the pointer.
  private var isCoveredByPopup: Bool {
    graph.root.popups.contains { !($0 is TooltipPanelNode) }
  }

  private func pointerLeft() {
    isSuppressed = false
    graph.wakeUps.cancel(self)
    hide()
  }

  func pointerPressed() {
    isSuppressed = true
    graph.wakeUps.cancel(self)
    hide()
  }

  private func show(at point: CGPoint) {
    guard isAlive, panel == nil, !isSuppressed else { return }
    let made = TooltipPanelNode(owner: self, label: modifier.label, pointer: point)
    panel = made
    graph.root.popups.append(made)
  }

  private func hide() {
    guard let panel else { return }
    self.panel = nil
    graph.root.popups.removeAll { $0 === panel }
    graph.setNeedsDisplay(panel.bubble)
    panel.dispose()
  }

  override func dispose() {
    graph.wakeUps.cancel(self)
    hide()
    graph.pointerObservers.remove(self)
    super.dispose()
  }
}
