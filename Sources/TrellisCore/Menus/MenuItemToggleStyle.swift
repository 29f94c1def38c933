/// How toggles look as rows of an open menu: the label alone, faded when disabled. The panel
/// draws the checkmark before it while the toggle is on.
struct MenuItemToggleStyle: ToggleStyle, BuiltInToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    MenuItemToggleLabel(configuration: configuration)
  }
}

private struct MenuItemToggleLabel: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    configuration.label.opacity(isEnabled ? 1 : 0.42)
  }
}
