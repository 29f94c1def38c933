/// How a gesture attached to a view ranks against the gestures of the views inside it.
enum GesturePriority {
  /// `.gesture`: the views inside win.
  case normal
  /// `.simultaneousGesture`: runs alongside the others, taking nothing from them.
  case simultaneous
  /// `.highPriorityGesture`: wins over the views inside.
  case high
}

struct GestureModifier<G: Gesture>: PrimitiveModifier {
  typealias NodeType = GestureNode<G>
  let gesture: G
  let priority: GesturePriority
  let mask: GestureMask
}

/// A node whose gesture the graph's ``GestureTracker`` runs while the pointer is pressed.
@MainActor
protocol GestureRecognizingNode: InteractiveNode {
  var gesturePriority: GesturePriority { get }
  /// The pointer went down at `point`; returns whether the gesture started at once.
  func gestureBegan(at point: CGPoint) -> Bool
  /// The pointer moved; returns whether the gesture started with this move.
  func gestureMoved(to point: CGPoint) -> Bool
  /// The pointer went up; returns whether the gesture ended successfully.
  func gestureEnded(at point: CGPoint) -> Bool
  /// Another gesture or a control took the pointer.
  func gestureCancelled()
}

/// `.gesture`, `.simultaneousGesture` and `.highPriorityGesture`: hit where its content is, like
/// `.onTapGesture`; it keeps what its gesture has seen since the press, and asks the gesture
/// value of the latest update for its callbacks at each event.
final class GestureNode<G: Gesture>: PassThroughNode<GestureModifier<G>>, GestureRecognizingNode {
  private var start: CGPoint?
  private var startTime: Double = 0
  private var startDate = Date()
  private var isActive = false
  private var failed = false
  private var lastTap = -Double.infinity
  private var tapsInRow = 0
  /// Where the pointer has been lately, for a drag's velocity.
  private var trail = PointerTrail()
  /// Whether a long press waits for its time to pass.
  private var isLongPressPending = false
  /// How far a tap may wander before it is no tap.
  private static var tapSlop: CGFloat { 10 }

  var acceptsInput: Bool { environment.isEnabled && modifier.mask.contains(.gesture) }
  var gesturePriority: GesturePriority { modifier.priority }

  // Only callbacks changed; a running gesture keeps going with the new ones.
  override func modifierDidChange(from old: GestureModifier<G>) {}

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    if let inner = super.hitTest(point) { return inner }
    return acceptsInput && contains(point) ? self : nil
  }

  func pointerDown(at point: CGPoint) {}
  func pointerUp(at point: CGPoint, inside: Bool) {}

  private func sample(at point: CGPoint, space: CoordinateSpace) -> GestureSample {
    let now = graph.now()
    let location = convert(point, to: space)
    // The velocity in `space`: the root-coordinate velocity carried through the conversion, so
    // that a scaled space scales it too.
    let root = trail.velocity(at: now)
    let ahead = convert(CGPoint(x: point.x + root.width, y: point.y + root.height), to: space)
    return GestureSample(
      startLocation: convert(start ?? point, to: space), location: location,
      time: startDate.addingTimeInterval(now - startTime),
      velocity: CGSize(width: ahead.x - location.x, height: ahead.y - location.y))
  }

  private func report(_ recipe: _GestureRecipe<G.Value>, at point: CGPoint, space: CoordinateSpace) {
    let value = recipe.makeValue(sample(at: point, space: space))
    for update in recipe.updates { update(value) }
    for change in recipe.changes { change(value) }
  }

  func gestureBegan(at point: CGPoint) -> Bool {
    start = point
    startTime = graph.now()
    trail.start(at: point, time: startTime)
    startDate = Date()
    isActive = false
    failed = false
    let recipe = modifier.gesture._recipe()
    switch recipe.kind {
    case .drag(let minimumDistance, let space):
      guard minimumDistance == 0 else { return false }
      isActive = true
      report(recipe, at: point, space: space)
      return true
    case .longPress(let minimumDuration, _):
      isActive = true
      report(recipe, at: point, space: .local)
      guard minimumDuration > 0 else {
        completeLongPress(recipe, at: point)
        return true
      }
      // One wake-up at the deadline: the window sleeps until then, and a test host's clock
      // brings it when the test advances it.
      isLongPressPending = true
      graph.wakeUps.schedule(self, at: startTime + minimumDuration) { [weak self] in
        self?.longPressTimeReached()
      }
      return false
    case .tap:
      return false
    }
  }

  /// The long press held long enough: its states reset and `onEnded` hears `true`, while the
  /// pointer is still down.
  private func completeLongPress(_ recipe: _GestureRecipe<G.Value>, at point: CGPoint) {
    stopWaiting()
    isActive = false
    failed = true
    let value = recipe.makeValue(sample(at: point, space: .local))
    for reset in recipe.resets { reset() }
    for end in recipe.ends { end(value) }
  }

  /// The long press ended before its time: the pointer moved too far or was released.
  private func abandonLongPress(_ recipe: _GestureRecipe<G.Value>) {
    stopWaiting()
    isActive = false
    failed = true
    for reset in recipe.resets { reset() }
  }

  private func stopWaiting() {
    guard isLongPressPending else { return }
    isLongPressPending = false
    graph.wakeUps.cancel(self)
  }

  /// The long press's time has passed with the pointer still down and near where it went down.
  private func longPressTimeReached() {
    guard isLongPressPending, isAlive else { return }
    graph.gestureSucceeded(self)
    completeLongPress(modifier.gesture._recipe(), at: start ?? .zero)
  }

  override func dispose() {
    stopWaiting()
    super.dispose()
  }

  func gestureMoved(to point: CGPoint) -> Bool {
    guard let start, !failed else { return false }
    trail.record(point, time: graph.now())
    let distance = hypot(point.x - start.x, point.y - start.y)
    let recipe = modifier.gesture._recipe()
    switch recipe.kind {
    case .drag(let minimumDistance, let space):
      if !isActive {
        guard distance >= minimumDistance else { return false }
        isActive = true
        report(recipe, at: point, space: space)
        return true
      }
      report(recipe, at: point, space: space)
      return false
    case .tap:
      if distance > Self.tapSlop { failed = true }
      return false
    case .longPress(_, let maximumDistance):
      if isLongPressPending, distance > maximumDistance { abandonLongPress(recipe) }
      return false
    }
  }

  func gestureEnded(at point: CGPoint) -> Bool {
    defer {
      start = nil
      isActive = false
    }
    guard start != nil, !failed else { return false }
    trail.record(point, time: graph.now())
    let recipe = modifier.gesture._recipe()
    switch recipe.kind {
    case .drag(_, let space):
      guard isActive else { return false }
      let value = recipe.makeValue(sample(at: point, space: space))
      // Gesture states are back at their initial values by the time `onEnded` runs, as in SwiftUI.
      for reset in recipe.resets { reset() }
      for end in recipe.ends { end(value) }
      return true
    case .tap(let count):
      guard contains(point) else { return false }
      let now = graph.now()
      tapsInRow = now - lastTap < 0.4 ? tapsInRow + 1 : 1
      lastTap = now
      for reset in recipe.resets { reset() }
      guard tapsInRow >= count else { return false }
      tapsInRow = 0
      let value = recipe.makeValue(sample(at: point, space: .local))
      for end in recipe.ends { end(value) }
      return true
    case .longPress:
      if isLongPressPending { abandonLongPress(recipe) }
      return false
    }
  }

  func gestureCancelled() {
    if isActive {
      for reset in modifier.gesture._recipe().resets { reset() }
    }
    start = nil
    isActive = false
    stopWaiting()
  }
}

extension View {
  /// Attaches `gesture` to the view; gestures of the views inside take precedence.
  ///
  /// ```swift
  /// Rectangle()
  ///     .gesture(DragGesture().onEnded { value in move(by: value.translation) })
  /// ```
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(gesture: gesture, priority: .normal, mask: mask))
  }

  /// Attaches `gesture` to the view, taking precedence over the gestures of the views inside.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(gesture: gesture, priority: .high, mask: mask))
  }

  /// Attaches `gesture` to the view, running alongside the gestures of the views inside.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
  }
}
