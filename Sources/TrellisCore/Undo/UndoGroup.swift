/// One step of undo or redo: the operations registered while it was open, run last first.
@MainActor
final class UndoGroup {
  /// One registered operation: the handler, run with its target while the target lives.
  struct Action {
    weak var target: AnyObject?
    let run: @MainActor (AnyObject) -> Void
  }

  var actions: [Action] = []
  /// What the Undo or Redo menu item names the step ("Typing", "Delete Item").
  var actionName: String
  /// Which state of the undone things this step leads to: a document compares it with the one
  /// it was saved in to tell whether undoing and redoing brought it back there.
  let state: Int

  init(state: Int, actionName: String = "") {
    self.state = state
    self.actionName = actionName
  }

  /// Whether running the step would do nothing: every target is gone.
  var isDead: Bool { actions.allSatisfy { $0.target == nil } }

  /// Runs the operations in the reverse of the order they were registered in.
  func run() {
    for action in actions.reversed() {
      if let target = action.target { action.run(target) }
    }
  }
}
