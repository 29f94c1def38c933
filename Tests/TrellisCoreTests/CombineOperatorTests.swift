import Combine
import Testing

/// The Combine subset: each operator's output sequence, completion and cancellation.
@Suite struct CombineOperatorTests {
  @Test func justEmptyFailAndSequenceDeliverAndComplete() {
    let just = Recorder(Just(5))
    #expect(just.values == [5] && just.finished)
    let empty = Recorder(Empty<Int, Never>())
    #expect(empty.values.isEmpty && empty.finished)
    let never = Recorder(Empty<Int, Never>(completeImmediately: false))
    #expect(never.completion == nil)
    let fail = Recorder(Fail<Int, TestError>(error: TestError(code: 3)))
    #expect(fail.values.isEmpty && fail.completion == .failure(TestError(code: 3)))
    let sequence = Recorder([1, 2, 3].publisher)
    #expect(sequence.values == [1, 2, 3] && sequence.finished)
  }

  @Test func boundedDemandIsHonouredEvenForAnEndlessSequence() {
    var received: [Int] = []
    var subscription: (any Subscription)?
    let subscriber = AnySubscriber<Int, Never>(
      receiveSubscription: {
        subscription = $0; $0.request(.max(2))
      },
      receiveValue: {
        received.append($0); return received.count == 2 ? .max(1) : .none
      })
    (1...).publisher.map { $0 * 10 }.filter { $0 != 20 }.subscribe(subscriber)
    #expect(received == [10, 30, 40])
    subscription?.request(.max(1))
    #expect(received == [10, 30, 40, 50])
    subscription?.cancel()
  }

  @Test func demandArithmetic() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
    #expect(Subscribers.Demand.max(2) - .max(3) == .none)
    #expect(Subscribers.Demand.unlimited - 4 == .unlimited)
    #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
    #expect(Subscribers.Demand.max(3) < .unlimited && Subscribers.Demand.max(1) > 0)
  }

  @Test func passthroughSubjectDeliversToCurrentSubscribersUntilCancelled() {
    let subject = PassthroughSubject<Int, TestError>()
    subject.send(0)
    let first = Recorder(subject)
    subject.send(1)
    let second = Recorder(subject)
    subject.send(2)
    first.cancellable?.cancel()
    subject.send(3)
    subject.send(completion: .failure(TestError()))
    subject.send(4)
    #expect(first.values == [1, 2] && first.completion == nil)
    #expect(second.values == [2, 3] && second.completion == .failure(TestError()))
    let late = Recorder(subject)
    #expect(late.values.isEmpty && late.completion == .failure(TestError()))
  }

  @Test func currentValueSubjectStartsWithItsValue() {
    let subject = CurrentValueSubject<String, Never>("a")
    let recorder = Recorder(subject)
    subject.value = "b"
    subject.send("c")
    #expect(subject.value == "c")
    #expect(recorder.values == ["a", "b", "c"])
    subject.send(completion: .finished)
    subject.value = "d"
    #expect(recorder.values == ["a", "b", "c"] && recorder.finished)
  }

  @Test func anyCancellableCancelsWhenDeallocatedAndStores() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var set = Set<AnyCancellable>()
    var array: [AnyCancellable] = []
    subject.sink { values.append($0) }.store(in: &set)
    subject.sink { values.append($0 * 10) }.store(in: &array)
    subject.send(1)
    set.removeAll()
    subject.send(2)
    array.removeAll()
    subject.send(3)
    do {
      let kept = subject.sink { values.append($0 * 100) }
      subject.send(4)
      _ = kept
    }
    subject.send(5)
    #expect(values == [1, 10, 20, 400])
  }

  @Test func mapCompactMapFilterRemoveDuplicatesDropFirstPrepend() {
    let subject = PassthroughSubject<Int, Never>()
    let mapped = Recorder(subject.map { $0 * 2 })
    let compact = Recorder(subject.compactMap { $0.isMultiple(of: 2) ? "\($0)" : nil })
    let filtered = Recorder(subject.filter { $0 > 1 })
    let unique = Recorder(subject.removeDuplicates())
    let dropped = Recorder(subject.dropFirst(2))
    let prepended = Recorder(subject.prepend(-1, 0))
    for value in [1, 1, 2, 2, 3] { subject.send(value) }
    subject.send(completion: .finished)
    #expect(mapped.values == [2, 2, 4, 4, 6] && mapped.finished)
    #expect(compact.values == ["2", "2"] && compact.finished)
    #expect(filtered.values == [2, 2, 3])
    #expect(unique.values == [1, 2, 3])
    #expect(dropped.values == [2, 2, 3])
    #expect(prepended.values == [-1, 0, 1, 1, 2, 2, 3] && prepended.finished)
  }

  @Test func mergeInterleavesAndFinishesWhenBothHave() {
    let a = PassthroughSubject<Int, TestError>()
    let b = PassthroughSubject<Int, TestError>()
    let merged = Recorder(a.merge(with: b))
    a.send(1)
    b.send(2)
    a.send(3)
    a.send(completion: .finished)
    b.send(4)
    #expect(merged.completion == nil)
    b.send(completion: .finished)
    #expect(merged.values == [1, 2, 3, 4] && merged.finished)

    let c = PassthroughSubject<Int, TestError>()
    let d = PassthroughSubject<Int, TestError>()
    let failing = Recorder(c.merge(with: d))
    d.send(completion: .failure(TestError(code: 9)))
    c.send(1)
    #expect(failing.values.isEmpty && failing.completion == .failure(TestError(code: 9)))
  }

  @Test func combineLatestPairsLatestValues() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<String, Never>()
    let combined = Recorder(a.combineLatest(b) { "\($0)\($1)" })
    a.send(1)
    a.send(2)
    b.send("x")
    a.send(3)
    b.send("y")
    a.send(completion: .finished)
    b.send("z")
    b.send(completion: .finished)
    #expect(combined.values == ["2x", "3x", "3y", "3z"] && combined.finished)
  }

  @Test func anyPublisherAndAssign() {
    final class Target { var text = "" }
    let subject = PassthroughSubject<Int, Never>()
    let erased: AnyPublisher<String, Never> = subject.map(String.init).eraseToAnyPublisher()
    let target = Target()
    let cancellable = erased.assign(to: \.text, on: target)
    subject.send(7)
    #expect(target.text == "7")
    cancellable.cancel()
    subject.send(8)
    #expect(target.text == "7")
  }

  @Test func debounceDeliversAfterQuiet() {
    let scheduler = VirtualScheduler()
    let subject = PassthroughSubject<String, Never>()
    let recorder = Recorder(subject.debounce(for: .milliseconds(300), scheduler: scheduler))
    subject.send("s")
    scheduler.advance(by: 0.1)
    subject.send("sw")
    scheduler.advance(by: 0.2)
    #expect(recorder.values.isEmpty)
    scheduler.advance(by: 0.1)
    #expect(recorder.values == ["sw"])
    subject.send("swi")
    subject.send(completion: .finished)
    scheduler.advance(by: 0)
    #expect(recorder.values == ["sw", "swi"] && recorder.finished)
  }

  @Test func throttleDeliversFirstThenLatestPerInterval() {
    let scheduler = VirtualScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let latest = Recorder(subject.throttle(for: 1, scheduler: scheduler, latest: true))
    let first = Recorder(subject.throttle(for: 1, scheduler: scheduler, latest: false))
    subject.send(1)
    scheduler.advance(by: 0.1)
    subject.send(2)
    subject.send(3)
    scheduler.advance(by: 0.5)
    #expect(latest.values == [1] && first.values == [1])
    scheduler.advance(by: 0.5)
    #expect(latest.values == [1, 3] && first.values == [1, 2])
    scheduler.advance(by: 2)
    subject.send(4)
    scheduler.advance(by: 0)
    #expect(latest.values == [1, 3, 4])
  }

  @Test func delayAndReceiveOnGoThroughTheScheduler() {
    let scheduler = VirtualScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let delayed = Recorder(subject.delay(for: 2, scheduler: scheduler))
    let moved = Recorder(subject.receive(on: scheduler))
    subject.send(1)
    #expect(delayed.values.isEmpty && moved.values.isEmpty)
    scheduler.advance(by: 0)
    #expect(moved.values == [1])
    scheduler.advance(by: 1)
    subject.send(2)
    subject.send(completion: .finished)
    scheduler.advance(by: 1)
    #expect(delayed.values == [1] && !delayed.finished && moved.finished)
    scheduler.advance(by: 1)
    #expect(delayed.values == [1, 2] && delayed.finished)
  }

  @Test func cancellingATimeOperatorStopsPendingDeliveries() {
    let scheduler = VirtualScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder(subject.delay(for: 1, scheduler: scheduler))
    subject.send(1)
    recorder.cancellable = nil
    scheduler.advance(by: 2)
    subject.send(2)
    scheduler.advance(by: 2)
    #expect(recorder.values.isEmpty)
  }

  @Test func autoconnectConnectsWhileSubscribed() {
    let scheduler = VirtualScheduler()
    final class Ticker: ConnectablePublisher {
      typealias Output = Int
      typealias Failure = Never
      let subject = PassthroughSubject<Int, Never>()
      var connections = 0
      var live = 0
      let scheduler: VirtualScheduler
      init(_ scheduler: VirtualScheduler) { self.scheduler = scheduler }
      func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
        subject.receive(subscriber: subscriber)
      }
      func connect() -> any Cancellable {
        connections += 1
        live += 1
        var count = 0
        let timer = scheduler.schedule(after: scheduler.now.advanced(by: 1), interval: 1) { [subject] in
          count += 1
          subject.send(count)
        }
        return AnyCancellable { [weak self] in
          timer.cancel()
          self?.live -= 1
        }
      }
    }
    let ticker = Ticker(scheduler)
    let auto = ticker.autoconnect()
    #expect(ticker.connections == 0)
    let one = Recorder(auto)
    let two = Recorder(auto)
    scheduler.advance(by: 2)
    #expect(ticker.connections == 1 && one.values == [1, 2] && two.values == [1, 2])
    one.cancellable = nil
    scheduler.advance(by: 1)
    #expect(ticker.live == 1 && two.values == [1, 2, 3])
    two.cancellable = nil
    #expect(ticker.live == 0)
    scheduler.advance(by: 1)
    #expect(one.values == [1, 2] && two.values == [1, 2, 3])
  }

  /// Something a closure captures, to tell whether the closure is still held.
  final class Witness {}

  @Test func cancellingReleasesWhatTheSinkAndTheOperatorsHeld() {
    let scheduler = VirtualScheduler()
    weak var witness: Witness?
    weak var weakSubject: PassthroughSubject<Int, Never>?
    var received: [Int] = []
    var cancellable: AnyCancellable?
    do {
      let captured = Witness()
      witness = captured
      let subject = PassthroughSubject<Int, Never>()
      weakSubject = subject
      cancellable = subject.map { $0 * 2 }.filter { $0 > 0 }.removeDuplicates()
        .debounce(for: 1, scheduler: scheduler).receive(on: scheduler)
        .sink { value in
          _ = captured
          received.append(value)
        }
      subject.send(1)
      scheduler.advance(by: 2)
      #expect(received == [2])
      subject.send(2)
      cancellable?.cancel()
      scheduler.advance(by: 2)
    }
    #expect(received == [2])
    #expect(witness == nil, "the cancelled sink still holds its closure")
    #expect(weakSubject == nil, "the cancelled chain still holds its subject")
    _ = cancellable
  }

  @Test func droppingTheCancellableOrFinishingReleasesTheClosures() {
    weak var dropped: Witness?
    weak var finished: Witness?
    let subject = CurrentValueSubject<Int, Never>(0)
    var kept: AnyCancellable?
    do {
      let one = Witness()
      dropped = one
      var cancellable: AnyCancellable? = subject.sink { _ in _ = one }
      #expect(dropped != nil)
      cancellable = nil
      _ = cancellable
      let two = Witness()
      finished = two
      kept = Just(1).sink { _ in _ = two }
    }
    #expect(dropped == nil, "a sink whose canceller went still holds its closure")
    #expect(finished == nil, "a finished sink still holds its closure")
    _ = kept
  }

  @Test func assignOnReleasesItsObjectWhenCancelled() {
    final class Target {
      var value = 0
    }
    weak var weakTarget: Target?
    let subject = PassthroughSubject<Int, Never>()
    var cancellable: AnyCancellable?
    do {
      let target = Target()
      weakTarget = target
      cancellable = subject.assign(to: \.value, on: target)
      subject.send(4)
      #expect(target.value == 4)
    }
    #expect(weakTarget != nil, "assign(to:on:) keeps its object while subscribed, as in Combine")
    cancellable = nil
    #expect(weakTarget == nil)
    _ = cancellable
  }

  @Test func zeroAndNegativeDueTimesDeliverAtOnceOnTheScheduler() {
    let scheduler = VirtualScheduler()
    let subject = PassthroughSubject<Int, Never>()
    let zero = Recorder(subject.debounce(for: 0, scheduler: scheduler))
    let negative = Recorder(subject.debounce(for: -1, scheduler: scheduler))
    let delayed = Recorder(subject.delay(for: -1, scheduler: scheduler))
    let throttled = Recorder(subject.throttle(for: 0, scheduler: scheduler, latest: true))
    subject.send(1)
    subject.send(2)
    scheduler.advance(by: 0)
    #expect(zero.values == [2] && negative.values == [2])
    #expect(delayed.values == [1, 2] && throttled.values == [1, 2])
  }
}
