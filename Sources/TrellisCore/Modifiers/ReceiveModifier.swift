/// Runs an action for each value a publisher delivers while a view is in the tree.
struct ReceiveModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
  typealias NodeType = ReceiveNode<P>
  var publisher: P
  var action: (P.Output) -> Void
}

/// Subscribes once the view has appeared, cancels when it leaves, and subscribes again when
/// given another publisher (a different object, or a value that differs).
final class ReceiveNode<P: Publisher>: PassThroughNode<ReceiveModifier<P>>, LifecycleNode
where P.Failure == Never {
  private var subscription: AnyCancellable?
  /// Whether values delivered while subscribing (a `$property`'s current value) reach the
  /// action: on appearing they do, as in SwiftUI.
  private var takesValuesWhileSubscribing = false

  override func didInstall() {
    graph.enqueueAppearAction { [weak self] in self?.subscribe(replayingCurrentValue: true) }
  }

  // The action is a closure and differs on every update; the latest one runs, and only another
  // publisher means subscribing again. A publisher made in `body` (`$text.map { … }`) is another
  // one at every evaluation: replaying its current value then would run the action again each
  // time, and loop forever if the action changes state the body reads.
  override func modifierDidChange(from old: ReceiveModifier<P>) {
    guard subscription != nil, !ViewComparison.viewsEqual(old.publisher, modifier.publisher) else { return }
    subscribe(replayingCurrentValue: false)
  }

  func didDisappear() {
    subscription?.cancel()
    subscription = nil
  }

  private func subscribe(replayingCurrentValue: Bool) {
    subscription?.cancel()
    subscription = nil
    guard isAlive else { return }
    takesValuesWhileSubscribing = replayingCurrentValue
    defer { takesValuesWhileSubscribing = false }
    // Sendable, so not isolated to the main actor: publishers may deliver on any thread.
    subscription = modifier.publisher.sink { @Sendable [weak self] received in
      // The value only ever reaches the main actor, where the action takes it.
      nonisolated(unsafe) let value = received
      if MainActorThread.isCurrent {
        MainActor.assumeIsolated { self?.deliver(value) }
      } else {
        // SwiftUI expects publishers that change views to deliver on the main thread; one that
        // does not has its values hopped there rather than racing the view graph.
        let hop = UncheckedSendableAction { MainActor.assumeIsolated { self?.deliver(value) } }
        DispatchQueue.main.async { hop.run() }
      }
    }
  }

  private func deliver(_ value: P.Output) {
    guard subscription != nil || takesValuesWhileSubscribing, isAlive else { return }
    modifier.action(value)
  }
}

extension View {
  /// Runs `action` with each value `publisher` delivers while the view is shown: it subscribes
  /// when the view appears, cancels when it disappears, and subscribes again when given a
  /// different publisher.
  ///
  /// ```swift
  /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
  /// ```
  /// The action runs on the main actor and may change state; the view shows it in the next
  /// frame.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
    -> some View
  where P.Failure == Never {
    modifier(ReceiveModifier(publisher: publisher, action: action))
  }
}
