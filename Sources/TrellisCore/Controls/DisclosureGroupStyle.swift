/// The look of a `DisclosureGroup`, given its label, its content and whether it is expanded. A
/// custom style shows the content itself while `isExpanded` is true, and sets it to expand or
/// collapse the group.
///
/// ```swift
/// struct PlusMinus: DisclosureGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             Button {
///                 withAnimation { configuration.isExpanded.toggle() }
///             } label: {
///                 HStack {
///                     configuration.label
///                     Spacer()
///                     Text(configuration.isExpanded ? "−" : "+")
///                 }
///             }
///             .buttonStyle(.plain)
///             if configuration.isExpanded { configuration.content }
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  /// The type of the disclosure group's view.
  associatedtype Body: View
  /// The properties of a disclosure group.
  typealias Configuration = DisclosureGroupStyleConfiguration
  /// The disclosure group's view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``DisclosureGroupStyle`` gets to build a disclosure group from.
@MainActor
public struct DisclosureGroupStyleConfiguration {
  /// The label of the disclosure group.
  public struct Label: View {
    let content: AnyView
    /// The view's content.
    public var body: some View { content }
  }

  /// The content the disclosure group shows or hides.
  public struct Content: View {
    let content: AnyView
    /// The view's content.
    public var body: some View { content }
  }

  /// The label of the disclosure group.
  public let label: Label
  /// The content the disclosure group shows or hides.
  public let content: Content
  /// Whether the disclosure group is expanded; setting it expands or collapses the group.
  @Binding public var isExpanded: Bool

  init(label: Label, content: Content, isExpanded: Binding<Bool>) {
    self.label = label
    self.content = content
    self._isExpanded = isExpanded
  }
}

/// The default look: a chevron beside the label, which turns down as the content shows below it.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
  /// The default style.
  public init() {}

  /// The chevron and label row, with the content below it while expanded.
  public func makeBody(configuration: Configuration) -> some View {
    DisclosureGroupBody(
      isExpanded: configuration.$isExpanded, label: configuration.label, content: configuration.content)
  }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// The default look: a chevron beside the label.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// A disclosure group style of the app's, type-erased.
typealias AnyDisclosureGroupStyle = ErasedStyle<DisclosureGroupStyleConfiguration>

struct DisclosureGroupStyleKey: EnvironmentKey {
  static let defaultValue: AnyDisclosureGroupStyle? = nil
}

extension EnvironmentValues {
  var disclosureGroupStyle: AnyDisclosureGroupStyle? {
    get { self[DisclosureGroupStyleKey.self] }
    set { self[DisclosureGroupStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the look of disclosure groups in this view.
  ///
  /// ```swift
  /// DisclosureGroup("Advanced") { Toggle("Verbose", isOn: $verbose) }
  ///     .disclosureGroupStyle(PlusMinus())
  /// ```
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    transformEnvironment(\.disclosureGroupStyle) {
      $0 = AnyDisclosureGroupStyle(style) { $0.makeBody(configuration: $1) }.inside($0)
    }
  }
}
