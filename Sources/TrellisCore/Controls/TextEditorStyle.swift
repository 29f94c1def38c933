/// The look of a `TextEditor`.
///
/// `.automatic` draws the editor in a field's rounded box with a focus ring; `.plain` draws the
/// text alone, for an editor that fills a window or sits on a background of its own. A style of
/// your own gets the editor drawn plain, to dress as it likes:
/// ```swift
/// struct Paper: TextEditorStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.padding(8).background(.yellow.opacity(0.15))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol TextEditorStyle {
  /// The type of the editor's view.
  associatedtype Body: View
  /// The editor the style dresses.
  typealias Configuration = TextEditorStyleConfiguration
  /// The editor's view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The editor a ``TextEditorStyle`` dresses: as a view, the editor drawn plain, with no box and
/// no focus ring.
public struct TextEditorStyleConfiguration: View {
  let text: Binding<String>

  /// The editor, drawn plain.
  public var body: some View {
    TextEditorControl(text: text).environment(\.drawsTextEditorBox, false)
  }
}

/// The default look: the text in a field's rounded box, with a focus ring while focused.
public struct AutomaticTextEditorStyle: TextEditorStyle {
  /// The default style.
  public init() {}

  /// The editor in its box.
  public func makeBody(configuration: Configuration) -> some View {
    TextEditorControl(text: configuration.text)
  }
}

/// The text alone: no box, no focus ring.
public struct PlainTextEditorStyle: TextEditorStyle {
  /// The plain style.
  public init() {}

  /// The editor drawn plain.
  public func makeBody(configuration: Configuration) -> some View {
    configuration
  }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
  /// The default look: the text in a rounded box.
  public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
  /// The text alone, with no box or focus ring.
  public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

/// A text editor style of the app's, type-erased.
typealias AnyTextEditorStyle = ErasedStyle<TextEditorStyleConfiguration>

struct TextEditorStyleKey: EnvironmentKey {
  static let defaultValue: AnyTextEditorStyle? = nil
}

struct DrawsTextEditorBoxKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  var textEditorStyle: AnyTextEditorStyle? {
    get { self[TextEditorStyleKey.self] }
    set { self[TextEditorStyleKey.self] = newValue }
  }

  /// Whether a text editor draws its box and focus ring: false inside a style's configuration.
  var drawsTextEditorBox: Bool {
    get { self[DrawsTextEditorBoxKey.self] }
    set { self[DrawsTextEditorBoxKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of the `TextEditor`s in this view.
  ///
  /// ```swift
  /// TextEditor(text: $draft)
  ///     .textEditorStyle(.plain)
  /// ```
  public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View {
    environment(\.textEditorStyle, AnyTextEditorStyle(style) { $0.makeBody(configuration: $1) })
  }
}
