/// `.contextMenu { … }`: a menu of the given items, opened at the pointer by a secondary click.
struct ContextMenuModifier: PrimitiveModifier {
  typealias NodeType = ContextMenuNode
  let items: AnyView
  /// Items made for where the menu opens (a list's selection menu); nil when there is no menu
  /// there. Takes the place of `items` when set.
  var itemsAt: (@MainActor (LayoutNode, CGPoint) -> AnyView?)? = nil
  /// The view shown beside the menu (`contextMenu(menuItems:preview:)`), if any.
  var preview: AnyView? = nil
}

/// Opens the context menu when a secondary click lands on its content and no control there
/// used it.
final class ContextMenuNode: PassThroughNode<ContextMenuModifier> {
  private var panel: MenuPanelNode?
  private var previewPanel: ContextMenuPreviewNode?

  // The items are made when the menu opens; a new closure is no reason to lay out again.
  override func modifierDidChange(from old: ContextMenuModifier) {
    panel?.setContent(modifier.items)
    if let preview = modifier.preview { previewPanel?.setContent(preview) }
  }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    super.environmentDidChange(newEnvironment)
    panel?.environmentDidChange(environmentForChildren)
    previewPanel?.environmentDidChange(environmentForChildren)
    if !environment.isEnabled { closeMenu() }
  }

  override func dispose() {
    closeMenu()
    super.dispose()
  }

  var isOpen: Bool { panel != nil }

  /// Opens the menu with its corner at `point`; returns false when the view is disabled.
  func open(at point: CGPoint) -> Bool {
    guard environment.isEnabled else { return false }
    var items = modifier.items
    if let itemsAt = modifier.itemsAt {
      guard let made = itemsAt(self, point) else { return false }
      items = made
    }
    closeMenu()
    let menu = MenuPanelNode(
      owner: self, items: items, anchor: { .point(point) }, parentPanel: nil,
      dismiss: { [weak self] in self?.closeMenu() })
    panel = menu
    menu.present()
    if let preview = modifier.preview {
      let shown = ContextMenuPreviewNode(owner: self, preview: preview, menu: menu)
      previewPanel = shown
      shown.present()
    }
    return true
  }

  func closeMenu() {
    previewPanel?.tearDown()
    previewPanel = nil
    guard let menu = panel else { return }
    panel = nil
    menu.tearDown()
  }
}

extension ViewGraph {
  /// Opens the context menu of the innermost view at `point` that has one; returns whether one
  /// opened. A secondary click no control used comes here.
  func openContextMenu(at point: CGPoint) -> Bool {
    if let menu = contextMenu(in: rootLayoutNode, at: point) { return menu.open(at: point) }
    // A selectable text's own menu comes last: any menu the app put around it wins.
    return selectableText(at: point)?.openSelectionMenu(at: point) ?? false
  }

  /// The innermost, topmost context menu whose content lies under `point`. Views drawn over it
  /// that have no menu of their own (a border overlaid on a whole card) do not hide it.
  private func contextMenu(in node: LayoutNode, at point: CGPoint) -> ContextMenuNode? {
    for child in node.hitTestOrder where child.frame.contains(point) {
      if let found = contextMenu(in: child, at: point) { return found }
    }
    if let menu = node as? ContextMenuNode, menu.contains(point) { return menu }
    return nil
  }
}

extension View {
  /// Adds a context menu: a secondary (right) click on the view opens `menuItems` at the pointer.
  ///
  /// ```swift
  /// Text(note.title)
  ///     .contextMenu {
  ///         Button("Rename…", action: rename)
  ///         Divider()
  ///         Button("Delete", role: .destructive, action: delete)
  ///     }
  /// ```
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    modifier(ContextMenuModifier(items: AnyView(menuItems())))
  }

  /// Adds a context menu with a preview: a secondary click opens `menuItems` at the pointer,
  /// with `preview` in a panel beside the menu until it closes.
  ///
  /// ```swift
  /// PhotoThumbnail(photo)
  ///     .contextMenu {
  ///         Button("Share…", action: share)
  ///     } preview: {
  ///         Image(photo.name).resizable().scaledToFit().frame(width: 240)
  ///     }
  /// ```
  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> some View {
    modifier(ContextMenuModifier(items: AnyView(menuItems()), preview: AnyView(preview())))
  }
}
