import Testing
import TrellisCore
import TrellisTesting

/// A user's property wrapper around `@State`, as apps write them: its state must be linked to
/// the node like a `@State` of the view.
@propertyWrapper
struct Clamped: DynamicProperty {
  @State private var value: Int
  let limit: Int

  init(wrappedValue: Int, limit: Int) {
    _value = State(wrappedValue: wrappedValue)
    self.limit = limit
  }

  @MainActor var wrappedValue: Int {
    get { value }
    nonmutating set { value = min(newValue, limit) }
  }
}

/// A custom dynamic property that is not a wrapper, holding another one, a state and an
/// environment value: everything inside is linked, however deep.
struct Tally: DynamicProperty {
  @Clamped(limit: 100) var count = 0
  @State var label = "t"
  @Environment(\.isEnabled) var isEnabled
}

/// How the node links `@State` into the view value it keeps: state needs no box shared with the
/// view's copies, so it must be linked in the value the body runs on, inside custom dynamic
/// properties too, and copies the body hands out (closures, bindings) must keep working.
@MainActor
struct StateLinkingTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  struct Limited: View {
    @Clamped(limit: 2) private var taps = 0
    @State private var other = 0
    var body: some View {
      Button("taps \(taps) other \(other)") {
        taps += 1
        other += 10
      }
      .buttonStyle(.plain).accessibilityIdentifier("limited")
    }
  }

  struct LimitedParent: View {
    @State private var round = 0
    var body: some View {
      VStack {
        Limited()
        Button("round \(round)") { round += 1 }.buttonStyle(.plain).accessibilityIdentifier("round")
      }
    }
  }

  @Test func aStateInsideACustomDynamicPropertyUpdatesAndSurvivesTheParent() {
    let host = host(LimitedParent())
    #expect(host.find(text: "taps 0 other 0") != nil)
    for _ in 0..<3 { host.tap(id: "limited") }
    #expect(host.find(text: "taps 2 other 30") != nil)
    host.tap(id: "round")
    #expect(host.find(text: "round 1") != nil)
    #expect(host.find(text: "taps 2 other 30") != nil)
    host.tap(id: "limited")
    #expect(host.find(text: "taps 2 other 40") != nil)
  }

  struct Counted: View {
    var tally = Tally()
    var body: some View {
      Button("\(tally.label) \(tally.count) \(tally.isEnabled)") {
        tally.count += 1
        tally.label += "+"
      }
      .buttonStyle(.plain).accessibilityIdentifier("counted")
    }
  }

  struct CountedParent: View {
    @State private var enabled = true
    var body: some View {
      VStack {
        Counted().environment(\.isEnabled, enabled)
        Button("toggle") { enabled.toggle() }.buttonStyle(.plain).accessibilityIdentifier("toggle")
      }
    }
  }

  @Test func propertiesNestedInDynamicPropertiesAreLinkedAtEveryDepth() {
    let host = host(CountedParent())
    #expect(host.find(text: "t 0 true") != nil)
    host.tap(id: "counted")
    host.tap(id: "counted")
    #expect(host.find(text: "t++ 2 true") != nil)
    host.tap(id: "toggle")
    #expect(host.find(text: "t++ 2 false") != nil)
    host.tap(id: "toggle")
    #expect(host.find(text: "t++ 2 true") != nil)
  }

  struct Tapped: ViewModifier {
    @State private var taps = 0
    func body(content: Content) -> some View {
      VStack {
        content
        Button("modifier \(taps)") { taps += 1 }.buttonStyle(.plain).accessibilityIdentifier("modifier")
      }
    }
  }

  struct ModifiedParent: View {
    @State private var round = 0
    var body: some View {
      VStack {
        Text("content \(round)").modifier(Tapped())
        Button("round") { round += 1 }.buttonStyle(.plain).accessibilityIdentifier("round")
      }
    }
  }

  @Test func aModifiersStateIsLinkedWhereItsNodeKeepsIt() {
    let host = host(ModifiedParent())
    host.tap(id: "modifier")
    host.tap(id: "modifier")
    #expect(host.find(text: "modifier 2") != nil)
    host.tap(id: "round")
    #expect(host.find(text: "content 1") != nil)
    #expect(host.find(text: "modifier 2") != nil)
  }

  /// Keeps a closure a body made, as a model or a timer might.
  final class ActionKeeper {
    var action: () -> Void = {}
  }

  struct Kept: View {
    let keeper: ActionKeeper
    @State private var count = 0
    var body: some View {
      let _ = keeper.action = { count += 1 }
      Text("kept \(count)")
    }
  }

  struct KeptParent: View {
    let keeper: ActionKeeper
    @State private var shown = true
    var body: some View {
      VStack {
        if shown { Kept(keeper: keeper) }
        Button("hide") { shown = false }.buttonStyle(.plain).accessibilityIdentifier("hide")
      }
    }
  }

  @Test func aClosureTheBodyMadeWritesItsStateEvenAfterTheViewLeft() {
    let keeper = ActionKeeper()
    let host = host(KeptParent(keeper: keeper))
    keeper.action()
    host.flush()
    #expect(host.find(text: "kept 1") != nil)
    host.tap(id: "hide")
    #expect(host.find(text: "kept 1") == nil)
    let evaluations = host.graph.bodyEvaluations(of: Kept.self)
    // The closure keeps the view's copy and with it the state's storage, which the node let go.
    keeper.action()
    host.flush()
    #expect(host.graph.bodyEvaluations(of: Kept.self) == evaluations)
  }

  struct Unlinked: View {
    @State var count = 5
    var body: some View { Text("\(count)") }
  }

  @Test func aStateOutsideTheTreeReadsItsInitialValueAndIgnoresWrites() {
    let view = Unlinked()
    #expect(view.count == 5)
    view.count = 9
    #expect(view.count == 5)
    // The node links its own value: the one the app made stays unlinked.
    let host = host(view)
    #expect(host.find(text: "5") != nil)
    #expect(view.count == 5)
  }

  /// A view of a class type (SwiftUI's views are structs): its state lies in the object.
  final class ClassCounter: View {
    @State var count = 0
    var body: some View {
      Button("class \(count)") { self.count += 1 }.buttonStyle(.plain).accessibilityIdentifier("class")
    }
  }

  @Test func aClassViewsStateIsLinkedInItsObject() {
    let host = host(ClassCounter())
    host.tap(id: "class")
    host.tap(id: "class")
    #expect(host.find(text: "class 2") != nil)
  }
}
