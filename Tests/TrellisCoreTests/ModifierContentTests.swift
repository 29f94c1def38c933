import Testing
import TrellisCore
import TrellisTesting

/// The content a modifier's body places, when a view of the body holds it.
@MainActor
struct ModifierContentTests {
  /// Holds the content it is given, as a card view in a modifier's body would.
  struct Card<Content: View>: View {
    let content: Content
    var body: some View { content.padding(4) }
  }

  struct Carded: ViewModifier {
    let emphasis: Int
    func body(content: Content) -> some View { Card(content: content).opacity(emphasis > 5 ? 0.5 : 1) }
  }

  struct Screen: View {
    @State private var count = 0
    var body: some View {
      Button("count \(count)") { count += 1 }.modifier(Carded(emphasis: count))
    }
  }

  @Test func aViewHoldingTheContentShowsTheNewContentWhenModifierAndContentChangeTogether() {
    let host = TestHost(Screen(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    host.tap(text: "count 0")
    #expect(host.find(text: "count 1") != nil)
    host.tap(text: "count 1")
    #expect(host.find(text: "count 2") != nil)
  }

  struct Counter: View {
    @State private var count = 0
    var body: some View { Button("inner \(count)") { count += 1 } }
  }

  struct Outer: View {
    @State private var emphasis = 0
    var body: some View {
      VStack {
        Button("Emphasize") { emphasis += 1 }
        Counter().modifier(Carded(emphasis: emphasis))
      }
    }
  }

  @Test func theContentKeepsItsStateAcrossModifierChanges() {
    let host = TestHost(Outer(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    host.tap(text: "inner 0")
    host.tap(text: "Emphasize")
    #expect(host.find(text: "inner 1") != nil)
  }
}
