/// How much room a window gives along one axis, as iPadOS describes a window's width and height:
/// views read `\.horizontalSizeClass` and `\.verticalSizeClass` to choose between a compact
/// arrangement and a roomier one.
///
/// ```swift
/// @Environment(\.horizontalSizeClass) private var sizeClass
///
/// var body: some View {
///     if sizeClass == .compact { VStack { controls } } else { HStack { controls } }
/// }
/// ```
///
/// A window's width is compact below 600 points and its height below 500, as a phone's or a
/// narrow iPad window's; the classes follow the window as it is resized. Set them with
/// `.environment(\.horizontalSizeClass, .regular)` to fix a subtree's.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
  /// Little room: lay out for a narrow (or short) window.
  case compact
  /// Room to spare.
  case regular

  /// The class of a window `width` points wide.
  package static func horizontal(forWidth width: CGFloat) -> UserInterfaceSizeClass {
    width < 600 ? .compact : .regular
  }

  /// The class of a window `height` points high.
  package static func vertical(forHeight height: CGFloat) -> UserInterfaceSizeClass {
    height < 500 ? .compact : .regular
  }
}

struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = nil
}

struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = nil
}

extension EnvironmentValues {
  /// How much room the window gives across: `.compact` below 600 points, else `.regular`.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// How much room the window gives down: `.compact` below 500 points, else `.regular`.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}
