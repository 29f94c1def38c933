import Testing
import TrellisCore
import TrellisTesting

/// Objects that declare their own `objectWillChange`, as SwiftUI allows: any publisher that
/// cannot fail drives the views that hold the object.
@MainActor
@Suite(.serialized)
struct CustomObjectWillChangeTests {
  /// Announces through a subject of its own; its properties are not `@Published`.
  final class Ticker: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var count = 0

    func tick() {
      objectWillChange.send()
      count += 1
    }
  }

  /// Declares an `ObservableObjectPublisher` of its own, which `@Published` announces through.
  final class Form: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @Published var name = "a"
  }

  struct TickerOwner: View {
    @StateObject private var ticker = Ticker()
    var body: some View {
      VStack {
        Text("owner \(ticker.count)")
        Button("tick") { ticker.tick() }.accessibilityIdentifier("tick")
        TickerDisplay(ticker: ticker)
      }
    }
  }

  struct TickerDisplay: View {
    @ObservedObject var ticker: Ticker
    var body: some View { Text("display \(ticker.count)") }
  }

  struct EnvironmentTickerDisplay: View {
    @EnvironmentObject var ticker: Ticker
    var body: some View { Text("environment \(ticker.count)") }
  }

  struct FormView: View {
    @ObservedObject var form: Form
    var body: some View {
      VStack {
        Text("name \(form.name)")
        Button("rename") { form.name += "b" }.accessibilityIdentifier("rename")
      }
    }
  }

  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 300, height: 200), text: .fixedAdvance)
  }

  @Test func aSubjectAsObjectWillChangeEvaluatesTheViewsThatHoldTheObject() {
    let host = host(TickerOwner())
    host.tap(id: "tick")
    #expect(host.find(text: "owner 1") != nil)
    #expect(host.find(text: "display 1") != nil)
    host.tap(id: "tick")
    #expect(host.find(text: "owner 2") != nil)
    #expect(host.find(text: "display 2") != nil)
  }

  @Test func anEnvironmentObjectWithItsOwnPublisherIsFollowedToo() {
    let ticker = Ticker()
    let host = host(EnvironmentTickerDisplay().environmentObject(ticker))
    #expect(host.find(text: "environment 0") != nil)
    ticker.tick()
    host.flush()
    #expect(host.find(text: "environment 1") != nil)
  }

  @Test func publishedAnnouncesThroughADeclaredObservableObjectPublisher() {
    let form = Form()
    var heard = 0
    let cancellable = form.objectWillChange.sink { heard += 1 }
    let host = host(FormView(form: form))
    host.tap(id: "rename")
    #expect(host.find(text: "name ab") != nil)
    #expect(heard == 1)
    _ = cancellable
  }

  /// A publisher that counts the subscriptions still open to it.
  final class CountingPublisher: Publisher {
    typealias Output = Void
    typealias Failure = Never
    let subject = PassthroughSubject<Void, Never>()
    private(set) var open = 0

    func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
      open += 1
      let relay = AnySubscriber<Void, Never>(
        receiveSubscription: { [unowned self] subscription in
          subscriber.receive(subscription: CountedSubscription(subscription) { self.open -= 1 })
        },
        receiveValue: { subscriber.receive($0) },
        receiveCompletion: { subscriber.receive(completion: $0) })
      subject.receive(subscriber: relay)
    }
  }

  final class CountedSubscription: Subscription {
    private let inner: any Subscription
    private var onCancel: (() -> Void)?

    init(_ inner: any Subscription, onCancel: @escaping () -> Void) {
      self.inner = inner
      self.onCancel = onCancel
    }

    func request(_ demand: Subscribers.Demand) { inner.request(demand) }

    func cancel() {
      onCancel?()
      onCancel = nil
      inner.cancel()
    }
  }

  final class CountedTicker: ObservableObject {
    let objectWillChange = CountingPublisher()
    var count = 0
  }

  struct CountedDisplay: View {
    @ObservedObject var ticker: CountedTicker
    var body: some View { Text("display \(ticker.count)") }
  }

  struct Switcher: View {
    let ticker: CountedTicker
    @State private var shown = true
    var body: some View {
      VStack {
        if shown { CountedDisplay(ticker: ticker) }
        Button("hide") { shown = false }.accessibilityIdentifier("hide")
      }
    }
  }

  @Test func aViewSubscribesOnceAndCancelsWhenItLeaves() {
    let ticker = CountedTicker()
    let host = host(Switcher(ticker: ticker))
    #expect(ticker.objectWillChange.open == 1)
    ticker.count = 1
    ticker.objectWillChange.subject.send()
    host.flush()
    #expect(host.find(text: "display 1") != nil)
    // Evaluating the view again links its properties again, without a second subscription.
    #expect(ticker.objectWillChange.open == 1)
    host.tap(id: "hide")
    #expect(host.find(text: "display 1") == nil)
    #expect(ticker.objectWillChange.open == 0)
  }
}
