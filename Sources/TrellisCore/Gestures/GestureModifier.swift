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
  /// A Control-wheel notch at `point` scaled by `factor` and turned by `angle`; returns whether
  /// the gesture follows pinches and took this one.
  func pinched(by factor: CGFloat, turning angle: Angle, at point: CGPoint) -> Bool
}

extension GestureRecognizingNode {
  /// Most gesture nodes follow only presses.
  func pinched(by factor: CGFloat, turning angle: Angle, at point: CGPoint) -> Bool { false }
}

/// `.gesture`, `.simultaneousGesture` and `.highPriorityGesture`: hit where its content is, like
/// `.onTapGesture`. It keeps one recognizer for its gesture as long as it is attached (a double
/// tap counts across presses), brought up to date with the latest callbacks when the body runs.
final class GestureNode<G: Gesture>: PassThroughNode<GestureModifier<G>>, GestureRecognizingNode, GestureHost
{
  private var recognizer: CallbackGestureRecognizer<G.Value>?
  /// Where the pointer has been lately, for a drag's velocity.
  private var trail = PointerTrail()
  /// The last pointer location, for events that come with none (ticks).
  private var lastPoint = CGPoint.zero
  /// When the recognizer asked to hear the time next.
  private var tickTime: Double?
  /// The pinch under way: its scale and rotation so far, and when its last notch came.
  private var pinch: (magnification: CGFloat, rotation: Angle, time: Double)?
  /// The time a firing tick was asked for: wake-ups run up to a millisecond early (the host
  /// sleeps in whole milliseconds), and recognizers comparing the clock with their deadline
  /// must see it as reached.
  private var firingTickTime: Double?

  var acceptsInput: Bool { environment.isEnabled && modifier.mask.contains(.gesture) }
  var gesturePriority: GesturePriority { modifier.priority }

  // Only callbacks or parameters changed: a running gesture keeps going with the new ones.
  override func modifierDidChange(from old: GestureModifier<G>) {
    guard let recognizer else { return }
    if !modifier.gesture._recipe().refresh(recognizer) {
      recognizer.cancel()
      self.recognizer = nil
    }
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    if let inner = super.hitTest(point) { return inner }
    return acceptsInput && contains(point) ? self : nil
  }

  func pointerDown(at point: CGPoint) {}
  func pointerUp(at point: CGPoint, inside: Bool) {}

  private func handle(_ event: GestureEvent, at point: CGPoint) -> GestureStep {
    lastPoint = point
    let recognizer = self.recognizer ?? modifier.gesture._recipe().recognizer()
    self.recognizer = recognizer
    let step = recognizer.handle(event, at: point, host: self)
    // A finished gesture waits for nothing until the next press.
    if recognizer.isFinished { cancelTick() }
    return step
  }

  func gestureBegan(at point: CGPoint) -> Bool {
    trail.start(at: point, time: now)
    return handle(.press, at: point).claimed
  }

  func gestureMoved(to point: CGPoint) -> Bool {
    trail.record(point, time: now)
    return handle(.move, at: point).claimed
  }

  func gestureEnded(at point: CGPoint) -> Bool {
    trail.record(point, time: now)
    let step = handle(.release, at: point)
    return step.claimed || step.outcome == .succeeded
  }

  func gestureCancelled() {
    recognizer?.cancel()
    cancelTick()
  }

  func pinched(by factor: CGFloat, turning angle: Angle, at point: CGPoint) -> Bool {
    let now = self.now
    if let current = pinch, now - current.time <= PinchGestureRecognizer<Void>.idleTimeout {
      pinch = (current.magnification * factor, .radians(current.rotation.radians + angle.radians), now)
    } else {
      pinch = (factor, angle, now)
      _ = handle(.pinchBegan, at: point)
    }
    guard let pinch else { return false }
    let step = handle(.pinch(magnification: pinch.magnification, rotation: pinch.rotation), at: point)
    return step.updated || step.claimed
  }

  override func dispose() {
    cancelTick()
    super.dispose()
  }

  // MARK: GestureHost

  var now: Double { max(graph.now(), firingTickTime ?? -.infinity) }

  func sample(from start: CGPoint, at startTime: Double, to point: CGPoint, in space: CoordinateSpace)
    -> GestureSample
  {
    let now = self.now
    let location = convert(point, to: space)
    // The velocity in `space`: the root-coordinate velocity carried through the conversion, so
    // that a scaled space scales it too.
    let root = trail.velocity(at: now)
    let ahead = convert(CGPoint(x: point.x + root.width, y: point.y + root.height), to: space)
    return GestureSample(
      startLocation: convert(start, to: space), location: location, time: ViewGraph.date(atTime: now),
      velocity: CGSize(width: ahead.x - location.x, height: ahead.y - location.y))
  }

  func isOnView(_ point: CGPoint) -> Bool { contains(point) }

  func unitPoint(of point: CGPoint) -> UnitPoint {
    guard frame.width > 0, frame.height > 0 else { return .center }
    return UnitPoint(x: (point.x - frame.minX) / frame.width, y: (point.y - frame.minY) / frame.height)
  }

  func requestTick(at time: Double) {
    if let tickTime, tickTime <= time, tickTime > now { return }
    tickTime = time
    graph.wakeUps.schedule(self, at: time) { [weak self] in self?.tick() }
  }

  private func cancelTick() {
    guard tickTime != nil else { return }
    tickTime = nil
    graph.wakeUps.cancel(self)
  }

  /// A time the recognizer asked for has come (a long press held long enough, a double tap's
  /// second tap missed): a gesture that succeeds now takes the pointer first, as at an event.
  private func tick() {
    firingTickTime = tickTime
    defer { firingTickTime = nil }
    tickTime = nil
    guard isAlive, recognizer != nil else { return }
    let step = handle(.tick, at: lastPoint)
    if step.claimed { graph.gestureSucceeded(self) }
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
