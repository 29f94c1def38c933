/// Shows and hides a split view's sidebar: what its sidebar button does, and what
/// `SidebarCommands` does to the split view of the key window, which publishes it as a focused
/// value.
@MainActor
package struct NavigationSplitSidebarControl: Equatable {
  /// The split view's column visibility.
  let visibility: Binding<NavigationSplitViewVisibility>
  /// Whether it has a middle (content) column.
  let hasMiddle: Bool

  /// Whether the sidebar shows with `visibility`.
  static func isSidebarVisible(_ visibility: NavigationSplitViewVisibility, hasMiddle: Bool) -> Bool {
    switch visibility.kind {
    case .automatic, .all: true
    case .doubleColumn: !hasMiddle
    case .detailOnly: false
    }
  }

  /// Hides the sidebar when it shows, shows every column when it does not; in an animation
  /// unless the caller chose one.
  package func toggle() {
    let visible = Self.isSidebarVisible(visibility.wrappedValue, hasMiddle: hasMiddle)
    let next: NavigationSplitViewVisibility = visible ? (hasMiddle ? .doubleColumn : .detailOnly) : .all
    let visibility = visibility
    if Transaction.current.animation != nil || Transaction.current.disablesAnimations {
      visibility.wrappedValue = next
    } else {
      withAnimation(.easeInOut(duration: 0.25)) { visibility.wrappedValue = next }
    }
  }

  package nonisolated static func == (a: Self, b: Self) -> Bool {
    // Compared while the graph updates, on the main actor.
    assumeMainActorUnchecked { same(a, b) }
  }

  private static func same(_ a: Self, _ b: Self) -> Bool {
    a.hasMiddle == b.hasMiddle && a.visibility.isEquivalent(to: b.visibility)
  }
}

/// The key window's split view sidebar, for `SidebarCommands`.
struct NavigationSplitSidebarKey: FocusedValueKey {
  typealias Value = NavigationSplitSidebarControl
}

extension FocusedValues {
  /// The sidebar of the key window's split view, which `SidebarCommands` toggles.
  package var splitViewSidebar: NavigationSplitSidebarControl? {
    get { self[NavigationSplitSidebarKey.self] }
    set { self[NavigationSplitSidebarKey.self] = newValue }
  }
}
