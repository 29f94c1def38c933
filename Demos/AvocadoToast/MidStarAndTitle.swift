import Trellis

// The session's custom alignment, as written: it lines up the middle of the star rating with
// the middle of the title, although the two sit in different branches of the view tree.
extension VerticalAlignment {
  private enum MidStarAndTitle: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> Length {
      return d[.bottom]  // not important
    }
  }

  static let midStarAndTitle = VerticalAlignment(MidStarAndTitle.self)
}
