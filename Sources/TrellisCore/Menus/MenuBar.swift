/// Implementation detail: a window's menu bar, a row of menu titles over the window's content,
/// as Linux desktop apps draw the menus that macOS shows at the top of the screen.
///
/// Each title is a `Menu` whose items open below it. Once one is open, moving the pointer onto
/// another title opens that one instead, and Left and Right step to the neighbouring menus.
package struct MenuBar: View {
  /// The bar's height.
  package static let height: CGFloat = 26

  /// One menu of the bar: its title and its items.
  package struct Entry {
    let title: Text
    let items: AnyView

    /// A menu titled `title` holding `items`.
    package init(title: Text, items: AnyView) {
      self.title = title
      self.items = items
    }
  }

  let entries: [Entry]
  @State private var coordinator = MenuBarCoordinator()
  /// Whether Alt is held: the titles then underline the letter that opens them with it.
  @State private var showsMnemonics = false

  /// A bar of `entries`, in order from the leading edge.
  package init(_ entries: [Entry]) { self.entries = entries }

  package var body: some View {
    HStack(spacing: 0) {
      ForEach(entries.indices, id: \.self) { index in
        Menu {
          entries[index].items
        } label: {
          showsMnemonics ? Self.underliningFirstLetter(of: entries[index].title) : entries[index].title
        }
      }
      Spacer(minLength: 0)
    }
    .onModifierKeysChanged(mask: .option) { _, held in showsMnemonics = !held.isEmpty }
    .environment(\.menuBarCoordinator, coordinator)
    .padding(.horizontal, 4)
    // A window narrower than the titles cuts the last ones off rather than widening the bar
    // past its edge; Left and Right still reach them from an open menu.
    .frame(
      minWidth: 0, maxWidth: .infinity, minHeight: Self.height, maxHeight: Self.height, alignment: .leading
    )
    .clipped()
    .background(Color.windowBackgroundColor)
    .overlay(alignment: .bottom) { Color.separator.frame(height: 1) }
    .accessibilityIdentifier("menu-bar")
  }

  /// `title` with its first letter underlined, as GTK and Qt mark a menu's mnemonic.
  private static func underliningFirstLetter(of title: Text) -> Text {
    let string = title.string
    guard let first = string.first else { return title }
    return title.replacingString(with: String(first)).underline()
      + title.replacingString(with: String(string.dropFirst()))
  }
}
