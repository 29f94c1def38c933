/// The undo managers with a group open for the event being handled, closed when the graph's
/// update pass ends: Foundation closes them at the end of a run loop turn, and an update pass
/// follows every event a window handles.
@MainActor
package enum UndoEventGroups {
  private static var open: [UndoManager] = []

  static func add(_ manager: UndoManager) {
    open.append(manager)
  }

  /// Closes every group opened for the event just handled.
  package static func closeAll() {
    guard !open.isEmpty else { return }
    let managers = open
    open.removeAll()
    for manager in managers { manager.closeEventGroup() }
  }
}
