/// What `.contextMenu(forSelectionType:menu:primaryAction:)` gives the lists inside it: the
/// action a double-click or Return runs on the selection. (The menu a secondary click opens
/// goes to the context-menu node around them.)
struct ListSelectionActions {
  /// Runs the primary action on these tags (the selection, or the row double-clicked).
  let primary: (@MainActor ([AnyHashable]) -> Void)?
}

struct ListSelectionActionsKey: EnvironmentKey {
  static var defaultValue: ListSelectionActions? { nil }
}

extension EnvironmentValues {
  var listSelectionActions: ListSelectionActions? {
    get { self[ListSelectionActionsKey.self] }
    set { self[ListSelectionActionsKey.self] = newValue }
  }
}

extension View {
  /// Adds actions on a list's selection: `primaryAction` runs on a double-click of a row and on
  /// Return, with the selected items; a secondary click opens `menu` for the selection when the
  /// row clicked is selected, for that row alone when it is not, and for no items on empty space.
  ///
  /// ```swift
  /// List(files, selection: $selection) { file in Text(file.name) }
  ///     .contextMenu(forSelectionType: File.ID.self) { ids in
  ///         Button("Delete") { delete(ids) }
  ///     } primaryAction: { ids in
  ///         open(ids)
  ///     }
  /// ```
  public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> some View {
    let items: @MainActor ([AnyHashable]) -> Set<I> = { tags in Set(tags.compactMap { $0.base as? I }) }
    var primary: (@MainActor ([AnyHashable]) -> Void)?
    if let primaryAction { primary = { tags in primaryAction(items(tags)) } }
    var menuItems: (@MainActor ([AnyHashable]) -> AnyView)?
    // An empty menu opens nothing, as in SwiftUI.
    if M.self != EmptyView.self { menuItems = { tags in AnyView(menu(items(tags))) } }
    let actions = ListSelectionActions(primary: primary)
    // With no menu, a secondary click opens nothing.
    var itemsAt: @MainActor (LayoutNode, CGPoint) -> AnyView? = { _, _ in nil }
    if let menuItems {
      itemsAt = { node, point in RowsNode.menuTags(in: node, at: point).map(menuItems) }
    }
    return modifier(ContextMenuModifier(items: AnyView(EmptyView()), itemsAt: itemsAt))
      .environment(\.listSelectionActions, actions)
  }
}

extension RowsNode {
  /// The tags a selection menu opened at `point` is for, looking for the rows under it inside
  /// `node`: the selection if the row there is selected, that row alone if not, none on empty
  /// space; nil when no selectable list lies under the point.
  static func menuTags(in node: LayoutNode, at point: CGPoint) -> [AnyHashable]? {
    for child in node.hitTestOrder where child.frame.contains(point) {
      if let found = menuTags(in: child, at: point) { return found }
    }
    guard let rows = node as? RowsNode, let selection = rows.selection else { return nil }
    guard let index = rows.row(at: point), rows.isSelectable(rows.layout.rows[index].item),
      let tag = rows.layout.rows[index].item.tag
    else { return [] }
    return selection.isSelected(tag) ? rows.selectedTags : [tag]
  }

  /// The tags of the selected rows, in row order.
  var selectedTags: [AnyHashable] {
    guard let selection else { return [] }
    return layout.rows.compactMap { row in
      guard !row.isSection, let tag = row.item.tag, selection.isSelected(tag) else { return nil }
      return tag
    }
  }

  /// Runs the primary action on the selection, if the list has one and something is selected.
  func runPrimaryAction() -> Bool {
    guard let primary = environment.listSelectionActions?.primary else { return false }
    let tags = selectedTags
    guard !tags.isEmpty else { return false }
    primary(tags)
    return true
  }
}
