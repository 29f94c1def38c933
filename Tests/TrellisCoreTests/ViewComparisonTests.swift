import Testing
import TrellisCore
import TrellisTesting

/// A child whose parent's body runs again is evaluated again only if its own value changed,
/// however that value is made up: type-erased views, nested structs, bindings, closures.
@MainActor
struct ViewComparisonTests {
  /// Not `Equatable`: compared field by field.
  struct Caption {
    var text: String
    var size: Double
  }

  struct Child: View {
    let label: AnyView
    let caption: Caption
    var body: some View {
      VStack {
        label
        Text(caption.text).font(.system(size: caption.size))
      }
    }
  }

  struct Parent: View {
    @State private var taps = 0
    @State private var title = "one"
    var body: some View {
      VStack {
        Button("taps \(taps)") { taps += 1 }.accessibilityIdentifier("tap")
        Button("rename") { title = "two" }.accessibilityIdentifier("rename")
        Child(label: AnyView(Text(title)), caption: Caption(text: "caption", size: 12))
      }
    }
  }

  @Test func anUnchangedChildIsNotEvaluatedAgain() {
    let host = TestHost(Parent(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    let before = host.graph.bodyEvaluations(of: Child.self)
    #expect(host.tap(id: "tap"))
    #expect(host.find(text: "taps 1") != nil)
    // The parent ran again and made a new AnyView and a new Caption, equal to the old ones.
    #expect(host.graph.bodyEvaluations(of: Parent.self) == 2)
    #expect(host.graph.bodyEvaluations(of: Child.self) == before)
  }

  @Test func aChangeInsideAnAnyViewEvaluatesTheChild() {
    let host = TestHost(Parent(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    let before = host.graph.bodyEvaluations(of: Child.self)
    #expect(host.tap(id: "rename"))
    #expect(host.graph.bodyEvaluations(of: Child.self) == before + 1)
    #expect(host.find(text: "two") != nil)
    #expect(host.find(text: "one") == nil)
  }

  struct Action: View {
    let run: () -> Void
    var body: some View { Button("run", action: run) }
  }

  struct ActionParent: View {
    @State private var taps = 0
    var body: some View {
      VStack {
        Button("taps \(taps)") { taps += 1 }.accessibilityIdentifier("tap")
        Action { taps += 10 }
      }
    }
  }

  /// Closures cannot be compared: a child holding a new one is evaluated again, to be safe.
  @Test func aChildHoldingANewClosureIsEvaluatedAgain() {
    let host = TestHost(ActionParent(), size: CGSize(width: 400, height: 300), text: .fixedAdvance)
    let before = host.graph.bodyEvaluations(of: Action.self)
    #expect(host.tap(id: "tap"))
    #expect(host.graph.bodyEvaluations(of: Action.self) == before + 1)
  }
}
