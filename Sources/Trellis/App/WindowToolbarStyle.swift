/// How a window's toolbar sits next to its title bar (on macOS). The X11 window manager draws
/// the title bar apart from the window's content, so every style looks the same: they exist so
/// that SwiftUI code compiles.
@MainActor @preconcurrency
public protocol WindowToolbarStyle {}

/// The platform's usual toolbar.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
  /// The default style.
  public init() {}
}

/// A toolbar below the title (on macOS).
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
  /// The expanded style.
  public init() {}
}

/// A toolbar sharing a row with the title (on macOS).
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
  /// The unified style, with the title shown.
  public init() {}
  /// The unified style, with the title shown or hidden (on macOS).
  public init(showsTitle: Bool) {}
}

/// A compact toolbar sharing a row with the title (on macOS).
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
  /// The compact unified style, with the title shown.
  public init() {}
  /// The compact unified style, with the title shown or hidden (on macOS).
  public init(showsTitle: Bool) {}
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
  /// The platform's usual toolbar.
  public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
  /// A toolbar below the title (on macOS).
  public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
  /// A toolbar sharing a row with the title (on macOS).
  public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
  /// A toolbar sharing a row with the title, which is shown or hidden (on macOS).
  public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle {
    UnifiedWindowToolbarStyle(showsTitle: showsTitle)
  }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
  /// A compact toolbar sharing a row with the title (on macOS).
  public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }
  /// A compact toolbar sharing a row with the title, which is shown or hidden (on macOS).
  public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
    UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
  }
}
