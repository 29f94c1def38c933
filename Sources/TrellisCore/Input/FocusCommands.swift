/// A command the keyboard gives the focused view and the views around it, as macOS's
/// responder chain does: Escape exits, Delete or Backspace deletes, an arrow moves.
enum FocusCommand: Equatable {
  case exit
  case delete
  case move(MoveCommandDirection)

  /// The command `event` gives, if any: only the bare keys count, since with modifiers they
  /// mean something else (Shift with an arrow extends a selection).
  init?(_ event: KeyEvent) {
    guard event.modifiers.isEmpty else { return nil }
    switch event.key {
    case .escape: self = .exit
    case .backspace, .delete: self = .delete
    case .up: self = .move(.up)
    case .down: self = .move(.down)
    case .left: self = .move(.left)
    case .right: self = .move(.right)
    default: return nil
    }
  }
}

struct FocusCommandModifier: PrimitiveModifier {
  typealias NodeType = FocusCommandNode
  /// Runs the command if it is the one this modifier handles; returns whether it was.
  let perform: (FocusCommand) -> Bool
}

/// `.onExitCommand`, `.onDeleteCommand` and `.onMoveCommand`: handle their command when the
/// focused view inside does not.
final class FocusCommandNode: PassThroughNode<FocusCommandModifier> {
  // Only the action changed: nothing to measure again.
  override func modifierDidChange(from old: FocusCommandModifier) {}
}

extension InputRouter {
  /// Gives `command` to the nearest view around the focused one that handles it; returns
  /// whether one did.
  func performFocusCommand(_ command: FocusCommand) -> Bool {
    var current: _Node? = focused
    while let node = current {
      if let handler = node as? FocusCommandNode, handler.isAlive, handler.environment.isEnabled,
        handler.modifier.perform(command)
      {
        return true
      }
      current = node.parent
    }
    return false
  }
}

extension View {
  /// Runs `action` when Escape is pressed while this view or one inside it has focus and the
  /// focused view has no use for the key; nil handles nothing.
  ///
  /// ```swift
  /// SearchResults(query: query)
  ///     .onExitCommand { query = "" }
  /// ```
  public func onExitCommand(perform action: (() -> Void)?) -> some View {
    modifier(
      FocusCommandModifier { command in
        guard command == .exit, let action else { return false }
        action()
        return true
      })
  }

  /// Runs `action` when Delete or Backspace is pressed while this view or one inside it has
  /// focus and the focused view has no use for the key (a text field keeps its own); nil
  /// handles nothing.
  public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
    modifier(
      FocusCommandModifier { command in
        guard command == .delete, let action else { return false }
        action()
        return true
      })
  }

  /// Runs `action` with the direction when an arrow key is pressed while this view or one
  /// inside it has focus and the focused view has no use for the key; nil handles nothing.
  ///
  /// ```swift
  /// Board(cells: cells)
  ///     .focusable()
  ///     .onMoveCommand { direction in moveCursor(direction) }
  /// ```
  public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
    modifier(
      FocusCommandModifier { command in
        guard case .move(let direction) = command, let action else { return false }
        action(direction)
        return true
      })
  }
}
