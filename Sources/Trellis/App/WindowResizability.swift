/// How far a scene's windows can be resized, derived from their content's minimum and maximum
/// sizes; the window manager is told through the window's size hints.
public struct WindowResizability: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case automatic, contentSize, contentMinSize
  }

  let kind: Kind

  /// The default: like `.contentSize`, the content's minimum and maximum sizes bound every
  /// window, so a window never grows past content that cannot use the room. (SwiftUI on macOS
  /// lets windows other than Settings grow; ask for `.contentMinSize` for that.)
  public static let automatic = WindowResizability(kind: .automatic)
  /// The window's minimum and maximum sizes are its content's.
  public static let contentSize = WindowResizability(kind: .contentSize)
  /// The window's minimum size is its content's; it can grow without limit.
  public static let contentMinSize = WindowResizability(kind: .contentMinSize)

  /// Whether the content's maximum size limits a window of a scene of `kind`.
  func limitsMaximum(for kind: WindowDescription.Kind) -> Bool {
    switch self.kind {
    case .contentSize: true
    case .contentMinSize: false
    case .automatic: true
    }
  }
}
