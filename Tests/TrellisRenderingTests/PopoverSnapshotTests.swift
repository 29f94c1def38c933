import Testing
import TrellisTesting

@testable import TrellisCore

/// An open popover below its button, with its arrow, shadow and content, light and dark.
@MainActor
@Suite struct PopoverSnapshotTests {
  struct Presenter: View {
    @State var shown = true
    @State var volume = 0.6
    var body: some View {
      VStack {
        Button("Settings") {}
          .popover(isPresented: $shown) {
            VStack(alignment: .leading, spacing: 8) {
              Text("Volume").font(.headline)
              Slider(value: $volume).frame(width: 160)
              Toggle("Mute", isOn: .constant(false)).toggleStyle(.checkbox)
            }
            .padding()
          }
        Spacer()
      }
      .padding(.top, 12)
    }
  }

  @Test(arguments: [ColorScheme.light, .dark])
  func aPopoverBelowItsButton(colorScheme: ColorScheme) {
    ControlSnapshot.expectMatch(
      Presenter(), size: CGSize(width: 260, height: 180), colorScheme: colorScheme,
      named: "popover-\(colorScheme == .dark ? "dark" : "light")")
  }
}
