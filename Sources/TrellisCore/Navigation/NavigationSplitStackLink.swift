/// How the navigation stacks a split view wraps its columns in work with it.
extension NavigationStackNode {
  /// Claims the column around, if this is the first stack in it, or hides the detail column's
  /// bar when this stack sits in that column's stack: a `NavigationStack` in the detail brings
  /// its own bar, as in SwiftUI.
  func joinSplitColumn() {
    guard splitColumn == nil, let scope = environment.navigationSplitColumn else { return }
    if scope.stack == nil || scope.stack === self {
      scope.stack = self
      splitColumn = scope
    } else if scope.column == .detail, let outer = scope.stack, outer === environment.navigationScope?.stack,
      !scope.hidesColumnBar
    {
      scope.nestedStack = self
      splitColumnBelow = scope
      outer.setNeedsSynchronize()
    }
  }

  /// A stack that hid the detail column's bar is going: the column's bar comes back.
  func leaveSplitColumn() {
    guard let scope = splitColumnBelow, scope.nestedStack === self else { return }
    scope.nestedStack = nil
    splitColumnBelow = nil
    scope.stack?.setNeedsSynchronize()
  }

  /// Sends a value pushed in a sidebar or middle column to the split view's detail column.
  func routesToSplitView(_ value: AnyHashable) -> Bool {
    guard let splitColumn, splitColumn.routesPushes, let split = splitColumn.split else { return false }
    split.show(value)
    return true
  }

  /// A leading column's destinations may have changed: the detail column builds its shown
  /// value's view again.
  func splitColumnDidSynchronize() {
    guard let splitColumn, splitColumn.routesPushes else { return }
    splitColumn.split?.refreshDetail()
  }
}
