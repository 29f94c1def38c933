import TrellisCore

/// A scheduler whose clock moves only when a test advances it, so time-based operators are
/// tested exactly and instantly.
final class VirtualScheduler: Scheduler {
  struct Time: Strideable {
    var seconds: Double
    func distance(to other: Time) -> RunLoop.SchedulerTimeType.Stride { .init(other.seconds - seconds) }
    func advanced(by n: RunLoop.SchedulerTimeType.Stride) -> Time { Time(seconds: seconds + n.magnitude) }
  }
  typealias SchedulerTimeType = Time
  typealias SchedulerOptions = Never

  private(set) var now = Time(seconds: 0)
  var minimumTolerance: RunLoop.SchedulerTimeType.Stride { 0 }
  private var actions: [(time: Double, order: Int, action: () -> Void)] = []
  private var order = 0

  func schedule(options: Never?, _ action: @escaping () -> Void) {
    schedule(after: now, tolerance: 0, options: nil, action)
  }

  func schedule(
    after date: Time, tolerance: RunLoop.SchedulerTimeType.Stride, options: Never?,
    _ action: @escaping () -> Void
  ) {
    order += 1
    actions.append((date.seconds, order, action))
  }

  func schedule(
    after date: Time, interval: RunLoop.SchedulerTimeType.Stride, tolerance: RunLoop.SchedulerTimeType.Stride,
    options: Never?, _ action: @escaping () -> Void
  ) -> any Cancellable {
    var cancelled = false
    func repeatAt(_ time: Double) {
      schedule(after: Time(seconds: time), tolerance: 0, options: nil) {
        guard !cancelled else { return }
        action()
        repeatAt(time + interval.magnitude)
      }
    }
    repeatAt(date.seconds)
    return AnyCancellable { cancelled = true }
  }

  /// Runs, in time order, every action due by `seconds` from now, moving the clock to each.
  func advance(by seconds: Double) {
    let end = now.seconds + seconds
    while let next = actions.enumerated().filter({ $0.element.time <= end + 1e-9 })
      .min(by: { ($0.element.time, $0.element.order) < ($1.element.time, $1.element.order) })
    {
      actions.remove(at: next.offset)
      now = Time(seconds: Swift.max(now.seconds, next.element.time))
      next.element.action()
    }
    now = Time(seconds: end)
  }
}

/// Records what a publisher delivers, for comparing with the expected sequence.
final class Recorder<Value, Failure: Error> {
  var values: [Value] = []
  var completion: Subscribers.Completion<Failure>?
  var cancellable: AnyCancellable?

  init<P: Publisher>(_ publisher: P) where P.Output == Value, P.Failure == Failure {
    cancellable = publisher.sink(receiveCompletion: { [unowned self] in completion = $0 }) { [unowned self] in
      values.append($0)
    }
  }

  var finished: Bool {
    if case .finished = completion { return true }
    return false
  }
}

struct TestError: Error, Equatable {
  var code = 1
}
