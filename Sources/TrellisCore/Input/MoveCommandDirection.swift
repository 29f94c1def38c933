/// The direction of a move command: an arrow key pressed while a view inside
/// ``View/onMoveCommand(perform:)`` has focus.
public enum MoveCommandDirection: Hashable, Sendable {
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
}
