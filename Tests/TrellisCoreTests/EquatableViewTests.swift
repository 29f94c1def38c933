import Testing
import TrellisCore
import TrellisTesting

/// `.equatable()`: a view evaluated again only when its own `==` says it changed.
@MainActor
struct EquatableViewTests {
  @MainActor
  final class Evaluations {
    var count = 0
  }

  /// Equal whenever the titles are, whatever the closure.
  struct Badge: View, Equatable {
    let title: String
    let evaluations: Evaluations
    let onTap: () -> Void

    var body: some View {
      let _ = evaluations.count += 1
      Text(title).onTapGesture(perform: onTap)
    }

    nonisolated static func == (a: Badge, b: Badge) -> Bool { a.title == b.title }
  }

  struct Parent: View {
    let evaluations: Evaluations
    @State private var taps = 0
    @State private var title = "a"

    var body: some View {
      VStack {
        Badge(title: title, evaluations: evaluations) { taps += 1 }.equatable()
        Button("count \(taps)") { taps += 1 }.accessibilityIdentifier("count")
        Button("rename") { title = "b" }.accessibilityIdentifier("rename")
      }
    }
  }

  @Test func aChangeItsEqualityLeavesOutDoesNotEvaluateIt() {
    let evaluations = Evaluations()
    let host = TestHost(
      Parent(evaluations: evaluations), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(evaluations.count == 1)
    host.tap(id: "count")
    host.tap(id: "count")
    #expect(host.find(text: "count 2") != nil)
    #expect(evaluations.count == 1)
    host.tap(id: "rename")
    #expect(host.find(text: "b") != nil)
    #expect(evaluations.count == 2)
    #expect(EquatableView(content: Text("x")) == Text("x").equatable())
  }
}
