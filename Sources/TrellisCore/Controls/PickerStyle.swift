/// How a picker draws: as a pop-up menu, as segments or as a radio group.
public protocol PickerStyle: Sendable {
  /// Implementation detail: the built-in look this style selects.
  var _kind: PickerStyleKind { get }
}

/// Implementation detail: the built-in picker looks.
public struct PickerStyleKind: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case menu, segmented, radioGroup, navigationLink
    /// The parts of a `.navigationLink` picker: the row's value, and the page of options.
    case navigationValue, checklist
  }
  let kind: Kind
  /// Whether the style is `.inline`: a radio group on its own, the options themselves in a menu.
  var isInline = false
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

/// A column of options, each after a round button filled for the selection, as on macOS;
/// `.horizontalRadioGroupLayout()` puts them in a row.
public struct RadioGroupPickerStyle: PickerStyle {
  /// The radio-group style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: PickerStyleKind { PickerStyleKind(kind: .radioGroup) }
}

/// The options shown inline rather than in a menu: on a desktop, as macOS shows them, a radio
/// group.
public struct InlinePickerStyle: PickerStyle {
  /// The inline style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: PickerStyleKind { PickerStyleKind(kind: .radioGroup, isInline: true) }
}

/// A row that opens a page of the options, the selected one checked, as iOS shows a picker in
/// a form: choosing an option goes back. The row shows the label and the selected option; it
/// belongs in a `NavigationStack`, which the page is pushed onto.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// The navigation link style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: PickerStyleKind { PickerStyleKind(kind: .navigationLink) }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row that opens a page of the options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  /// A radio group: a round button before each option.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  /// The options shown inline, as a radio group.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
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
