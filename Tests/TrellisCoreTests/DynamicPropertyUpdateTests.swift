import Testing
import TrellisCore
import TrellisTesting

/// A custom dynamic property that derives a value from the state and environment inside it in
/// `update()`, as SwiftUI apps write them.
struct Derived: DynamicProperty {
  @State var base = 1
  @Environment(\.isEnabled) var isEnabled
  /// Set by `update()` only.
  var label = "not updated"

  mutating func update() {
    label = "\(base * 2) \(isEnabled ? "on" : "off")"
  }
}

/// A custom dynamic property holding another: the inner one must be updated first.
struct Outer: DynamicProperty {
  var inner = Derived()
  var seen = ""

  mutating func update() { seen = "outer saw \(inner.label)" }
}

/// How `DynamicProperty.update()` runs: before every evaluation of the body, after the
/// property's own state and environment are linked, inner properties first, for views and for
/// view modifiers.
@MainActor
struct DynamicPropertyUpdateTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  struct Doubling: View {
    var derived = Derived()
    var body: some View {
      Button(derived.label) { derived.base += 1 }.buttonStyle(.plain).accessibilityIdentifier("doubling")
    }
  }

  struct DoublingParent: View {
    @State private var enabled = true
    var body: some View {
      VStack {
        Doubling().environment(\.isEnabled, enabled)
        Button("toggle") { enabled.toggle() }.buttonStyle(.plain).accessibilityIdentifier("toggle")
      }
    }
  }

  @Test func updateRunsBeforeEveryBodyWithTheCurrentStateAndEnvironment() {
    let host = host(DoublingParent())
    #expect(host.find(text: "2 on") != nil)
    host.tap(id: "doubling")
    #expect(host.find(text: "4 on") != nil)
    host.tap(id: "toggle")
    #expect(host.find(text: "4 off") != nil)
    #expect(host.find(text: "not updated") == nil)
  }

  struct Nesting: View {
    var outer = Outer()
    var body: some View {
      Button(outer.seen) { outer.inner.base += 2 }.buttonStyle(.plain).accessibilityIdentifier("nesting")
    }
  }

  @Test func innerPropertiesAreUpdatedBeforeTheOnesHoldingThem() {
    let host = host(Nesting())
    #expect(host.find(text: "outer saw 2 on") != nil)
    host.tap(id: "nesting")
    #expect(host.find(text: "outer saw 6 on") != nil)
  }

  struct Labelled: ViewModifier {
    var derived = Derived()
    func body(content: Content) -> some View {
      HStack {
        content
        Button("modifier \(derived.label)") { derived.base += 1 }
          .buttonStyle(.plain).accessibilityIdentifier("modifier")
      }
    }
  }

  @Test func aModifiersDynamicPropertiesAreUpdatedBeforeItsBody() {
    let host = host(Text("content").modifier(Labelled()))
    #expect(host.find(text: "modifier 2 on") != nil)
    host.tap(id: "modifier")
    #expect(host.find(text: "modifier 4 on") != nil)
  }
}
