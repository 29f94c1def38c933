/// A view that animates its content through a sequence of phases: over and over, or once each
/// time a trigger value changes.
///
/// ```swift
/// PhaseAnimator([1.0, 1.3, 1.0], trigger: likes) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// } animation: { _ in .spring(duration: 0.2) }
/// ```
/// Each step animates to the next phase with the animation the `animation` closure gives for it,
/// and moves on when that animation is logically complete.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  private let phases: [Phase]
  /// Nil: the phases cycle for as long as the view is shown.
  private let trigger: PhaseTrigger?
  private let content: (Phase) -> Content
  private let animation: (Phase) -> Animation?
  @State private var index = 0
  /// Which run of the phases is current: a trigger change while one runs starts another, and
  /// the steps of the older one stop.
  @State private var run = 0

  /// Runs through `phases` once, from the first, each time `trigger` changes.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = PhaseTrigger(trigger)
    self.content = content
    self.animation = animation
  }

  /// Cycles through `phases` for as long as the view is shown.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    self.phases = Array(phases)
    self.trigger = nil
    self.content = content
    self.animation = animation
  }

  public var body: some View {
    // One view for the lifecycle modifiers below, however many views the content is.
    AnyView(phaseContent)
      .onAppear {
        if phases.isEmpty { ViewGraph.warnOnce("a PhaseAnimator has no phases; it shows nothing") }
        if trigger == nil { step(to: 1, run: run) }
      }
      .onChange(of: trigger) {
        run += 1
        step(to: 1, run: run)
      }
  }

  @ViewBuilder private var phaseContent: some View {
    if phases.indices.contains(index) { content(phases[index]) }
  }

  /// Animates to phase `next` (wrapping to the first), then on to the one after, unless a newer
  /// run has begun or a triggered run has come back to the first phase.
  private func step(to next: Int, run: Int) {
    guard phases.count > 1, run == self.run else { return }
    let target = next % phases.count
    withAnimation(animation(phases[target])) {
      index = target
    } completion: {
      guard trigger == nil || target != 0 else { return }
      step(to: target + 1, run: run)
    }
  }
}

/// A phase animator's trigger value, compared with the `==` of its own type.
struct PhaseTrigger: Equatable {
  private let value: Any
  private let isEqual: (Any) -> Bool

  init<Value: Equatable>(_ value: Value) {
    self.value = value
    isEqual = { ($0 as? Value) == value }
  }

  static func == (lhs: PhaseTrigger, rhs: PhaseTrigger) -> Bool { lhs.isEqual(rhs.value) }
}

extension View {
  /// Animates this view through `phases` once, each time `trigger` changes: `content` changes
  /// the view for each phase.
  ///
  /// ```swift
  /// Text("Saved")
  ///     .phaseAnimator([false, true, false], trigger: saveCount) { content, highlighted in
  ///         content.foregroundStyle(highlighted ? .green : .primary)
  ///     }
  /// ```
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimator(
      phases, trigger: trigger, content: { content(PlaceholderContentView(AnyView(self)), $0) },
      animation: animation)
  }

  /// Animates this view through `phases` over and over, for as long as it is shown.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimator(
      phases, content: { content(PlaceholderContentView(AnyView(self)), $0) }, animation: animation)
  }
}
