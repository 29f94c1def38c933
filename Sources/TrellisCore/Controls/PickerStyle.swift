/// How a picker draws: as a pop-up menu or as segments.
public protocol PickerStyle: Sendable {
  /// Implementation detail: the built-in look this style selects.
  var _kind: PickerStyleKind { get }
}

/// Implementation detail: the built-in picker looks.
public struct PickerStyleKind: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case menu, segmented }
  let kind: Kind
}

/// The default picker look: a pop-up menu.
public struct DefaultPickerStyle: PickerStyle {
  /// The default style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: PickerStyleKind { PickerStyleKind(kind: .menu) }
}

/// A button showing the selected option that opens a menu of all of them.
public struct MenuPickerStyle: PickerStyle {
  /// The menu style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: PickerStyleKind { PickerStyleKind(kind: .menu) }
}

/// A row of segments, one per option, the selected one raised.
public struct SegmentedPickerStyle: PickerStyle {
  /// The segmented style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: PickerStyleKind { PickerStyleKind(kind: .segmented) }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The default look: a pop-up menu.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  /// A pop-up menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  /// Segments.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

struct PickerStyleKey: EnvironmentKey {
  static let defaultValue = PickerStyleKind(kind: .menu)
}

extension EnvironmentValues {
  var pickerStyle: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of pickers in this view.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerStyle, style._kind)
  }
}
