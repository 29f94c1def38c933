/// A sheet's chrome: the window dimmed behind a panel that holds the content at its ideal size,
/// within the window less a margin. The content may ask for the panel's background, corner
/// radius and sizing.
struct SheetContainer<Content: View>: View {
  let content: Content
  let dismiss: DismissAction
  @State private var chrome = PresentationChrome()

  var body: some View {
    ZStack {
      Color.black.opacity(0.3)
      PanelLayout(
        minimum: CGSize(width: 240, height: 80), sizing: chrome.sizing, stickySize: chrome.stickySize
      ) {
        content.environment(\.presentationChrome, chrome)
      }
      .background(PresentationPanelBackground(chrome: chrome))
      .clipShape(RoundedRectangle(cornerRadius: chrome.cornerRadius ?? 10))
      .shadow(color: .black.opacity(0.35), radius: 18, y: 6)
      .padding(24)
    }
    .environment(\.dismiss, dismiss)
    .environment(\.isPresented, true)
  }
}
