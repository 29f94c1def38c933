/// A title with an icon before it, as menus, lists and buttons show items.
///
/// ```swift
/// Label("Favorites", systemImage: "heart.fill")
/// Label { Text("Rex") } icon: { Circle().fill(.orange).frame(width: 12, height: 12) }
/// ```
public struct Label<Title: View, Icon: View> {
  let title: Title
  let icon: Icon

  /// A label with a custom title and icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a text title and a system symbol as its icon.
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with a text title and a named image as its icon.
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// A label made from a style's configuration, in the style in effect around that style: a
  /// style that only adds to the usual look makes its body with this.
  ///
  /// ```swift
  /// struct Alarming: LabelStyle {
  ///     func makeBody(configuration: Configuration) -> some View {
  ///         Label(configuration).foregroundStyle(.red)
  ///     }
  /// }
  /// ```
  public init(_ configuration: LabelStyleConfiguration) {
    self.title = configuration.title
    self.icon = configuration.icon
  }
}

extension Label: View {
  /// The view's content.
  public var body: some View {
    LabelStyleBody(
      configuration: LabelStyleConfiguration(
        title: LabelStyleConfiguration.Title(content: AnyView(title)),
        icon: LabelStyleConfiguration.Icon(content: AnyView(icon))))
  }
}

/// Builds a label in the environment's label style.
struct LabelStyleBody: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.labelStyle) private var style

  var body: some View {
    if let style {
      style.makeBody(configuration).environment(\.labelStyle, style.outer)
    } else {
      DefaultLabelStyle().makeBody(configuration: configuration)
    }
  }
}

/// A label's look, given its title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The type of the label's view.
  associatedtype Body: View
  /// The parts of a label.
  typealias Configuration = LabelStyleConfiguration
  /// The label's view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabelStyle` gets to build a label from.
@MainActor
public struct LabelStyleConfiguration {
  /// A label's title.
  public struct Title: View {
    let content: AnyView
    /// The view's content.
    public var body: some View { content }
  }

  /// A label's icon.
  public struct Icon: View {
    let content: AnyView
    /// The view's content.
    public var body: some View { content }
  }

  /// The title.
  public let title: Title
  /// The icon.
  public let icon: Icon
}

/// The default label look: the icon, then the title; in a toolbar, the icon alone, as on macOS.
public struct DefaultLabelStyle: LabelStyle {
  /// The default style.
  public init() {}
  /// Builds the view for `configuration`.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultLabel(configuration: configuration)
  }
}

/// The default style's label, which reads where it is.
private struct DefaultLabel: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.isInToolbar) private var isInToolbar
  @Environment(\.isInsideMenu) private var isInsideMenu

  var body: some View {
    if isInToolbar {
      IconOnlyLabelStyle().makeBody(configuration: configuration)
    } else if isInsideMenu {
      // A menu's icons share a column, so that the titles of its items line up however wide
      // each symbol is.
      HStack(spacing: 6) {
        configuration.icon.frame(width: 18)
        configuration.title
      }
    } else {
      TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
  }
}

extension EnvironmentValues {
  /// Whether the views are items of a window's toolbar, whose labels show their icons alone.
  var isInToolbar: Bool {
    get { self[IsInToolbarKey.self] }
    set { self[IsInToolbarKey.self] = newValue }
  }
}

private struct IsInToolbarKey: EnvironmentKey {
  static let defaultValue = false
}

/// The icon followed by the title.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// The title-and-icon style.
  public init() {}
  /// Builds the view for `configuration`.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 6) {
      configuration.icon
      configuration.title
    }
  }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// The title-only style.
  public init() {}
  /// Builds the view for `configuration`.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
  /// The icon-only style.
  public init() {}
  /// Builds the view for `configuration`.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The default look.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon, then the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// Only the title.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  /// Only the icon.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A type-erased label style, kept in the environment.
struct AnyLabelStyle: NestedStyle, @unchecked Sendable {
  let makeBody: (LabelStyleConfiguration) -> AnyView
  var outerStyles: [AnyLabelStyle] = []

  @MainActor init<S: LabelStyle>(_ style: S) {
    makeBody = { AnyView(StyleBodyView(style: style, configuration: $0) { $0.makeBody(configuration: $1) }) }
  }
}

struct LabelStyleKey: EnvironmentKey {
  static let defaultValue: AnyLabelStyle? = nil
}

extension EnvironmentValues {
  var labelStyle: AnyLabelStyle? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of labels in this view.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    transformEnvironment(\.labelStyle) { $0 = AnyLabelStyle(style).inside($0) }
  }
}
