/// The settings few texts have, kept out of line so that a plain text pays one nil pointer for
/// all of them: its own kerning, tracking and the like, and the styled runs of a text made of
/// several. Compared by value.
final class TextExtras: Equatable, Sendable {
  let typography: TextTypography
  let runs: [Text.Run]?

  private init(typography: TextTypography, runs: [Text.Run]?) {
    self.typography = typography
    self.runs = runs
  }

  /// A box for `typography` and `runs`, or nil when both are the defaults (allocating nothing).
  static func make(typography: TextTypography, runs: [Text.Run]?) -> TextExtras? {
    if runs == nil && typography == TextTypography() { return nil }
    return TextExtras(typography: typography, runs: runs)
  }

  static func == (lhs: TextExtras, rhs: TextExtras) -> Bool {
    lhs === rhs || (lhs.typography == rhs.typography && lhs.runs == rhs.runs)
  }
}
