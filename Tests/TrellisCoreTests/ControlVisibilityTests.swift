import Testing
import TrellisCore
import TrellisTesting

/// `.menuIndicator`, `.focusEffectDisabled` and `.labelsVisibility`: parts of controls shown or
/// left out. Text is 10 points a character and 20 high.
@MainActor
struct ControlVisibilityTests {
  private func strokeCount(_ list: DisplayList) -> Int {
    list.items.filter { if case .stroke = $0 { return true } else { return false } }.count
  }

  struct Menus: View {
    var indicator = Visibility.automatic
    var body: some View {
      VStack {
        Menu("Actions") { Button("Copy") {} }.accessibilityIdentifier("menu")
        Menu("Share") {
          Button("Mail") {}
        } primaryAction: {
        }.accessibilityIdentifier("split")
      }
      .menuIndicator(indicator)
    }
  }

  @Test func aMenuWithoutItsIndicatorIsItsLabelWithEvenRoom() {
    let shown = TestHost(Menus(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    // The label's 70, 10 before it and 26 for the chevron after.
    #expect(shown.frame(of: "menu")?.width == 106)
    let hidden = TestHost(
      Menus(indicator: .hidden), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(hidden.frame(of: "menu")?.width == 90)
    #expect(hidden.frame(of: "split")?.width == 70)
    // The chevron is two strokes per menu; without it nothing is stroked.
    #expect(strokeCount(shown.displayList()) > 0)
    #expect(strokeCount(hidden.displayList()) == 0)
  }

  struct Focused: View {
    var disabled: Bool
    var body: some View {
      Button("Go") {}.focusEffectDisabled(disabled)
    }
  }

  @Test func aDisabledFocusEffectDrawsNoRingButKeepsFocus() {
    let ringed = TestHost(
      Focused(disabled: false), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    let plain = TestHost(Focused(disabled: true), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    let before = strokeCount(ringed.displayList())
    ringed.press(.tab)
    plain.press(.tab)
    #expect(strokeCount(ringed.displayList()) == before + 1)
    #expect(strokeCount(plain.displayList()) == before)
    #expect(plain.graph.focusedViewType == "Button")
  }

  @Test func aFocusedFocusableViewIsRingedUnlessTheEffectIsDisabled() {
    struct Cell: View {
      var disabled: Bool
      var body: some View {
        Text("cell").focusable().focusEffectDisabled(disabled)
      }
    }
    let ringed = TestHost(Cell(disabled: false), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    let plain = TestHost(Cell(disabled: true), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(strokeCount(ringed.displayList()) == 0)
    ringed.press(.tab)
    plain.press(.tab)
    #expect(strokeCount(ringed.displayList()) == 1)
    #expect(strokeCount(plain.displayList()) == 0)
    #expect(plain.graph.focusedViewType != nil)
  }

  @Test func labelsVisibilityHidesAndShowsLabelsAgain() {
    struct Labeled: View {
      @State private var on = false
      var body: some View {
        VStack {
          Toggle("Alpha", isOn: $on)
          Toggle("Beta", isOn: $on).labelsVisibility(.visible)
          Toggle("Gamma", isOn: $on).labelsVisibility(.automatic)
        }
        .labelsVisibility(.hidden)
      }
    }
    let host = TestHost(Labeled(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "Alpha") == nil)
    #expect(host.find(text: "Beta") != nil)
    #expect(host.find(text: "Gamma") == nil)
  }
}
