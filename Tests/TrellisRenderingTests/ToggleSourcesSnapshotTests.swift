import Testing
import TrellisCore
import TrellisTesting

/// A checkbox for several values in its three states: mixed, all on and all off.
@MainActor
struct ToggleSourcesSnapshotTests {
  struct Alarm: Identifiable {
    let id: Int
    var isEnabled: Bool
  }

  struct Group: View {
    @State var alarms: [Alarm]

    var body: some View {
      VStack(alignment: .leading, spacing: 6) {
        Toggle("All alarms", sources: $alarms, isOn: \.isEnabled)
        ForEach($alarms) { $alarm in
          Toggle("Alarm \(alarm.id + 1)", isOn: $alarm.isEnabled).padding(.leading, 20)
        }
      }
      .toggleStyle(.checkbox)
      .padding(10)
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func mixedOnAndOff(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      HStack(alignment: .top) {
        Group(alarms: [Alarm(id: 0, isEnabled: true), Alarm(id: 1, isEnabled: false)])
        Group(alarms: [Alarm(id: 0, isEnabled: true), Alarm(id: 1, isEnabled: true)])
        Group(alarms: [Alarm(id: 0, isEnabled: false), Alarm(id: 1, isEnabled: false)])
      },
      size: CGSize(width: 430, height: 90), colorScheme: colorScheme,
      named: "toggle-sources-\(colorScheme == .dark ? "dark" : "light")")
  }
}
