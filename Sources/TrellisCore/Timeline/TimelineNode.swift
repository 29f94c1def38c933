/// The node of a `TimelineView`: it builds the content for the schedule's current entry and asks
/// the graph to wake it at the next one (`WakeUpQueue`), so between dates nothing runs. At a
/// wake-up only this node's content is built again.
final class TimelineNode: LayoutNode {
  private var schedule: (any TimelineSchedule)?
  private var makeContent: (TimelineViewDefaultContext) -> AnyView = { _ in AnyView(EmptyView()) }
  /// Where scanning the schedule's entries starts: the last entry shown, so a long-running
  /// periodic schedule is not scanned from its beginning at every update.
  private var scanStart: Date?
  /// The date the content was last built for.
  private var builtDate: Date?
  /// Whether an `.animation` timeline stopped ticking because it was hidden.
  private var isSuspended = false
  private var isInstalled = false

  func update(schedule: any TimelineSchedule, content: @escaping (TimelineViewDefaultContext) -> AnyView) {
    self.schedule = schedule
    self.makeContent = content
    if !isInstalled {
      isInstalled = true
      // The first build uses the clock as it is now; the wake-ups start once the view is in
      // place, from the clock the host runs (a test host sets its own after building).
      build(for: resolve().date)
      graph.enqueueAppearAction { [weak self] in self?.tick() }
    } else {
      // The parent changed the content or the schedule: the same date, and perhaps a new next.
      build(for: builtDate ?? graph.date)
      scheduleWakeUp(at: resolve().next)
    }
  }

  override func dispose() {
    graph.wakeUps.cancel(self)
    super.dispose()
  }

  private var animation: AnimationTimelineSchedule? { schedule as? AnimationTimelineSchedule }

  /// The entry to show now and the next one's date.
  private func resolve() -> (date: Date, entry: Date?, next: Date?) {
    let now = graph.date
    if let animation {
      return (now, now, animation.paused ? nil : now.addingTimeInterval(animation.interval))
    }
    guard let schedule else { return (now, nil, nil) }
    if let start = scanStart, start > now { scanStart = nil }
    let (current, next) = schedule.entries(around: now, scanningFrom: scanStart ?? now)
    return (current ?? now, current, next)
  }

  /// Builds the content for the current entry, unless it is the one shown, and asks to be
  /// woken at the next.
  private func tick() {
    guard isAlive else { return }
    if animation != nil, !isShown || !graph.isOnScreen {
      // Hidden: no frames until drawn again.
      graph.wakeUps.cancel(self)
      isSuspended = true
      return
    }
    let (date, entry, next) = resolve()
    if builtDate.map({ abs(date.timeIntervalSince($0)) > 0.0005 }) ?? true { build(for: date) }
    if let entry { scanStart = entry }
    scheduleWakeUp(at: next)
  }

  private func scheduleWakeUp(at next: Date?) {
    if let next {
      graph.wakeUps.schedule(self, at: ViewGraph.time(at: next)) { [weak self] in self?.tick() }
    } else {
      graph.wakeUps.cancel(self)
    }
  }

  private func build(for date: Date) {
    builtDate = date
    let context = TimelineViewDefaultContext(date: date, cadence: .live)
    let content = makeContent
    // The closure belongs to the body that made the timeline: what it reads counts as read there.
    let view = trackingReadsForEnclosingBody { content(context) }
    setContent(view)
  }

  override func draw(into list: inout DisplayListBuilder) {
    if isSuspended {
      isSuspended = false
      graph.wakeUps.schedule(self, at: graph.now()) { [weak self] in self?.tick() }
    }
    super.draw(into: &list)
  }

  override var typeName: String { "TimelineView" }
}
