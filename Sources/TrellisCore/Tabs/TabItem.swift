/// `.tabItem { … }`: the label of the tab a view is shown under in a `TabView`.
struct TabItemModifier: PrimitiveModifier {
  typealias NodeType = TabItemNode
  let label: AnyView
}

/// Reports the tab's label to the enclosing `TabView` as a layout value.
final class TabItemNode: PassThroughNode<TabItemModifier> {
  /// The layout value key under which views report their tab's label.
  static let key = ObjectIdentifier(TabItemNode.self)

  override func layoutValue(_ key: ObjectIdentifier) -> Any? {
    key == TabItemNode.key ? modifier.label : super.layoutValue(key)
  }

  // A tab's body may change its own label (a badge count): the tab view shows the new one.
  override func modifierDidChange(from old: TabItemModifier) {
    super.modifierDidChange(from: old)
    var current = parent
    while let node = current {
      if let tabView = node as? TabViewNode {
        tabView.tabsDidChange()
        return
      }
      current = node.parent
    }
  }
}

extension View {
  /// Names the tab this view is shown under in a `TabView`: usually a `Label` or a `Text`.
  ///
  /// Trellis draws the label as it is (a `Label` shows its icon beside its title), in the tab's
  /// segment.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemModifier(label: AnyView(label())))
  }
}
