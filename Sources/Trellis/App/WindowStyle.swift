/// The look of a window's frame. On X11 the window manager draws the title bar and frame, so every
/// style looks the same: they exist so that SwiftUI code compiles.
@MainActor @preconcurrency
public protocol WindowStyle {}

/// The platform's usual window frame.
public struct DefaultWindowStyle: WindowStyle {
  /// The default style.
  public init() {}
}

/// A window frame with a title bar.
public struct TitleBarWindowStyle: WindowStyle {
  /// The title bar style.
  public init() {}
}

/// A window frame without a title bar (on macOS); the X11 window manager still draws its own.
public struct HiddenTitleBarWindowStyle: WindowStyle {
  /// The hidden title bar style.
  public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
  /// The platform's usual window frame.
  public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
  /// A window frame with a title bar.
  public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
  /// A window frame without a title bar (on macOS).
  public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}
