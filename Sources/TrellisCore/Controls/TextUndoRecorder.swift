/// A text field or editor whose edits its `TextUndoRecorder` registers: undoing one puts back
/// the text and selection from before it.
@MainActor
protocol TextUndoTarget: AnyObject {
  /// The text and selection now.
  var editing: TextEditing { get }
  /// Shows `editing` and writes its text through the binding, an undo or redo.
  func restore(_ editing: TextEditing)
}

/// Registers a text field's or editor's edits with the window's undo manager, so that
/// Control-Z, the Edit menu and anything else undoing in the window go back through them in
/// order with the window's other changes. A run of typed characters, or of deletions, is one
/// step, as in desktop toolkits; moving the caret, or anything else registering, ends the run.
@MainActor
struct TextUndoRecorder {
  /// What an edit was, for grouping runs of them.
  enum Kind {
    case typing, deleting, other

    /// The step's name in the Edit menu ("Undo Typing").
    var actionName: String {
      switch self {
      // AppKit names deleting "Typing" too.
      case .typing, .deleting: "Typing"
      case .other: ""
      }
    }
  }

  /// The kind of the last edit registered, while further edits of the same kind join it.
  private var openRun: Kind?
  /// The step the open run's edits go into.
  private var openStep: TextUndoStep?
  /// The manager's stamp right after this recorder's last registration: a run goes on only
  /// while nothing else has registered, undone or redone since.
  private var stamp = 0
  /// The manager of a field with none in its environment (drawn by an `ImageRenderer`).
  private var ownManager: UndoManager?

  /// The manager that edits are registered with: the environment's, or one of the field's own.
  mutating func manager(in environment: EnvironmentValues) -> UndoManager {
    if let manager = environment.undoManager { return manager }
    if let ownManager { return ownManager }
    let manager = UndoManager()
    ownManager = manager
    return manager
  }

  /// Records that an edit of `kind` changed `target`'s text from `before` to `after`.
  mutating func record(
    _ before: TextEditing, after: TextEditing, kind: Kind, target: some TextUndoTarget,
    environment: EnvironmentValues
  ) {
    let manager = manager(in: environment)
    if kind != .other, kind == openRun, manager.registrationStamp == stamp, let openStep {
      openStep.extend(from: before, to: after)
    } else {
      let step = TextUndoStep(from: before, to: after)
      Self.register(step, for: target, with: manager)
      manager.setActionName(kind.actionName)
      openStep = step
    }
    openRun = kind == .other ? nil : kind
    stamp = manager.registrationStamp
  }

  /// Runs `write`, the field's write through its binding, with registration off: the field
  /// registers its edits itself, and the binding's owner (a document) must not register the
  /// write as a change of its own.
  static func withoutRegistering(on manager: UndoManager, _ write: () -> Void) {
    manager.disableUndoRegistration()
    write()
    manager.enableUndoRegistration()
  }

  /// Ends the run of typing or deleting: the next edit is a step of its own.
  mutating func endRun() {
    openRun = nil
    openStep = nil
  }

  /// Forgets `target`'s edits: its text was replaced from outside (through its binding).
  mutating func removeAll(for target: some TextUndoTarget, environment: EnvironmentValues) {
    endRun()
    manager(in: environment).removeAllActions(withTarget: target)
  }

  /// Registers `step`; taking it registers the step forward again, for redo.
  private static func register(
    _ step: TextUndoStep, for target: some TextUndoTarget, with manager: UndoManager
  ) {
    manager.registerUndo(withTarget: target) { [weak manager] target in
      guard let manager else { return }
      let current = target.editing
      let restored = step.original(of: current)
      register(TextUndoStep(from: current, to: restored), for: target, with: manager)
      target.restore(restored)
    }
  }
}
