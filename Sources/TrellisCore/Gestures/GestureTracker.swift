/// Runs the gestures under a press: those attached to the pressed view and the views around it.
///
/// Gestures go innermost first (high-priority ones before all others). The first gesture that
/// starts (a drag past its minimum distance) or ends successfully (a tap) cancels the others,
/// except simultaneous ones, and takes the pointer from the pressed control, so a drag that
/// began on a button does not fire it. Controls that follow drags themselves (text fields,
/// sliders, scroll bars, pickers) keep the pointer from the normal gestures around them.
@MainActor
final class GestureTracker {
  private var running: [any GestureRecognizingNode] = []

  /// The press went down on `pressed` (the topmost interactive view at `point`); returns
  /// whether a gesture took the pointer at once.
  func pointerDown(at point: CGPoint, pressed: LayoutNode) -> Bool {
    for node in running { node.gestureCancelled() }
    var high: [any GestureRecognizingNode] = []
    var others: [any GestureRecognizingNode] = []
    let controlTracksDrags =
      pressed is TextFieldNode || pressed is TextEditorNode || pressed is SliderTrackNode
      || pressed is ScrollNode || pressed is PickerNode
    var current: _Node? = pressed
    while let node = current {
      if let gesture = node as? any GestureRecognizingNode, gesture.isAlive, gesture.acceptsInput,
        gesture.contains(point)
      {
        switch gesture.gesturePriority {
        case .high: high.insert(gesture, at: 0)
        case .simultaneous: others.append(gesture)
        case .normal: if !controlTracksDrags { others.append(gesture) }
        }
      }
      current = node.parent
    }
    running = high + others
    return each { $0.gestureBegan(at: point) }
  }

  /// Returns whether a gesture took the pointer with this move.
  func pointerMoved(to point: CGPoint) -> Bool {
    guard !running.isEmpty else { return false }
    return each { $0.gestureMoved(to: point) }
  }

  /// Ends the gestures; `controlFires` says the pressed control acts on this release, which
  /// wins over the normal gestures around it.
  func pointerUp(at point: CGPoint, controlFires: Bool) {
    guard !running.isEmpty else { return }
    if controlFires {
      for node in running where node.gesturePriority != .simultaneous { node.gestureCancelled() }
      running.removeAll { $0.gesturePriority != .simultaneous }
    }
    _ = each { $0.gestureEnded(at: point) }
    running.removeAll()
  }

  /// `node` succeeded between input events (a long press whose time passed): it cancels the
  /// other running gestures that are not simultaneous. Returns whether it takes the pointer.
  func claim(_ node: any GestureRecognizingNode) -> Bool {
    guard running.contains(where: { $0 === node }), node.gesturePriority != .simultaneous else {
      return false
    }
    for other in running where other !== node && other.gesturePriority != .simultaneous {
      other.gestureCancelled()
    }
    running.removeAll { $0 !== node && $0.gesturePriority != .simultaneous }
    return true
  }

  /// Calls `event` on each running gesture; one that returns true, unless simultaneous,
  /// cancels the others that are not. Returns whether any did.
  private func each(_ event: (any GestureRecognizingNode) -> Bool) -> Bool {
    var claimed = false
    for node in running where running.contains(where: { $0 === node }) {
      guard node.isAlive, event(node), node.gesturePriority != .simultaneous else { continue }
      claimed = true
      for other in running where other !== node && other.gesturePriority != .simultaneous {
        other.gestureCancelled()
      }
      running.removeAll { $0 !== node && $0.gesturePriority != .simultaneous }
    }
    return claimed
  }
}
