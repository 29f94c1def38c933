struct ScrollPhaseChangeModifier: PrimitiveModifier {
  static var _appliesToEachViewOfAList: Bool { false }
  typealias NodeType = ScrollPhaseChangeNode
  let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
}

/// `.onScrollPhaseChange`: follows the scroll view this modifies. A turn of the wheel or a drag
/// of a scroll bar makes it `interacting`; a quiet moment after the last one, with no bar held,
/// makes it `idle` again. Code scrolling it in an animation makes it `animating` until the
/// animation is logically complete.
final class ScrollPhaseChangeNode: PassThroughNode<ScrollPhaseChangeModifier>, ScrollViewObserver {
  /// How long after the last turn of the wheel the scrolling counts as over: longer than the
  /// gap between the clicks of a wheel turned steadily.
  static let quietInterval = 0.25

  private var phase = ScrollPhase.idle
  private weak var scrollView: ScrollNode?
  /// The content offset at the last change, to tell a scroll from a layout.
  private var lastOffset: CGPoint?

  override var isTransparentAroundSeveralViews: Bool { true }

  // New closures come with every update; they are used from the next change on.
  override func modifierDidChange(from old: ScrollPhaseChangeModifier) {}

  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.scrollViewLinks.add(self)
    return values
  }

  override func dispose() {
    graph.wakeUps.cancel(self)
    super.dispose()
  }

  func scrollViewDidChange(_ scrollView: ScrollNode, byUser: Bool) {
    self.scrollView = scrollView
    let offset = scrollView.geometry.contentOffset
    defer { lastOffset = offset }
    if byUser {
      enter(.interacting)
      waitForQuiet()
      return
    }
    // Code moved the content (`scrollTo`, a scroll position) in an animated transaction: it
    // animates until that animation is logically complete. Layout alone moves nothing.
    guard let lastOffset, offset != lastOffset, phase != .interacting else { return }
    let transaction = graph.transaction
    guard !transaction.disablesAnimations, let animation = transaction.animation,
      let seconds = animation.secondsUntil(.logicallyComplete)
    else { return }
    enter(.animating)
    graph.wakeUps.schedule(self, at: graph.now() + seconds) { [weak self] in
      guard let self, isAlive, phase == .animating else { return }
      enter(.idle)
    }
  }

  private func waitForQuiet() {
    graph.wakeUps.schedule(self, at: graph.now() + Self.quietInterval) { [weak self] in
      guard let self, isAlive else { return }
      // A bar held still is still being dragged.
      if scrollView?.isDraggingBar == true {
        waitForQuiet()
      } else {
        enter(.idle)
      }
    }
  }

  private func enter(_ new: ScrollPhase) {
    let old = phase
    guard new != old, let scrollView else { return }
    phase = new
    let action = modifier.action
    let context = ScrollPhaseChangeContext(geometry: scrollView.geometry, velocity: nil)
    graph.enqueueScrollAction { action(old, new, context) }
  }
}

extension View {
  /// Runs `action` when the phase of the scroll view this modifies changes, with the old and
  /// new phases: `interacting` while a person scrolls it, `idle` once they stop.
  ///
  /// ```swift
  /// ScrollView { ... }
  ///     .onScrollPhaseChange { _, phase in
  ///         showsJumpButton = !phase.isScrolling
  ///     }
  /// ```
  public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  )
    -> some View
  {
    modifier(ScrollPhaseChangeModifier { old, new, _ in action(old, new) })
  }

  /// Runs `action` when the phase of the scroll view this modifies changes, with the old and
  /// new phases and the scroll view's geometry.
  public func onScrollPhaseChange(
    _ action:
      @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext)
      -> Void
  ) -> some View {
    modifier(ScrollPhaseChangeModifier(action: action))
  }
}
