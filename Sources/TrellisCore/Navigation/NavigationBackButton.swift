/// The bar's back button: a chevron pointing back and the title of the level below, in the
/// accent color; a button, so Tab reaches it and Space or Return pops.
struct NavigationBackButton: View {
  let title: Text
  let action: () -> Void

  var body: some View {
    Button(action: action) {
      HStack(spacing: 4) {
        NavigationChevron(pointsBack: true).frame(width: 8, height: 14)
        title.lineLimit(1)
      }
    }
    .buttonStyle(.borderless)
    .accessibilityIdentifier("navigation-back")
  }
}
