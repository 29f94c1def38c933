/// A group box's look, given its label and its content.
///
/// ```swift
/// struct Card: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label.font(.headline)
///             configuration.content
///         }
///         .padding()
///         .background(.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// The type of the group box's view.
  associatedtype Body: View
  /// The properties of a group box.
  typealias Configuration = GroupBoxStyleConfiguration
  /// The group box's view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``GroupBoxStyle`` gets to build a group box from.
@MainActor
public struct GroupBoxStyleConfiguration {
  /// The group box's label.
  public struct Label: View {
    let content: AnyView
    /// The view's content.
    public var body: some View { content }
  }

  /// The group box's content.
  public struct Content: View {
    let content: AnyView
    /// The view's content.
    public var body: some View { content }
  }

  /// The group box's label; empty for a box made without one.
  public let label: Label
  /// The group box's content.
  public let content: Content
  /// Whether the box was made with a label, so the default look leaves no room for none.
  let hasLabel: Bool
}

/// The default look: a rounded, lightly filled panel with the label above it.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// The default style.
  public init() {}

  /// The panel.
  public func makeBody(configuration: Configuration) -> some View {
    GroupBoxPanel(label: configuration.hasLabel ? configuration.label : nil, content: configuration.content)
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The default look: a rounded panel with the label above it.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// A type-erased group box style, kept in the environment.
struct AnyGroupBoxStyle: NestedStyle, @unchecked Sendable {
  let makeBody: (GroupBoxStyleConfiguration) -> AnyView
  var outerStyles: [AnyGroupBoxStyle] = []

  @MainActor init<S: GroupBoxStyle>(_ style: S) {
    makeBody = { AnyView(StyleBodyView(style: style, configuration: $0) { $0.makeBody(configuration: $1) }) }
  }
}

struct GroupBoxStyleKey: EnvironmentKey {
  static let defaultValue: AnyGroupBoxStyle? = nil
}

extension EnvironmentValues {
  var groupBoxStyle: AnyGroupBoxStyle? {
    get { self[GroupBoxStyleKey.self] }
    set { self[GroupBoxStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of group boxes in this view.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    transformEnvironment(\.groupBoxStyle) { $0 = AnyGroupBoxStyle(style).inside($0) }
  }
}
