/// The times at which views asked the graph to wake them (a `TimelineView`'s next date), at
/// most one per owner. The host sleeps until the earliest (`ViewGraph.nextWakeUp`), and
/// `update()` runs those that are due, so nothing polls and tests drive them with their clock.
@MainActor
final class WakeUpQueue {
  private var entries: [ObjectIdentifier: (time: Double, action: () -> Void)] = [:]

  /// Wakes `owner` with `action` at `time` on the graph's clock, replacing its earlier wake-up.
  func schedule(_ owner: AnyObject, at time: Double, _ action: @escaping () -> Void) {
    entries[ObjectIdentifier(owner)] = (time, action)
  }

  /// Drops `owner`'s wake-up.
  func cancel(_ owner: AnyObject) {
    entries[ObjectIdentifier(owner)] = nil
  }

  /// The earliest wake-up time.
  var next: Double? { entries.values.lazy.map(\.time).min() }

  /// Runs, in time order, the wake-ups due by `time` (or within a millisecond after it: the
  /// host's sleep is rounded to milliseconds).
  func fire(dueBy time: Double) {
    guard let next, next <= time + 0.001 else { return }
    let due = entries.filter { $0.value.time <= time + 0.001 }.sorted { $0.value.time < $1.value.time }
    for (key, _) in due { entries[key] = nil }
    for (_, entry) in due { entry.action() }
  }
}

extension ViewGraph {
  /// The earliest time, on the `now` clock, at which a view asked to be updated; the host
  /// should present a frame then even with no event. Nil when nothing waits.
  public var nextWakeUp: Double? { wakeUps.next }

  // Worked out once: the graph's clock is monotonic and dates are wall-clock time. A host whose
  // clock is driven by hand (tests) gets dates that move with it.
  private nonisolated static let wallClockOffset =
    Date().timeIntervalSinceReferenceDate - ViewGraph.monotonicSeconds()

  /// The date at `time` on the graph's clock (`now`), as a `TimelineView` sees it.
  public nonisolated static func date(atTime time: Double) -> Date {
    Date(timeIntervalSinceReferenceDate: time + wallClockOffset)
  }

  /// The time on the graph's clock at `date`.
  nonisolated static func time(at date: Date) -> Double {
    date.timeIntervalSinceReferenceDate - wallClockOffset
  }

  /// The current date on the graph's clock.
  public var date: Date { ViewGraph.date(atTime: now()) }
}
