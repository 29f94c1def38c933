/// Routes pointer and keyboard input to the views of a graph: hover, press, release (a press
/// dragged off a control does not fire it), scrolling, and keyboard focus moved with Tab.
@MainActor
final class InputRouter {
  unowned let graph: ViewGraph
  private weak var hovered: LayoutNode?
  private weak var pressed: LayoutNode?
  private(set) weak var focused: LayoutNode?
  /// Where the pointer was last seen, for a gesture that takes it between events.
  private var pointerLocation = CGPoint.zero
  /// The node a primary press went down on, until it is released.
  var pressedNode: LayoutNode? { pressed }

  init(graph: ViewGraph) { self.graph = graph }

  private func target(at point: CGPoint) -> (any InteractiveNode)? {
    guard let hit = graph.hitTest(point) as? any InteractiveNode, hit.acceptsInput, hit.isAlive else {
      return nil
    }
    return hit
  }

  func pointerMoved(to point: CGPoint) {
    pointerLocation = point
    if let pressed = pressed as? any InteractiveNode, pressed.isAlive {
      pressed.pointerDragged(to: point)
    }
    if graph.gestures.pointerMoved(to: point) { cancelPress(at: point) }
    let now = target(at: point)
    if now !== hovered {
      (hovered as? any InteractiveNode)?.pointerExited()
      hovered = now
      now?.pointerEntered()
    }
  }

  func pointerDown(at point: CGPoint, button: PointerButton) {
    guard button == .primary else {
      // Middle and secondary presses neither press nor focus; a view may still use them.
      if target(at: point)?.otherButtonDown(button, at: point) == true { return }
      if button == .secondary { _ = graph.openContextMenu(at: point) }
      return
    }
    pointerMoved(to: point)
    guard let node = target(at: point) else { return }
    pressed = node
    // Controls that take focus only from Tab leave it where it is, as on macOS.
    if node.acceptsFocus && node.focusesOnClick { setFocus(node) }
    node.pointerDown(at: point)
    if graph.gestures.pointerDown(at: point, pressed: node) { cancelPress(at: point) }
  }

  func pointerUp(at point: CGPoint, button: PointerButton) {
    guard button == .primary else { return }
    var controlFires = false
    if let node = pressed as? any InteractiveNode {
      pressed = nil
      if node.isAlive {
        // A view drawn through a transform is released on where it shows.
        let inside = node.pointInLayout(point).map { node.contains($0) } ?? false
        controlFires = inside && !(node is any GestureRecognizingNode)
        node.pointerUp(at: point, inside: inside)
      }
    }
    graph.gestures.pointerUp(at: point, controlFires: controlFires)
  }

  /// A gesture succeeded while the pointer is down and still (a long press): the pressed
  /// control lets go as if released outside.
  func gestureTookPointer() {
    cancelPress(at: pointerLocation)
  }

  /// A gesture took the pointer: the pressed control lets go as if released outside.
  private func cancelPress(at point: CGPoint) {
    guard let node = pressed as? any InteractiveNode, !(node is any GestureRecognizingNode) else { return }
    pressed = nil
    if node.isAlive { node.pointerUp(at: point, inside: false) }
  }

  func pointerExited() {
    (hovered as? any InteractiveNode)?.pointerExited()
    hovered = nil
  }

  func scroll(at point: CGPoint, by delta: CGSize, modifiers: KeyEvent.Modifiers = []) {
    if modifiers.contains(.control), pinch(at: point, by: delta, twist: modifiers.contains(.shift)) { return }
    var current: _Node? = graph.hitTestDrawn(point)
    while let node = current {
      if let interactive = node as? any InteractiveNode, interactive.scrolled(by: delta) { return }
      current = node.parent
    }
  }

  /// The wheel with Control held is a pinch (with Shift too, a twist): each notch of 40 points
  /// away from the user zooms in by a tenth, or turns 15 degrees counterclockwise. The innermost
  /// gesture that follows pinches takes it; returns whether one did.
  private func pinch(at point: CGPoint, by delta: CGSize, twist: Bool) -> Bool {
    let notches = -delta.height / 40
    guard notches != 0, notches.isFinite else { return false }
    let factor = twist ? 1 : pow(1.1, notches)
    let angle = Angle.degrees(twist ? Double(-15 * notches) : 0)
    var current: _Node? = graph.hitTestDrawn(point)
    while let node = current {
      if let gesture = node as? any GestureRecognizingNode, gesture.isAlive, gesture.acceptsInput,
        gesture.pinched(by: factor, turning: angle, at: point)
      {
        return true
      }
      current = node.parent
    }
    return false
  }

  /// Handles a key: the focused view first, then Tab / Shift-Tab to move focus, then the
  /// window's keyboard shortcuts, then the app's commands, then the window's undo manager.
  func keyDown(_ event: KeyEvent) -> Bool {
    // Escape ends a drag before anything else hears it, as on macOS.
    if event.key == .escape, graph.dragSession != nil {
      graph.cancelDrag()
      return true
    }
    if deliverKeyPress(event, phase: event.isRepeat ? .repeat : .down) { return true }
    if let focused = focused as? any InteractiveNode, focused.isAlive, focused.keyDown(event) { return true }
    if let command = ClipboardCommand(event), performClipboardCommand(command) { return true }
    if let command = FocusCommand(event), performFocusCommand(command) { return true }
    if event.key == .tab {
      moveFocus(backwards: event.modifiers.contains(.shift))
      return true
    }
    return performShortcut(event) || graph.commandShortcuts?(event) == true || performUndoKey(event)
  }

  /// Control-Z undoes the window's last step, Shift-Control-Z and Control-Y redo; returns
  /// whether there was one.
  private func performUndoKey(_ event: KeyEvent) -> Bool {
    guard let manager = graph.environment.undoManager, case .character(let character) = event.key else {
      return false
    }
    let modifiers = event.modifiers.subtracting(.shift)
    guard modifiers == .control || modifiers == .command else { return false }
    switch character.lowercased() {
    case "z" where event.modifiers.contains(.shift), "y":
      guard manager.canRedo else { return false }
      manager.redo()
    case "z":
      guard manager.canUndo else { return false }
      manager.undo()
    default: return false
    }
    return true
  }

  /// Runs a clipboard command in the nearest view around the focused one that handles it
  /// (`.copyable`, `.cuttable`, `.pasteDestination`); returns whether one did.
  func performClipboardCommand(_ command: ClipboardCommand) -> Bool {
    var current: _Node? = focused
    while let node = current {
      if let commands = node as? ClipboardCommandsNode, commands.isAlive, commands.perform(command) {
        return true
      }
      current = node.parent
    }
    return false
  }

  /// Handles a key coming up: only `.onKeyPress` handlers for the `.up` phase see it.
  func keyUp(_ event: KeyEvent) -> Bool {
    deliverKeyPress(event, phase: .up)
  }

  func setFocus(_ node: LayoutNode?) {
    guard node !== focused else { return }
    let old = focused
    (focused as? any InteractiveNode)?.focusChanged(false)
    focused = node
    (node as? any InteractiveNode)?.focusChanged(true)
    FocusBindings.focusMoved(from: old, to: node)
    graph.focusedValuesStorage?.focusDidMove()
  }

  private func moveFocus(backwards: Bool) {
    var candidates: [LayoutNode] = []
    collectFocusable(graph.rootLayoutNode, into: &candidates)
    guard !candidates.isEmpty else { return }
    let index = candidates.firstIndex { $0 === focused }
    let next: Int
    if let index {
      next = backwards ? (index - 1 + candidates.count) % candidates.count : (index + 1) % candidates.count
    } else {
      next = backwards ? candidates.count - 1 : 0
    }
    setFocus(candidates[next])
  }

  private func collectFocusable(_ node: LayoutNode, into result: inout [LayoutNode]) {
    if let interactive = node as? any InteractiveNode, interactive.acceptsFocus,
      interactive.takesFocusFromTab,
      interactive.acceptsInput
    {
      result.append(node)
    }
    for child in node.allLayoutChildren { collectFocusable(child, into: &result) }
  }
}

extension LayoutNode {
  /// Every layout node directly inside this one, including secondary content (backgrounds,
  /// overlays), except those it hides.
  var allLayoutChildren: [LayoutNode] {
    var result: [LayoutNode] = []
    for child in childNodes { child.collectLayoutNodes(into: &result) }
    return result.filter { !hidesSubview($0) }
  }
}
