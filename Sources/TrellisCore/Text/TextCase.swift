extension Text {
  /// A case that text is shown in, whatever case it was written in.
  public enum Case: Hashable, Sendable {
    /// Every letter in upper case.
    case uppercase
    /// Every letter in lower case.
    case lowercase

    func apply(to string: String) -> String {
      switch self {
      case .uppercase: string.uppercased()
      case .lowercase: string.lowercased()
      }
    }
  }
}
