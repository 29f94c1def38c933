import Testing
import TrellisCore
import TrellisTesting

/// Buttons follow a color-scheme change made while they are on screen.
@MainActor
struct ButtonThemeTests {
  struct Themed: View {
    @State private var dark = false
    var body: some View {
      VStack {
        Button("Plain") {}
        Button("Switch") { dark.toggle() }.accessibilityIdentifier("switch")
      }
      .environment(\.colorScheme, dark ? .dark : .light)
    }
  }

  private func fills(_ host: TestHost<Themed>) -> [Color.Resolved] {
    host.displayList().items.compactMap { item in
      if case .fill(_, .color(let color), _) = item { return color }
      return nil
    }
  }

  @Test func aSchemeChangeRestylesEveryButton() {
    let host = TestHost(Themed(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let light = fills(host)
    #expect(light.count == 2)
    host.tap(id: "switch")
    host.hover(at: .zero)  // move away so the switch button shows its plain look again
    let dark = fills(host)
    #expect(dark.count == 2)
    #expect(dark.allSatisfy { $0.red < 0.5 }, "dark buttons: \(dark)")
    #expect(light.allSatisfy { $0.red > 0.5 }, "light buttons: \(light)")
  }
}
