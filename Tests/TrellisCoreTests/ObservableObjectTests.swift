import Testing
import TrellisCore
import TrellisTesting

/// A counter model written as pre-`@Observable` SwiftUI code writes one.
@MainActor
private final class Counter: ObservableObject {
  @Published var count = 0
  var unpublished = 0
  /// How many counters the `Owner` views made.
  static var made = 0

  init(counted: Bool = false) { if counted { Counter.made += 1 } }
}

/// `ObservableObject`, `@Published`, `@StateObject`, `@ObservedObject` and `@EnvironmentObject`:
/// SwiftUI's older data flow, whose changes evaluate again the views that hold the object.
@MainActor
@Suite(.serialized)
struct ObservableObjectTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  fileprivate struct Owner: View {
    @StateObject private var counter = Counter(counted: true)
    @State private var unrelated = 0

    var body: some View {
      VStack {
        Text("count \(counter.count)")
        Button("add") { counter.count += 1 }.accessibilityIdentifier("add")
        Button("other") { unrelated += 1 }.accessibilityIdentifier("other")
        Display(counter: counter)
        Toggle("Odd", isOn: Binding(get: { counter.count % 2 == 1 }, set: { _ in counter.count += 1 }))
        Text("other \(unrelated)")
      }
    }
  }

  fileprivate struct Display: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("shown \(counter.count)") }
  }

  @Test func aStateObjectIsMadeOnceAndItsChangesEvaluateTheViewsThatHoldIt() {
    Counter.made = 0
    let host = host(Owner())
    #expect(Counter.made == 1)
    host.tap(id: "add")
    #expect(host.find(text: "count 1") != nil)
    #expect(host.find(text: "shown 1") != nil)
    // Evaluating the owner again makes no second object: the first is kept for its identity.
    host.tap(id: "other")
    host.tap(id: "add")
    #expect(host.find(text: "other 1") != nil)
    #expect(host.find(text: "count 2") != nil)
    #expect(Counter.made == 1)
  }

  fileprivate struct Incrementer: View {
    @Binding var value: Int
    var body: some View { Button("inc") { value += 1 }.accessibilityIdentifier("inc") }
  }

  fileprivate struct Editor: View {
    @ObservedObject var counter: Counter
    var body: some View {
      VStack {
        Incrementer(value: $counter.count)
        Text("value \(counter.count)")
      }
    }
  }

  @Test func anObservedObjectGivesBindingsToItsProperties() {
    let counter = Counter()
    let host = host(Editor(counter: counter))
    host.tap(id: "inc")
    host.tap(id: "inc")
    #expect(counter.count == 2)
    #expect(host.find(text: "value 2") != nil)
  }

  @Test func onlyTheViewsHoldingTheObjectAreEvaluatedAgain() {
    struct Parent: View {
      let counter: Counter
      var body: some View {
        VStack {
          Display(counter: counter)
          Text("static")
        }
      }
    }
    let counter = Counter()
    let host = host(Parent(counter: counter))
    let parentRuns = host.graph.bodyEvaluations(of: Parent.self)
    let displayRuns = host.graph.bodyEvaluations(of: Display.self)
    counter.count = 5
    host.flush()
    #expect(host.find(text: "shown 5") != nil)
    #expect(host.graph.bodyEvaluations(of: Display.self) == displayRuns + 1)
    #expect(host.graph.bodyEvaluations(of: Parent.self) == parentRuns)
    // A property that is not published changes nothing until the object says it will change.
    counter.unpublished = 1
    host.flush()
    #expect(host.graph.bodyEvaluations(of: Display.self) == displayRuns + 1)
    counter.objectWillChange.send()
    host.flush()
    #expect(host.graph.bodyEvaluations(of: Display.self) == displayRuns + 2)
  }

  fileprivate struct Reader: View {
    @EnvironmentObject var counter: Counter
    var body: some View {
      Button("env \(counter.count)") { counter.count += 10 }.accessibilityIdentifier("env")
    }
  }

  @Test func anEnvironmentObjectIsFoundBelowTheViewThatSetsIt() {
    let counter = Counter()
    let host = host(VStack { Reader() }.environmentObject(counter))
    #expect(host.find(text: "env 0") != nil)
    host.tap(id: "env")
    #expect(counter.count == 10)
    #expect(host.find(text: "env 10") != nil)
  }
}
