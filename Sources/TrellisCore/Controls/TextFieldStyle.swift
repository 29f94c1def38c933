/// How a text field draws.
public protocol TextFieldStyle: Sendable {
  /// Implementation detail: the built-in look this style selects.
  var _kind: TextFieldStyleKind { get }
}

/// Implementation detail: the built-in text field looks.
public struct TextFieldStyleKind: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case roundedBorder, plain }
  let kind: Kind
}

/// The default text field look: a rounded, bordered field.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The default style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: TextFieldStyleKind { TextFieldStyleKind(kind: .roundedBorder) }
}

/// A field with a rounded border on a light (or, in dark appearance, dark) background.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The rounded border style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: TextFieldStyleKind { TextFieldStyleKind(kind: .roundedBorder) }
}

/// Just the text, with no border or background.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// The plain style.
  public init() {}
  /// Implementation detail: the built-in look.
  public var _kind: TextFieldStyleKind { TextFieldStyleKind(kind: .plain) }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The default look.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// No border.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

struct TextFieldStyleKey: EnvironmentKey {
  static let defaultValue = TextFieldStyleKind(kind: .roundedBorder)
}

extension EnvironmentValues {
  var textFieldStyle: TextFieldStyleKind {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of text fields in this view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environment(\.textFieldStyle, style._kind)
  }
}
