import Testing
import TrellisCore
import TrellisTesting

/// `Toggle(sources:isOn:)`: one toggle for several values, on when all are, mixed when some are,
/// and flipping all of them; and a binding to a collection as a collection of bindings.
@MainActor
struct ToggleSourcesTests {
  struct Alarm: Identifiable {
    let id: Int
    var isEnabled: Bool
  }

  /// Shows what the toggle's configuration says instead of drawing a control.
  struct StateLabel: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      Text(configuration.isMixed ? "mixed" : configuration.isOn ? "on" : "off")
        .onTapGesture { configuration.isOn.toggle() }
    }
  }

  struct Alarms: View {
    @State var alarms: [Alarm]

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Toggle("All", sources: $alarms, isOn: \.isEnabled).toggleStyle(StateLabel())
          .accessibilityIdentifier("all")
        ForEach($alarms) { $alarm in
          Toggle("Alarm \(alarm.id)", isOn: $alarm.isEnabled).toggleStyle(StateLabel())
            .accessibilityIdentifier("alarm-\(alarm.id)")
        }
      }
    }
  }

  private func host(_ enabled: [Bool]) -> TestHost<Alarms> {
    TestHost(
      Alarms(alarms: enabled.enumerated().map { Alarm(id: $0, isEnabled: $1) }),
      size: CGSize(width: 200, height: 200), text: .fixedAdvance)
  }

  private func states(_ host: TestHost<Alarms>, _ count: Int) -> [String?] {
    (["all"] + (0..<count).map { "alarm-\($0)" }).map {
      host.find(id: $0)?.allNodes.first { $0.text != nil }?.text
    }
  }

  @Test func someOnIsMixedAndAFlipTurnsThemAllOn() {
    let host = host([true, false, true])
    #expect(states(host, 3) == ["mixed", "on", "off", "on"])
    host.tap(id: "all")
    #expect(states(host, 3) == ["on", "on", "on", "on"])
    host.tap(id: "all")
    #expect(states(host, 3) == ["off", "off", "off", "off"])
  }

  @Test func flippingOneSourceUpdatesTheGroupToggle() {
    let host = host([false, false])
    #expect(states(host, 2) == ["off", "off", "off"])
    host.tap(id: "alarm-1")
    #expect(states(host, 2) == ["mixed", "off", "on"])
    host.tap(id: "alarm-0")
    #expect(states(host, 2) == ["on", "on", "on"])
  }

  @Test func noSourcesIsOff() {
    #expect(states(host([]), 0) == ["off"])
  }

  @Test func aBindingToACollectionIsACollectionOfBindings() {
    var values = [1, 2, 3]
    let binding = Binding(get: { values }, set: { values = $0 })
    #expect(binding.count == 3)
    #expect(binding.map(\.wrappedValue) == [1, 2, 3])
    binding[1].wrappedValue = 20
    #expect(values == [1, 20, 3])
    for element in binding { element.wrappedValue += 1 }
    #expect(values == [2, 21, 4])
  }
}
