/// A button's look, given its label and whether it is pressed.
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding().background(.blue.opacity(configuration.isPressed ? 0.5 : 1), in: .capsule)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The type of the button's view.
  associatedtype Body: View
  /// The properties of a button.
  typealias Configuration = ButtonStyleConfiguration
  /// The button's view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A button's look and interaction: the style decides when the button fires, by calling
/// `configuration.trigger()`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The type of the button's view.
  associatedtype Body: View
  /// The properties of a button.
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// The button's view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The purpose of a button.
public enum ButtonRole: Hashable, Sendable {
  /// A button that deletes or destroys.
  case destructive
  /// A button that cancels.
  case cancel
}

/// What a `ButtonStyle` gets to build a button from.
@MainActor
public struct ButtonStyleConfiguration {
  /// The button's label.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }

  /// The button's label.
  public let label: Label
  /// The button's role.
  public let role: ButtonRole?
  /// Whether the button is being pressed.
  public let isPressed: Bool
}

/// What a `PrimitiveButtonStyle` gets to build a button from.
@MainActor
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label: the same type as a standard style's.
  public typealias Label = ButtonStyleConfiguration.Label

  /// The button's label.
  public let label: ButtonStyleConfiguration.Label
  /// The button's role.
  public let role: ButtonRole?
  let action: () -> Void

  /// Performs the button's action.
  public func trigger() { action() }
}

/// A type-erased button style, kept in the environment.
struct AnyButtonStyle: NestedStyle, @unchecked Sendable {
  enum Kind {
    case standard((ButtonStyleConfiguration) -> AnyView)
    case primitive((PrimitiveButtonStyleConfiguration) -> AnyView)
  }

  let kind: Kind
  let typeID: ObjectIdentifier
  var outerStyles: [AnyButtonStyle] = []

  @MainActor init<S: ButtonStyle>(_ style: S) {
    kind = .standard {
      AnyView(StyleBodyView(style: style, configuration: $0) { $0.makeBody(configuration: $1) })
    }
    typeID = ObjectIdentifier(S.self)
  }

  @MainActor init<S: PrimitiveButtonStyle>(primitive style: S) {
    kind = .primitive {
      AnyView(StyleBodyView(style: style, configuration: $0) { $0.makeBody(configuration: $1) })
    }
    typeID = ObjectIdentifier(S.self)
  }
}

struct ButtonStyleKey: EnvironmentKey {
  static let defaultValue: AnyButtonStyle? = nil
}

extension EnvironmentValues {
  var buttonStyle: AnyButtonStyle? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of buttons in this view.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    transformEnvironment(\.buttonStyle) { $0 = AnyButtonStyle(style).inside($0) }
  }

  /// Sets the look and interaction of buttons in this view.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    transformEnvironment(\.buttonStyle) { $0 = AnyButtonStyle(primitive: style).inside($0) }
  }
}
