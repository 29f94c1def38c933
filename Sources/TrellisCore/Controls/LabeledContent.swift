/// A label with a value: the label on the leading side, the value at the trailing edge in the
/// secondary color, as a row of a form shows a setting it does not let you change.
///
/// ```swift
/// Form {
///     LabeledContent("Version", value: "2.4.1")
///     LabeledContent("Storage") { Text("12.3 GB") }
/// }
/// ```
public struct LabeledContent<Label: View, Content: View> {
  let label: Label
  let content: Content
  @Environment(\.labeledContentStyle) private var style

  /// A row with a custom label and content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }
}

extension LabeledContent where Label == Text {
  /// A row with a text label and custom content.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A row with a text label and a text value.
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
  /// Labeled content made from a style's configuration, in the style in effect around that
  /// style: a style that only adds to the usual look makes its body with this.
  ///
  /// ```swift
  /// struct Boxed: LabeledContentStyle {
  ///     func makeBody(configuration: Configuration) -> some View {
  ///         LabeledContent(configuration).padding(4).border(.gray)
  ///     }
  /// }
  /// ```
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.label = configuration.label
    self.content = configuration.content
  }
}

extension LabeledContent: View {
  /// The view's content.
  public var body: some View {
    if let style {
      // The style's body is in the style around it; the label and content keep this one.
      style.makeBody(
        LabeledContentStyleConfiguration(
          label: LabeledContentStyleConfiguration.Label(
            content: AnyView(label.environment(\.labeledContentStyle, style))),
          content: LabeledContentStyleConfiguration.Content(
            content: AnyView(content.environment(\.labeledContentStyle, style))))
      )
      .environment(\.labeledContentStyle, style.outer)
    } else {
      LabeledContentRow(label: label, content: content)
    }
  }
}

/// Lays out a labeled value: the label, room to spare, then the value at the trailing edge. A
/// hidden label leaves the value alone at the leading edge, as hidden control labels do.
struct LabeledContentRow<LabelContent: View, Content: View>: View {
  let label: LabelContent
  let content: Content
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.isFormColumnsCells) private var isFormColumnsCells

  var body: some View {
    if labelsHidden {
      value
    } else if isFormColumnsCells {
      label.formCell(.label)
      content.foregroundStyle(.secondary).formCell(.control)
    } else {
      // In a narrow row the label keeps to one line while it can, as in a macOS form, and the
      // value takes the rest of the row, at its trailing edge, wrapping only when that is too
      // little. (A spacer between them would take half of what the label leaves.)
      HStack(alignment: .firstTextBaseline, spacing: 20) {
        label.layoutPriority(1)
        value.frame(maxWidth: .infinity, alignment: .trailing)
      }
    }
  }

  private var value: some View {
    content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
  }
}
