/// A toggle's look, given its label and its on/off binding. A custom style flips the toggle
/// itself, for instance in a tap gesture.
///
/// ```swift
/// struct Star: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Image(systemName: configuration.isOn ? "star.fill" : "star")
///             .onTapGesture { configuration.isOn.toggle() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The type of the toggle's view.
  associatedtype Body: View
  /// The properties of a toggle.
  typealias Configuration = ToggleStyleConfiguration
  /// The toggle's view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` gets to build a toggle from.
@MainActor
public struct ToggleStyleConfiguration {
  /// The toggle's label.
  public struct Label: View {
    let content: AnyView
    /// The view's content.
    public var body: some View { content }
  }

  /// The toggle's label.
  public let label: Label
  /// Whether the toggle is on; setting it flips the toggle.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that are not all the same.
  public var isMixed = false

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    self._isOn = isOn
  }
}

/// A type-erased toggle style, kept in the environment.
struct AnyToggleStyle: NestedStyle, @unchecked Sendable {
  let makeBody: (ToggleStyleConfiguration) -> AnyView
  var outerStyles: [AnyToggleStyle] = []
  /// Whether the toggle's node handles clicks and keys (built-in styles) or the style does.
  let isBuiltIn: Bool
  /// Whether the style draws its own disabled look (the button style does).
  let fadesItself: Bool

  @MainActor init<S: ToggleStyle>(_ style: S) {
    makeBody = { AnyView(StyleBodyView(style: style, configuration: $0) { $0.makeBody(configuration: $1) }) }
    isBuiltIn = style is any BuiltInToggleStyle
    fadesItself = style is ButtonToggleStyle
  }
}

/// The styles whose toggles the toggle's node flips.
protocol BuiltInToggleStyle {}

struct ToggleStyleKey: EnvironmentKey {
  static let defaultValue: AnyToggleStyle? = nil
}

extension EnvironmentValues {
  var toggleStyle: AnyToggleStyle? {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of toggles in this view.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    transformEnvironment(\.toggleStyle) { $0 = AnyToggleStyle(style).inside($0) }
  }
}
