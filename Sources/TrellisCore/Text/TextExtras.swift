/// The settings few texts have, kept out of line so that a plain text pays one nil pointer for
/// all of them: its own kerning, tracking and the like, and the styled runs of a text made of
/// several. Compared by value.
final class TextExtras: Equatable, Sendable {
  let typography: TextTypography
  let runs: [Text.Run]?
  /// The date a timer or relative date text shows, worked out again as time passes.
  let liveDate: LiveDateText?

  private init(typography: TextTypography, runs: [Text.Run]?, liveDate: LiveDateText?) {
    self.typography = typography
    self.runs = runs
    self.liveDate = liveDate
  }

  /// A box for `typography`, `runs` and `liveDate`, or nil when all are the defaults
  /// (allocating nothing).
  static func make(typography: TextTypography, runs: [Text.Run]?, liveDate: LiveDateText? = nil)
    -> TextExtras?
  {
    if runs == nil && typography == TextTypography() && liveDate == nil { return nil }
    return TextExtras(typography: typography, runs: runs, liveDate: liveDate)
  }

  static func == (lhs: TextExtras, rhs: TextExtras) -> Bool {
    lhs === rhs || (lhs.typography == rhs.typography && lhs.runs == rhs.runs && lhs.liveDate == rhs.liveDate)
  }
}
