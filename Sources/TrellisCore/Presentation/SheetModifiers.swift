extension View {
  /// Presents `content` in a sheet over the window while `isPresented` is true.
  ///
  /// The window dims behind a panel that holds the content at its ideal size; clicks outside it
  /// do nothing, Escape or `@Environment(\.dismiss)` closes it (setting `isPresented` to false),
  /// and `onDismiss` runs once it is gone.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PresentationModifier(isPresented: isPresented, onDismiss: onDismiss) { dismiss in
        SheetContainer(content: content(), dismiss: dismiss)
      })
  }

  /// Presents a sheet for `item` while it is not nil; dismissing sets it to nil. A different
  /// item replaces the sheet's content.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modifier(
      PresentationModifier(item: item, onDismiss: onDismiss) { current, dismiss in
        SheetContainer(content: current.map { content($0).id($0.id) }, dismiss: dismiss)
      })
  }
}
