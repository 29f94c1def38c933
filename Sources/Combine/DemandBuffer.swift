import Foundation

/// The subscription most publishers here hand their subscriber: it queues what the source
/// produces and delivers it only as far as the subscriber asked, then the completion, so no
/// subscriber ever gets more values than it asked for.
///
/// With `dropsWithoutDemand` (subjects, timers) a value sent while nothing is asked for and
/// nothing waits is dropped rather than queued, as Combine's subjects do.
final class DemandBuffer<Output, Failure: Error>: Subscription {
  private var downstream: AnySubscriber<Output, Failure>?
  private var queue: [Output] = []
  private var head = 0
  private var demand = Subscribers.Demand.none
  private var completion: Subscribers.Completion<Failure>?
  private var started = false
  private var draining = false
  private let dropsWithoutDemand: Bool
  /// Run once when the subscriber cancels: the source stops and lets go of this buffer.
  var onCancel: (() -> Void)?

  init<S: Subscriber>(_ subscriber: S, dropsWithoutDemand: Bool = false)
  where S.Input == Output, S.Failure == Failure {
    downstream = AnySubscriber(subscriber)
    self.dropsWithoutDemand = dropsWithoutDemand
  }

  /// Whether the subscriber still listens (it neither cancelled nor got its completion).
  var isActive: Bool { downstream != nil && completion == nil }

  /// Whether the subscriber would take a value now.
  var hasDemand: Bool { demand > 0 }

  /// Hands the subscription to the subscriber; values sent before wait for its demand.
  func start() {
    guard let downstream, !started else { return }
    downstream.receive(subscription: self)
    started = true
    drain()
  }

  /// Queues `value` for the subscriber (or drops it, see `dropsWithoutDemand`).
  func send(_ value: Output) {
    guard isActive else { return }
    if dropsWithoutDemand, started, demand == .none, head == queue.count { return }
    queue.append(value)
    drain()
  }

  /// Ends the stream once the queued values are delivered; a failure drops them, as it does in
  /// Combine.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    guard isActive else { return }
    if case .failure = completion {
      queue.removeAll()
      head = 0
    }
    self.completion = completion
    drain()
  }

  func request(_ demand: Subscribers.Demand) {
    self.demand += demand
    drain()
  }

  func cancel() {
    downstream = nil
    queue.removeAll()
    head = 0
    let action = onCancel
    onCancel = nil
    action?()
  }

  /// Delivers what the subscriber may have; re-entrant calls (a subscriber sending from inside
  /// `receive`) leave the work to the loop already running.
  private func drain() {
    guard started, !draining else { return }
    draining = true
    defer { draining = false }
    while let subscriber = downstream {
      if head < queue.count, demand > 0 {
        let value = queue[head]
        head += 1
        if head == queue.count {
          queue.removeAll(keepingCapacity: true)
          head = 0
        }
        demand -= 1
        demand += subscriber.receive(value)
      } else if head == queue.count, let completion {
        downstream = nil
        onCancel = nil
        subscriber.receive(completion: completion)
        return
      } else {
        return
      }
    }
  }
}

/// The subscriber operators attach upstream: it asks for everything and hands each event to
/// closures, which usually feed a ``DemandBuffer`` that meters the values out downstream.
final class UpstreamSubscriber<Input, Failure: Error>: Subscriber, Cancellable {
  private var subscription: (any Subscription)?
  private var isCancelled = false
  private var onValue: ((Input) -> Void)?
  private var onCompletion: ((Subscribers.Completion<Failure>) -> Void)?

  init(
    onValue: @escaping (Input) -> Void, onCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) {
    self.onValue = onValue
    self.onCompletion = onCompletion
  }

  func receive(subscription: any Subscription) {
    guard !isCancelled, self.subscription == nil else { return subscription.cancel() }
    self.subscription = subscription
    subscription.request(.unlimited)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    onValue?(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let action = onCompletion
    release()
    action?(completion)
  }

  func cancel() {
    isCancelled = true
    let subscription = self.subscription
    release()
    subscription?.cancel()
  }

  private func release() {
    subscription = nil
    onValue = nil
    onCompletion = nil
  }
}

/// The subscriber of operators that turn each value into at most one value (map, filter, …):
/// it passes the upstream subscription down, so demand and cancellation go straight through,
/// and asks for one more value for each it drops.
final class TransformingSubscriber<Input, Downstream: Subscriber>: Subscriber {
  typealias Failure = Downstream.Failure
  private let downstream: Downstream
  private let transform: (Input) -> Downstream.Input?

  init(_ downstream: Downstream, transform: @escaping (Input) -> Downstream.Input?) {
    self.downstream = downstream
    self.transform = transform
  }

  func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let output = transform(input) else { return .max(1) }
    return downstream.receive(output)
  }

  func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

/// Hands a non-`Sendable` closure to an API that wants a `Sendable` one, for schedulers whose
/// actions run where the caller said (a serial queue, the main thread).
package struct UncheckedSendableAction: @unchecked Sendable {
  package let run: () -> Void

  package init(run: @escaping () -> Void) { self.run = run }
}

/// Cancels its target, if that still lives: for a subscriber that must stop itself from inside
/// its own closures.
final class WeakCanceller: Cancellable {
  weak var target: (any Cancellable & AnyObject)?

  func cancel() { target?.cancel() }
}
