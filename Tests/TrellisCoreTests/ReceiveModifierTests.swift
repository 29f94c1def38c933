import Testing
import TrellisCore
import TrellisTesting

/// `.onReceive`: subscribed while the view is shown, the action changes state that the next
/// frame shows.
@MainActor
@Suite(.serialized)
struct ReceiveModifierTests {
  struct Counter: View {
    let events: PassthroughSubject<Int, Never>
    @State private var total = 0
    var body: some View {
      Text("total \(total)").onReceive(events) { total += $0 }
    }
  }

  struct Host: View {
    let events: PassthroughSubject<Int, Never>
    @State var shown = true
    var body: some View {
      VStack(spacing: 0) {
        if shown { Counter(events: events) }
        Button("Toggle") { shown.toggle() }.accessibilityIdentifier("toggle")
      }
    }
  }

  @Test func receivedValuesUpdateTheLayoutTreeUntilTheViewIsRemoved() throws {
    let events = PassthroughSubject<Int, Never>()
    let host = TestHost(Host(events: events), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "total 0") != nil)
    events.send(2)
    events.send(3)
    // The fixed-advance measurer makes each character 10 × 20 points; the stack is centred.
    let five = try #require(host.find(text: "total 5")?.frame)
    #expect(five.origin.x == 65 && five.size == CGSize(width: 70, height: 20))
    #expect(host.frame(of: "toggle")?.minY == five.maxY)
    events.send(7)
    let twelve = try #require(host.find(text: "total 12")?.frame)
    #expect(twelve.origin.x == 60 && twelve.size == CGSize(width: 80, height: 20))
    host.tap(id: "toggle")
    #expect(host.find(text: "total 12") == nil)
    events.send(4)
    host.tap(id: "toggle")
    // A new counter, with its own state, subscribed again; the value sent while it was gone
    // went nowhere.
    #expect(host.find(text: "total 0") != nil)
    events.send(1)
    #expect(host.find(text: "total 1") != nil)
  }

  @Test func valuesFromAnotherThreadReachTheViewOnTheMainActor() async throws {
    let events = PassthroughSubject<Int, Never>()
    let background = events.receive(on: DispatchQueue.global())
    struct Receiver<P: Publisher<Int, Never>>: View {
      let events: P
      @State private var total = 0
      var body: some View { Text("total \(total)").onReceive(events) { total += $0 } }
    }
    let host = TestHost(
      Receiver(events: background), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    host.flush()
    events.send(4)
    for _ in 0..<100 where host.find(text: "total 4") == nil { try await Task.sleep(for: .milliseconds(5)) }
    #expect(host.find(text: "total 4") != nil)
  }

  struct Switching: View {
    let first: PassthroughSubject<String, Never>
    let second: PassthroughSubject<String, Never>
    @State var useSecond = false
    @State var log: [String] = []
    var body: some View {
      VStack {
        Text(log.joined(separator: ",")).accessibilityIdentifier("log")
          .onReceive(useSecond ? second : first) { log.append($0) }
        Button("Switch") { useSecond = true }.accessibilityIdentifier("switch")
      }
    }
  }

  @Test func aDifferentPublisherIsSubscribedInstead() {
    let first = PassthroughSubject<String, Never>()
    let second = PassthroughSubject<String, Never>()
    let host = TestHost(
      Switching(first: first, second: second), size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    host.flush()
    first.send("a")
    second.send("x")
    #expect(host.find(id: "log")?.text == "a")
    host.tap(id: "switch")
    host.flush()
    first.send("b")
    second.send("y")
    #expect(host.find(id: "log")?.text == "a,y")
  }

  final class Query: ObservableObject {
    @Published var text = ""
  }

  /// Receives a mapped `$published`, which delivers its current value on every subscription,
  /// and counts how often: the action's state write evaluates the body again.
  struct Length: View {
    @ObservedObject var query: Query
    @State private var deliveries = 0
    var body: some View {
      Text("\(query.text) \(deliveries)")
        .onReceive(query.$text.map { $0.count }) { _ in deliveries += 1 }
    }
  }

  @Test func theCurrentValueArrivesOnAppearingButAPublisherRemadeByEachBodyDoesNotReplayIt() {
    let query = Query()
    query.text = "a"
    let host = TestHost(Length(query: query), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    // Appearing delivered the current value; the evaluation that showed it made a new publisher,
    // whose current value is not delivered again (else every evaluation would deliver it).
    #expect(host.find(text: "a 1") != nil)
    query.text = "ab"
    host.flush()
    #expect(host.find(text: "ab 2") != nil)
    host.flush()
    #expect(host.find(text: "ab 2") != nil)
  }
}
