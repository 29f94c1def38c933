/// The node of a `KeyframeAnimator`. While the keyframes play it asks the graph to wake it a
/// frame later (`WakeUpQueue`), and at each wake-up builds its content for the value at the
/// graph's clock; when they end, do not repeat, or the view is hidden, nothing is scheduled.
final class KeyframeAnimatorNode<Value>: LayoutNode {
  /// The interval between frames while playing.
  static var frameInterval: Double { 1.0 / 60 }

  private var driver: KeyframeAnimatorDriver<Value>?
  private var value: Value
  /// The timeline playing and the time on the graph's clock it started.
  private var run: (timeline: KeyframeTimeline<Value>, start: Double)?
  private var isInstalled = false
  /// Whether the frames stopped because the view was hidden; drawing it again resumes them.
  private var isSuspended = false

  init(initialValue: Value, parent: _Node) {
    value = initialValue
    super.init(parent: parent)
  }

  func update(with new: KeyframeAnimatorDriver<Value>) {
    let old = driver
    driver = new
    guard isInstalled, let old else {
      isInstalled = true
      build()
      // From the clock the host runs once the view is in place (a test host sets its own
      // after building).
      if new.trigger == nil, new.repeating { graph.enqueueAppearAction { [weak self] in self?.start() } }
      return
    }
    if let trigger = new.trigger, trigger != old.trigger {
      start()
    } else if new.trigger == nil, new.repeating != old.repeating {
      if new.repeating {
        start()
      } else {
        stop()
        value = new.initialValue
      }
    }
    build()
  }

  override func dispose() {
    graph.wakeUps.cancel(self)
    super.dispose()
  }

  /// Starts the keyframes from the current value, now.
  private func start() {
    guard isAlive, let driver else { return }
    let timeline = driver.makeTimeline(value)
    if timeline.duration <= 0 {
      if driver.trigger == nil {
        ViewGraph.warnOnce("a repeating keyframeAnimator's keyframes last no time; it shows their end value")
      }
      value = timeline.value(time: 0)
      stop()
      build()
      return
    }
    run = (timeline, graph.now())
    tick()
  }

  private func stop() {
    run = nil
    isSuspended = false
    graph.wakeUps.cancel(self)
  }

  /// Builds the content for the value at the clock's time, and asks for the next frame unless
  /// the keyframes have ended.
  private func tick() {
    guard isAlive, let driver, var (timeline, start) = run else { return }
    if !isShown || !graph.isOnScreen {
      // Hidden: no frames until drawn again, when the keyframes go on from the clock's time.
      graph.wakeUps.cancel(self)
      isSuspended = true
      return
    }
    let now = graph.now()
    var elapsed = now - start
    if driver.trigger == nil {
      // Each repetition starts from where the last ended, with the keyframes made for that
      // value. After a long sleep (a suspended process) skip ahead rather than replay.
      var repetitions = 0
      while elapsed >= timeline.duration, timeline.duration > 0, repetitions < 100 {
        value = timeline.value(time: timeline.duration)
        start += timeline.duration
        elapsed -= timeline.duration
        timeline = driver.makeTimeline(value)
        repetitions += 1
      }
      if timeline.duration <= 0 || repetitions == 100 {
        start = now
        elapsed = 0
      }
      run = (timeline, start)
    } else if elapsed >= timeline.duration {
      value = timeline.value(time: timeline.duration)
      stop()
      build()
      return
    }
    value = timeline.value(time: elapsed)
    build()
    graph.wakeUps.schedule(self, at: now + Self.frameInterval) { [weak self] in self?.tick() }
  }

  private func build() {
    guard let driver else { return }
    let value = value
    // The closure belongs to the body that made the animator: what it reads counts as read there.
    let view = trackingReadsForEnclosingBody { driver.makeContent(value) }
    setContent(view)
  }

  override func draw(into list: inout DisplayListBuilder) {
    if isSuspended {
      isSuspended = false
      graph.wakeUps.schedule(self, at: graph.now()) { [weak self] in self?.tick() }
    }
    super.draw(into: &list)
  }

  override var typeName: String { "KeyframeAnimator" }
}
