/// The look of `LabeledContent`, given its label and its content.
///
/// ```swift
/// struct Stacked: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label.font(.caption)
///             configuration.content
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  /// The type of the labeled content's view.
  associatedtype Body: View
  /// The properties of labeled content.
  typealias Configuration = LabeledContentStyleConfiguration
  /// The labeled content's view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabeledContentStyle`` gets to build labeled content from.
@MainActor
public struct LabeledContentStyleConfiguration {
  /// The label.
  public struct Label: View {
    let content: AnyView
    /// The view's content.
    public var body: some View { content }
  }

  /// The content the label names.
  public struct Content: View {
    let content: AnyView
    /// The view's content.
    public var body: some View { content }
  }

  /// The label.
  public let label: Label
  /// The content the label names.
  public let content: Content
}

/// The default look: the label on the leading side, the content at the trailing edge in the
/// secondary color.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  /// The default style.
  public init() {}

  /// The label and its content side by side.
  public func makeBody(configuration: Configuration) -> some View {
    LabeledContentRow(label: configuration.label, content: configuration.content)
  }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The default look: the label, then the content at the trailing edge.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// A labeled content style of the app's, type-erased.
typealias AnyLabeledContentStyle = ErasedStyle<LabeledContentStyleConfiguration>

struct LabeledContentStyleKey: EnvironmentKey {
  static let defaultValue: AnyLabeledContentStyle? = nil
}

extension EnvironmentValues {
  var labeledContentStyle: AnyLabeledContentStyle? {
    get { self[LabeledContentStyleKey.self] }
    set { self[LabeledContentStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of `LabeledContent` in this view.
  ///
  /// ```swift
  /// Form {
  ///     LabeledContent("Version", value: "2.4.1")
  /// }
  /// .labeledContentStyle(Stacked())
  /// ```
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    transformEnvironment(\.labeledContentStyle) {
      $0 = AnyLabeledContentStyle(style) { $0.makeBody(configuration: $1) }.inside($0)
    }
  }
}
