/// How a `ControlGroup` shows its controls.
public protocol ControlGroupStyle: Sendable {
  /// Implementation detail: the built-in look this style selects.
  var _kind: ControlGroupStyleKind { get }
}

/// Implementation detail: the built-in control-group looks.
public enum ControlGroupStyleKind: Hashable, Sendable {
  /// Controls joined in one bezel.
  case joined
  /// A menu of the controls, for groups with a label.
  case menu
}

/// The default look: the controls joined side by side.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
  /// The automatic style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: ControlGroupStyleKind { .joined }
}

/// Controls joined for navigation, as in a toolbar; drawn as the automatic style.
public struct NavigationControlGroupStyle: ControlGroupStyle {
  /// The navigation style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: ControlGroupStyleKind { .joined }
}

/// A palette of controls; drawn joined, as the automatic style.
public struct PaletteControlGroupStyle: ControlGroupStyle {
  /// The palette style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: ControlGroupStyleKind { .joined }
}

/// A menu holding the group's controls, labeled with the group's label.
public struct MenuControlGroupStyle: ControlGroupStyle {
  /// The menu style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: ControlGroupStyleKind { .menu }
}

/// A compact menu of the group's controls; drawn as the menu style.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  /// The compact menu style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: ControlGroupStyleKind { .menu }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The controls joined side by side.
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// Joined navigation controls.
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// A palette of controls.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A menu of the controls.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// A compact menu of the controls.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

struct ControlGroupStyleKey: EnvironmentKey {
  static let defaultValue = ControlGroupStyleKind.joined
}

extension EnvironmentValues {
  var controlGroupStyleKind: ControlGroupStyleKind {
    get { self[ControlGroupStyleKey.self] }
    set { self[ControlGroupStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how control groups in this view show their controls.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    environment(\.controlGroupStyleKind, style._kind)
  }
}
