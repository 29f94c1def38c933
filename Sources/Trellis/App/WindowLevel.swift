import TrellisX11

/// Where a scene's windows stay among the other windows on the screen.
public struct WindowLevel: Equatable, Sendable {
  let stacking: X11StackingLevel?

  /// As the window manager places windows.
  public static let automatic = WindowLevel(stacking: nil)
  /// Among the other windows.
  public static let normal = WindowLevel(stacking: .normal)
  /// Above the other windows, as a floating panel.
  public static let floating = WindowLevel(stacking: .above)
  /// Below the other windows, as a widget on the desktop.
  public static let desktop = WindowLevel(stacking: .below)
}

extension Scene {
  /// Keeps the scene's windows at `level` among the other windows: `.floating` above them
  /// (`_NET_WM_STATE_ABOVE`), `.desktop` below them. Window managers that do not follow the
  /// Extended Window Manager Hints ignore it.
  ///
  /// ```swift
  /// Window("Timer", id: "timer") { TimerView() }
  ///     .windowLevel(.floating)
  /// ```
  public func windowLevel(_ level: WindowLevel) -> some Scene {
    _ModifiedScene(self) { $0.windowLevel = level }
  }
}
