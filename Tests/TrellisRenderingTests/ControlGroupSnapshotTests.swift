import Foundation
import Testing
import Trellis
import TrellisTesting

/// Radio-group pickers and control groups, drawn in light and dark.
@MainActor
@Suite struct ControlGroupSnapshotTests {
  struct Gallery: View {
    var body: some View {
      HStack(alignment: .top, spacing: 24) {
        Picker("Size", selection: .constant(1)) {
          Text("Small").tag(0)
          Text("Medium").tag(1)
          Text("Large").tag(2)
        }
        .pickerStyle(.radioGroup)
        VStack(alignment: .leading, spacing: 12) {
          Picker("Align", selection: .constant("left")) {
            Text("Left").tag("left")
            Text("Right").tag("right")
          }
          .pickerStyle(.radioGroup).horizontalRadioGroupLayout().labelsHidden()
          ControlGroup {
            Button("Back", systemImage: "chevron.left") {}
            Button("Forward", systemImage: "chevron.right") {}
          }
          ControlGroup {
            Button("Bold") {}
            Button("Italic") {}.disabled(true)
          }
          .controlSize(.small)
        }
      }
      .padding(12)
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func radioGroupsAndControlGroups(colorScheme: ColorScheme) {
    GraphicsSnapshot.expectMatch(
      Gallery(), size: CGSize(width: 420, height: 130), colorScheme: colorScheme,
      named: "control-groups-\(colorScheme == .dark ? "dark" : "light")")
  }
}
