/// The pointer's recent positions during a press, from which a drag's velocity is worked out.
struct PointerTrail {
  /// How far back the velocity looks: long enough to span a few motion events, short enough
  /// that a pointer held still before release reads as stopped.
  static let window = 0.1

  private var points: [(time: Double, location: CGPoint)] = []

  /// Starts a new trail at a press.
  mutating func start(at location: CGPoint, time: Double) {
    points.removeAll(keepingCapacity: true)
    points.append((time, location))
  }

  /// Records where the pointer is at `time`, forgetting positions older than the window.
  mutating func record(_ location: CGPoint, time: Double) {
    points.append((time, location))
    // One position older than the window is kept, so that a slow stream of events still spans it.
    while points.count > 2, points[1].time <= time - Self.window { points.removeFirst() }
  }

  /// The pointer's velocity at `time`, in points per second of root coordinates: zero when it
  /// has not moved within the window, or when no time has passed (events with one timestamp).
  func velocity(at time: Double) -> CGSize {
    guard let last = points.last,
      let first = points.first(where: { $0.time >= time - Self.window }) ?? points.last
    else { return .zero }
    let elapsed = last.time - first.time
    guard elapsed > 0, time - last.time < Self.window else { return .zero }
    return CGSize(
      width: (last.location.x - first.location.x) / elapsed,
      height: (last.location.y - first.location.y) / elapsed)
  }
}
