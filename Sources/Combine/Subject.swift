import Foundation

/// A publisher whose values and completion are sent by calling it, to bring imperative code
/// into a chain of publishers.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Delivers `value` to the subscribers.
  func send(_ value: Output)
  /// Ends every subscription, and every later one at once.
  func send(completion: Subscribers.Completion<Failure>)
  /// Hands a subscription to the subject when it subscribes to another publisher.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Delivers a `Void` value.
  public func send() { send(()) }
}

extension Publisher {
  /// Attaches `subject` as a subscriber, so that it passes this publisher's values on; the
  /// returned canceller ends that.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let upstream = UpstreamSubscriber<Output, Failure>(
      onValue: { [weak subject] in subject?.send($0) },
      onCompletion: { [weak subject] in subject?.send(completion: $0) })
    subscribe(upstream)
    return AnyCancellable(upstream)
  }
}

/// The subscribers of a subject, each behind its own ``DemandBuffer``.
final class SubjectSubscribers<Output, Failure: Error> {
  private var buffers: [DemandBuffer<Output, Failure>] = []
  private(set) var completion: Subscribers.Completion<Failure>?

  /// Adds `subscriber`, first queueing `initial` for it (a current value); a finished subject
  /// completes it at once.
  func add<S: Subscriber>(_ subscriber: S, initial: Output? = nil)
  where S.Input == Output, S.Failure == Failure {
    let buffer = DemandBuffer(subscriber, dropsWithoutDemand: true)
    if let completion {
      buffer.finish(completion)
    } else {
      if let initial { buffer.send(initial) }
      buffers.append(buffer)
      buffer.onCancel = { [weak self, weak buffer] in self?.buffers.removeAll { $0 === buffer } }
    }
    buffer.start()
  }

  func send(_ value: Output) {
    guard completion == nil else { return }
    // A copy: a subscriber may cancel, or subscribe another, while being delivered to.
    for buffer in buffers { buffer.send(value) }
  }

  func send(completion: Subscribers.Completion<Failure>) {
    guard self.completion == nil else { return }
    self.completion = completion
    let finishing = buffers
    buffers.removeAll()
    for buffer in finishing { buffer.finish(completion) }
  }

  var isEmpty: Bool { buffers.isEmpty }
}
