/// A sheet's chrome: the window dimmed behind a panel that holds the content at its ideal size,
/// within the window less a margin.
struct SheetContainer<Content: View>: View {
  let content: Content
  let dismiss: DismissAction

  var body: some View {
    ZStack {
      Color.black.opacity(0.3)
      PanelLayout(minimum: CGSize(width: 240, height: 80)) { content }
        .background(Color.windowBackgroundColor)
        .clipShape(RoundedRectangle(cornerRadius: 10))
        .shadow(color: .black.opacity(0.35), radius: 18, y: 6)
        .padding(24)
    }
    .environment(\.dismiss, dismiss)
    .environment(\.isPresented, true)
  }
}
