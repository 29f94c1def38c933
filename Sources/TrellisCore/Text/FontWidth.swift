extension Font {
  /// How wide a font's letters are, from compressed to expanded.
  ///
  /// Trellis draws it as the font's width class (Pango's stretch): DejaVu Sans has a condensed
  /// face, so `.compressed` and `.condensed` show it; with no expanded face installed,
  /// `.expanded` looks like `.standard`.
  public struct Width: Hashable, Sendable {
    /// The width, negative for narrower and positive for wider than standard.
    public var value: CGFloat

    /// A width of `value` (about −0.4 … 0.4).
    public init(_ value: CGFloat) { self.value = value.isFinite ? value : 0 }

    /// The narrowest width.
    public static let compressed = Width(-0.3)
    /// A narrower width than standard.
    public static let condensed = Width(-0.2)
    /// The usual width.
    public static let standard = Width(0)
    /// A wider width than standard.
    public static let expanded = Width(0.2)

    /// Pango's stretch, 0 … 8 with 4 as normal: a tenth of width per step.
    var stretch: Int { min(max(4 + Int((value * 10).rounded()), 0), 8) }
  }

  /// The font at another width.
  public func width(_ width: Width) -> Font {
    var copy = self
    copy.width = width
    return copy
  }

  /// The font with digits that all take the same advance, so columns of numbers line up and
  /// counters do not jiggle.
  public func monospacedDigit() -> Font {
    var copy = self
    copy.isMonospacedDigit = true
    return copy
  }
}
