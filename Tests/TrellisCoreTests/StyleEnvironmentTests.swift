import Testing
import TrellisCore
import TrellisTesting

/// Custom styles read the environment (and keep state) through their own dynamic properties,
/// as SwiftUI's do: `@Environment(\.isEnabled)` in a button style is the usual case.
@MainActor
struct StyleEnvironmentTests {
  struct EnabledAware: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme

    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.label
        Text(isEnabled ? "enabled" : "disabled")
        Text(colorScheme == .dark ? "dark" : "light")
      }
    }
  }

  struct Counting: ToggleStyle {
    @State private var flips = 0
    @Environment(\.moveDuration) private var duration

    func makeBody(configuration: Configuration) -> some View {
      Text("flips \(flips) duration \(Int(duration))")
        .onTapGesture {
          flips += 1
          configuration.isOn.toggle()
        }
    }
  }

  @Test func aButtonStyleReadsTheEnvironmentOfItsButton() {
    let host = TestHost(
      VStack {
        Button("A") {}.accessibilityIdentifier("a")
        Button("B") {}.disabled(true)
      }
      .buttonStyle(EnabledAware())
      .preferredColorScheme(.dark),
      size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.tree.allNodes.compactMap(\.text) == ["A", "enabled", "dark", "B", "disabled", "dark"])
  }

  @Test func aToggleStyleKeepsItsOwnStateAndReadsCustomValues() {
    let host = TestHost(
      Toggle("Wi-Fi", isOn: .constant(false)).toggleStyle(Counting()).environment(\.moveDuration, 2),
      size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "flips 0 duration 2") != nil)
    host.tap(text: "flips 0 duration 2")
    #expect(host.find(text: "flips 1 duration 2") != nil)
  }
}
