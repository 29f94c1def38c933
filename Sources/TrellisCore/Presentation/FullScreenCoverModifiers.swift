extension View {
  /// Presents `content` over the whole window while `isPresented` is true, as iOS covers the
  /// screen: the content fills the window on its background, and nothing beneath it can be
  /// reached. Escape or `@Environment(\.dismiss)` closes it (setting `isPresented` to false),
  /// and `onDismiss` runs once it is gone.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(isPresented: isPresented, onDismiss: onDismiss) { dismiss in
        FullScreenCoverContainer(content: content(), dismiss: dismiss)
      })
  }

  /// Covers the window for `item` while it is not nil; dismissing sets it to nil. A different
  /// item replaces the cover's content.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      PresentationModifier(item: item, onDismiss: onDismiss) { current, dismiss in
        FullScreenCoverContainer(content: current.map { content($0).id($0.id) }, dismiss: dismiss)
      })
  }
}

/// A full-screen cover's chrome: the window's background across the whole window, with the
/// content centered in it, offered all of it.
struct FullScreenCoverContainer<Content: View>: View {
  let content: Content
  let dismiss: DismissAction
  @State private var chrome = PresentationChrome()

  var body: some View {
    ZStack {
      PresentationPanelBackground(chrome: chrome)
      content.environment(\.presentationChrome, chrome)
    }
    .environment(\.dismiss, dismiss)
    .environment(\.isPresented, true)
  }
}
