import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `$published` publishers, `objectWillChange` as a publisher, the dispatch and run-loop
/// schedulers, and `Timer.publish`.
@MainActor
@Suite(.serialized)
struct CombineStateTests {
  final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    var cancellables = Set<AnyCancellable>()
  }

  @Test func publishedProjectionDeliversCurrentThenNewValuesBeforeTheyAreStored() {
    let model = SearchModel()
    model.query = "a"
    var seen: [String] = []
    var storedWhenSeen: [String] = []
    model.$query.sink { value in
      seen.append(value)
      storedWhenSeen.append(model.query)
    }.store(in: &model.cancellables)
    model.query = "ab"
    model.query = "abc"
    #expect(seen == ["a", "ab", "abc"])
    // willSet order: the property still held the old value.
    #expect(storedWhenSeen == ["a", "a", "ab"])
    #expect(model.query == "abc")
    model.cancellables.removeAll()
    model.query = "x"
    #expect(seen == ["a", "ab", "abc"])
  }

  @Test func objectWillChangeSinkHearsEveryPublishedChange() {
    let model = SearchModel()
    var count = 0
    let cancellable = model.objectWillChange.sink { count += 1 }
    model.query = "a"
    _ = model.$results  // making the projection keeps announcing changes
    model.results = ["one"]
    model.objectWillChange.send()
    #expect(count == 3)
    cancellable.cancel()
    model.query = "b"
    #expect(count == 3)
  }

  @Test func assignToPublishedWritesThePropertyAndAnnounces() {
    let model = SearchModel()
    let source = PassthroughSubject<[String], Never>()
    source.assign(to: &model.$results)
    var changes = 0
    let cancellable = model.objectWillChange.sink { changes += 1 }
    source.send(["a", "b"])
    #expect(model.results == ["a", "b"])
    #expect(changes == 1)
    model.results = []
    #expect(changes == 2)
    _ = cancellable
  }

  @Test func mainQueueAndRunLoopSchedulersRunOnTheMainThreadLater() async throws {
    // On Linux the main queue may be served by another thread than the first: ask the queue.
    let mainQueueKey = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    let subject = PassthroughSubject<Int, Never>()
    var received: [String] = []
    let onQueue = subject.receive(on: DispatchQueue.main).sink { received.append("queue \($0)") }
    let debounced = subject.debounce(for: .milliseconds(30), scheduler: RunLoop.main).sink {
      #expect(DispatchQueue.getSpecific(key: mainQueueKey) == true)
      received.append("debounced \($0)")
    }
    subject.send(1)
    subject.send(2)
    #expect(received.isEmpty)
    try await Task.sleep(for: .milliseconds(150))
    #expect(received == ["queue 1", "queue 2", "debounced 2"])
    _ = (onQueue, debounced)
  }

  @Test func timerPublisherTicksOnlyWhileConnected() async throws {
    let timer = Timer.publish(every: 0.02, on: .main, in: .common)
    var ticks: [Date] = []
    let subscription = timer.sink { ticks.append($0) }
    try await Task.sleep(for: .milliseconds(80))
    #expect(ticks.isEmpty)
    let connection = timer.connect()
    try await Task.sleep(for: .milliseconds(150))
    connection.cancel()
    let count = ticks.count
    #expect(count >= 3)
    #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $0 < $1 })
    try await Task.sleep(for: .milliseconds(80))
    #expect(ticks.count == count)
    _ = subscription
  }

  @Test func autoconnectedTimerStopsWhenItsLastSubscriberLeaves() async throws {
    let timer = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect()
    var ticks = 0
    var subscription: AnyCancellable? = timer.sink { _ in ticks += 1 }
    try await Task.sleep(for: .milliseconds(120))
    #expect(ticks >= 2)
    subscription = nil
    let count = ticks
    try await Task.sleep(for: .milliseconds(80))
    #expect(ticks == count)
    _ = subscription
  }

  @Test func timersWithNonsensicalIntervalsNeitherSpinNorCrash() async throws {
    for interval in [0, -5, .nan, .infinity] as [TimeInterval] {
      let timer = Timer.publish(every: interval, on: .main, in: .common)
      var ticks = 0
      let subscription = timer.sink { _ in ticks += 1 }
      let connection = timer.connect()
      try await Task.sleep(for: .milliseconds(20))
      connection.cancel()
      #expect(ticks <= 25, "interval \(interval) ticked \(ticks) times in 20 ms")
      _ = subscription
    }
  }

  @Test func nonsensicalTolerancesAndDueTimesOnTheMainQueueStillDeliver() async throws {
    for tolerance in [.nan, -1, .infinity] as [TimeInterval] {
      let timer = Timer.publish(every: 0.02, tolerance: tolerance, on: .main, in: .common).autoconnect()
      var ticks = 0
      let subscription = timer.sink { _ in ticks += 1 }
      try await Task.sleep(for: .milliseconds(150))
      #expect(ticks >= 2, "tolerance \(tolerance): \(ticks) ticks in 150 ms")
      _ = subscription
    }
    let subject = PassthroughSubject<Int, Never>()
    var received: [String] = []
    let zero = subject.debounce(for: 0, scheduler: DispatchQueue.main).sink { received.append("zero \($0)") }
    let negative = subject.delay(for: -1, scheduler: RunLoop.main).sink { received.append("negative \($0)") }
    subject.send(1)
    try await Task.sleep(for: .milliseconds(50))
    #expect(received.sorted() == ["negative 1", "zero 1"])
    _ = (zero, negative)
  }

  @Test func notificationCenterPublisherDeliversPostedNotifications() {
    let center = NotificationCenter()
    let name = Notification.Name("CombineStateTests.ping")
    var received: [String] = []
    let cancellable = center.publisher(for: name).compactMap { $0.object as? String }.sink {
      received.append($0)
    }
    center.post(name: name, object: "one")
    center.post(name: Notification.Name("other"), object: "no")
    cancellable.cancel()
    center.post(name: name, object: "two")
    #expect(received == ["one"])
  }
}
