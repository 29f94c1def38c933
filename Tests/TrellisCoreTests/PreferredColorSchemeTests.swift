import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct PreferredColorSchemeTests {
  /// Shows the scheme it is drawn in, under a switch for the one it prefers.
  struct Themed: View {
    @State var preferred: ColorScheme?
    @State var showsPreference = true

    var body: some View {
      VStack {
        SchemeLabel()
        if showsPreference {
          Button("Dark") { preferred = .dark }
            .preferredColorScheme(preferred)
        }
        Button("None") { preferred = nil }
        Button("Hide") { showsPreference = false }
      }
    }
  }

  struct SchemeLabel: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View { Text(colorScheme == .dark ? "drawn dark" : "drawn light") }
  }

  @Test func aPreferenceSetsTheWindowsSchemeAndWithdrawingItRestoresTheHosts() {
    let host = TestHost(Themed(), text: .fixedAdvance)
    #expect(host.find(text: "drawn light") != nil)
    host.tap(text: "Dark")
    #expect(host.find(text: "drawn dark") != nil, "a view beside the preferring one turns dark too")
    #expect(host.graph.environment.colorScheme == .dark, "the root, and so the window background, is dark")
    host.tap(text: "None")
    #expect(host.find(text: "drawn light") != nil)
    #expect(host.graph.environment.colorScheme == .light)
    host.tap(text: "Dark")
    host.tap(text: "Hide")
    #expect(host.find(text: "drawn light") != nil, "a preference leaves with its view")
  }

  @Test func theFirstFrameIsAlreadyInThePreferredScheme() {
    let host = TestHost(Themed(preferred: .light), text: .fixedAdvance, colorScheme: .dark)
    #expect(host.find(text: "drawn light") != nil)
    let background = Color.windowBackgroundColor.resolve(in: host.graph.environment)
    #expect(background.red > 0.9)
  }

  @Test func handingBackTheEnvironmentReadKeepsTheHostsScheme() {
    let host = TestHost(Themed(preferred: .dark), text: .fixedAdvance)
    // Read while the preference holds: its scheme is the preferred one.
    var environment = host.graph.environment
    #expect(environment.colorScheme == .dark)
    environment.displayScale = 2
    host.graph.environment = environment
    host.flush()
    host.tap(text: "None")
    #expect(host.find(text: "drawn light") != nil, "the host's scheme is still light")
  }

  @Test func settingTheHostsEnvironmentKeepsThePreference() {
    let host = TestHost(Themed(preferred: .dark), text: .fixedAdvance)
    var environment = host.graph.environment
    environment.colorScheme = .light
    environment.displayScale = 2
    host.graph.environment = environment
    host.flush()
    #expect(host.find(text: "drawn dark") != nil)
    host.tap(text: "None")
    #expect(host.find(text: "drawn light") != nil)
  }
}
