/// How a navigation link looks: its label across the row with a chevron at the trailing end,
/// tinted while hovered or pressed, ringed while focused.
struct NavigationLinkStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    NavigationLinkRow(configuration: configuration)
  }
}

/// The view of `NavigationLinkStyle`.
struct NavigationLinkRow: View {
  let configuration: ButtonStyleConfiguration
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.isControlHovered) private var isHovered
  @Environment(\.isControlFocused) private var isFocused
  @Environment(\.isInRowGroup) private var isInRowGroup

  private var highlight: Color {
    .primary.opacity(configuration.isPressed ? 0.12 : (isHovered ? 0.06 : 0))
  }

  var body: some View {
    HStack(spacing: 8) {
      configuration.label
        .frame(maxWidth: .infinity, alignment: .leading)
      NavigationChevron(pointsBack: false, color: .secondary, lineWidth: 1.6)
        .frame(width: 6, height: 11)
    }
    .padding(.vertical, 6)
    .padding(.horizontal, 8)
    .background(highlight, in: RoundedRectangle(cornerRadius: 6))
    .overlay {
      if isFocused {
        RoundedRectangle(cornerRadius: 6).stroke(Color.accentColor.opacity(0.55), lineWidth: 2)
      }
    }
    .opacity(isEnabled ? 1 : 0.42)
    // In a list's or a form's row, the label lines up with the other rows' content; the
    // highlight reaches into the row's inset.
    .padding(.horizontal, isInRowGroup ? -8 : 0)
  }
}
