extension View {
  /// Puts toolbar items in the bar of the navigation stack this view is in, while its level is on
  /// top: `.cancellationAction` and `.navigation` items on the leading side, the others trailing.
  public func toolbar<C: ToolbarContent>(@ToolbarContentBuilder content: () -> C) -> some View {
    modifier(
      ToolbarModifier(
        items: content()._toolbarItems.enumerated().map { index, item in
          ToolbarEntry(id: index, placement: item.placement, view: item.view)
        }))
  }

  /// Puts views in the bar's trailing side, as items placed automatically.
  public func toolbar<V: View>(@ViewBuilder content: () -> V) -> some View {
    modifier(ToolbarModifier(items: [ToolbarEntry(id: 0, placement: .automatic, view: AnyView(content()))]))
  }
}

/// Hands toolbar items to the level the view is on.
struct ToolbarModifier: PrimitiveModifier {
  typealias NodeType = ToolbarNode
  let items: [ToolbarEntry]
}

/// Keeps the level's copy of the items current, and takes them back when removed.
final class ToolbarNode: PassThroughNode<ToolbarModifier> {
  private weak var level: NavigationLevelNode?

  override func didInstall() {
    super.didInstall()
    apply()
  }

  override func modifierDidChange(from old: ToolbarModifier) {
    apply()
  }

  override func dispose() {
    if let level, level.isAlive { level.setToolbar(nil, from: self) }
    super.dispose()
  }

  private func apply() {
    guard let level = level ?? environment.navigationScope?.level else { return }
    self.level = level
    level.setToolbar(modifier.items, from: self)
  }
}
