/// The box of a field drawn from views (a search field, a date field): a text field's fill and
/// hairline, with the accent focus ring around all of it while it has focus.
struct FieldBox: View {
  let cornerRadius: CGFloat
  let isFocused: Bool
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    let shape = RoundedRectangle(cornerRadius: cornerRadius)
    shape.fill(colorScheme == .dark ? Color(white: 0.2) : Color(white: 1))
      .overlay(shape.strokeBorder(Color.separator, lineWidth: 1))
      .overlay {
        if isFocused {
          RoundedRectangle(cornerRadius: cornerRadius + 1.5)
            .strokeBorder(Color.accentColor.opacity(0.55), lineWidth: 3)
            .padding(-1.5)
        }
      }
  }
}
