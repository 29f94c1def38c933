/// Tags a `NavigationLink(value:)` with its value, so that a selectable list around it
/// highlights the link's row when the selection is that value (an explicit `.tag` outside wins).
struct NavigationLinkValueTag: PrimitiveModifier {
  typealias NodeType = NavigationLinkValueTagNode
  let value: AnyHashable?
  /// Whether the list around has the link's value selected.
  let isSelected: Bool
}

/// Reports the link's value as its tag; a link with no value reports its content's. In a split
/// view's leading column, the link whose row becomes selected (by a click, the arrow keys or the
/// bound selection) shows its value in the detail column, as the selection drives the detail in
/// SwiftUI.
final class NavigationLinkValueTagNode: PassThroughNode<NavigationLinkValueTag> {
  override func layoutValue(_ key: ObjectIdentifier) -> Any? {
    if key == TagNode.key, let value = modifier.value { return value }
    return super.layoutValue(key)
  }

  override func didInstall() {
    super.didInstall()
    if modifier.isSelected { showInDetail() }
  }

  override func modifierDidChange(from old: NavigationLinkValueTag) {
    if modifier.isSelected && (!old.isSelected || old.value != modifier.value) {
      showInDetail()
    } else if old.isSelected && !modifier.isSelected, let value = old.value {
      hideFromDetail(value)
    }
  }

  /// Takes `value` out of the detail column when this link's row is no longer selected and no
  /// other link's row took its place: a selection cleared to nil shows the detail's own view.
  private func hideFromDetail(_ value: AnyHashable) {
    guard let column = environment.navigationSplitColumn, column.routesPushes, let split = column.split else {
      return
    }
    // Queued after any link that became selected in the same update has shown its value.
    graph.enqueueAction { [weak split] in
      guard let split, split.isAlive else { return }
      split.hide(value)
    }
  }

  private func showInDetail() {
    guard let value = modifier.value, let column = environment.navigationSplitColumn, column.routesPushes,
      let split = column.split
    else { return }
    // After the update: showing rebuilds the detail column, which is no business of this pass.
    graph.enqueueAction { [weak split] in
      guard let split, split.isAlive, split.shownValue != value else { return }
      split.show(value)
    }
  }
}
