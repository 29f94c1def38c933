import Testing
import TrellisCore
import TrellisTesting

/// SwiftUI's accessibility modifiers compile and leave the view as it was: Trellis reports to no
/// screen reader yet, so they must not change layout, drawing or input.
@MainActor
struct AccessibilityModifierTests {
  @Test func theModifiersChangeNeitherLayoutNorTaps() {
    struct Screen: View {
      @State private var taps = 0
      var body: some View {
        VStack {
          Button("Vote") { taps += 1 }
            .accessibilityLabel("Vote for cats")
            .accessibilityHint(Text("Adds one vote"))
            .accessibilityValue("\(taps) votes")
            .accessibilityAddTraits(.isButton)
            .accessibilityRemoveTraits([.isImage, .isStaticText])
            .accessibilityAction { taps += 10 }
            .accessibilityAction(named: "Reset") { taps = 0 }
            .accessibilitySortPriority(1)
            .accessibilityInputLabels(["Vote", "Cats"])
            .accessibilityIdentifier("vote")
          Text("\(taps) taps")
            .accessibilityElement(children: .combine)
            .accessibilityHidden(true)
            .accessibilityHeading(.h2)
            .accessibilityRepresentation { Slider(value: .constant(0.5)) }
            .accessibilityChildren { Text("never shown") }
        }
      }
    }
    struct Plain: View {
      var body: some View {
        VStack {
          Button("Vote") {}.accessibilityIdentifier("vote")
          Text("0 taps")
        }
      }
    }
    let size = CGSize(width: 300, height: 200)
    let host = TestHost(Screen(), size: size, text: .fixedAdvance)
    let plain = TestHost(Plain(), size: size, text: .fixedAdvance)
    #expect(host.frame(of: "vote") != nil)
    #expect(host.frame(of: "vote") == plain.frame(of: "vote"))
    #expect(host.find(text: "0 taps")?.frame == plain.find(text: "0 taps")?.frame)
    #expect(host.find(text: "never shown") == nil)
    #expect(host.tree.all(ofType: "Slider").isEmpty)
    host.tap(id: "vote")
    #expect(host.find(text: "1 taps") != nil)
  }
}
