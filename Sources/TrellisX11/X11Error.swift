/// Why Trellis could not talk to the X server.
///
/// The ``description`` is one line meant to be shown to the person running the app as is.
public enum X11Error: Error, Equatable, Sendable, CustomStringConvertible {
  /// The display could not be opened; the payload is the display name that was tried.
  case cannotOpenDisplay(String)
  /// No `DISPLAY` was given, so there is no X server to connect to.
  case noDisplayName
  /// The screen has no 24-bit TrueColor visual with the RGB layout cairo draws in.
  case noTrueColorVisual

  /// The message for the user, on one line.
  public var description: String {
    switch self {
    case .cannotOpenDisplay(let name):
      "Trellis: cannot open X display '\(name)' (is an X server running and DISPLAY set?)"
    case .noDisplayName:
      "Trellis: cannot open an X display: DISPLAY is not set (is an X server running?)"
    case .noTrueColorVisual:
      "Trellis: the X server offers no 24-bit TrueColor visual"
    }
  }
}
