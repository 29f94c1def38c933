/// How buttons look as rows of an open menu: the label alone, red for a destructive role,
/// faded when disabled. The panel draws the highlight, so pressing changes nothing here.
struct MenuItemButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    MenuItemLabel(configuration: configuration)
  }
}

struct MenuItemLabel: View {
  let configuration: ButtonStyleConfiguration
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    Group {
      if configuration.role == .destructive {
        configuration.label.foregroundColor(.red)
      } else {
        configuration.label
      }
    }
    .opacity(isEnabled ? 1 : 0.42)
  }
}
