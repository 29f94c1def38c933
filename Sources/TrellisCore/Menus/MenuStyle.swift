/// How a `Menu`'s button looks. Trellis has the built-in styles only: `.automatic` and `.button`
/// draw a bezel like a pop-up button's; `.borderlessButton` draws the label and chevron alone.
@MainActor @preconcurrency
public protocol MenuStyle {
  /// Whether the button has no bezel; the built-in styles answer it.
  var _isBorderless: Bool { get }
}

/// The default menu look: a button with a bezel.
public struct DefaultMenuStyle: MenuStyle {
  /// The default style.
  public init() {}
  public var _isBorderless: Bool { false }
}

/// A menu drawn as a button with a bezel (the default on macOS too).
public struct ButtonMenuStyle: MenuStyle {
  /// The button style.
  public init() {}
  public var _isBorderless: Bool { false }
}

/// A menu drawn as its label and a chevron, with no bezel.
public struct BorderlessButtonMenuStyle: MenuStyle {
  /// The borderless style.
  public init() {}
  public var _isBorderless: Bool { true }
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The default look.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A button with a bezel.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// The label and a chevron, no bezel.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

struct MenuBorderlessKey: EnvironmentKey {
  static let defaultValue = false
}

/// Set for the items of an open menu: a `Menu` among them is a submenu row, not a button.
struct InsideMenuKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  var menuIsBorderless: Bool {
    get { self[MenuBorderlessKey.self] }
    set { self[MenuBorderlessKey.self] = newValue }
  }

  var isInsideMenu: Bool {
    get { self[InsideMenuKey.self] }
    set { self[InsideMenuKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of the menus in this view.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    environment(\.menuIsBorderless, style._isBorderless)
  }
}
