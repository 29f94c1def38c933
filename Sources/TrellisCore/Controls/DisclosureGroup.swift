/// A label with a chevron that shows or hides content below it. A click on the label row, or
/// Space while it is focused, expands or collapses it; the right and left arrows expand and
/// collapse. Changes made in `withAnimation` animate the chevron and the content.
///
/// ```swift
/// DisclosureGroup("Advanced") {
///     Toggle("Verbose logging", isOn: $verbose)
/// }
/// DisclosureGroup(isExpanded: $showsDetails) {
///     Text(details)
/// } label: {
///     Label("Details", systemImage: "info.circle")
/// }
/// ```
public struct DisclosureGroup<Label: View, Content: View> {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var storedIsExpanded = false
  @Environment(\.disclosureGroupStyle) private var style

  /// A disclosure group that keeps whether it is expanded itself, starting collapsed.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = nil
  }

  /// A disclosure group expanded while `isExpanded` is true.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded
  }
}

extension DisclosureGroup where Label == Text {
  /// A disclosure group with a text label that keeps whether it is expanded itself.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A disclosure group with a text label, expanded while `isExpanded` is true.
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

extension DisclosureGroup: View {
  /// The view's content.
  public var body: some View {
    let isExpanded = self.isExpanded ?? $storedIsExpanded
    if let style {
      // The group's own views keep this style, so that groups nested in it look like it.
      style.makeBody(
        DisclosureGroupStyleConfiguration(
          label: DisclosureGroupStyleConfiguration.Label(
            content: AnyView(label.environment(\.disclosureGroupStyle, style))),
          content: DisclosureGroupStyleConfiguration.Content(
            content: AnyView(content.environment(\.disclosureGroupStyle, style))),
          isExpanded: isExpanded)
      )
      .environment(\.disclosureGroupStyle, style.outer)
    } else {
      DisclosureGroupBody(isExpanded: isExpanded, label: label, content: content)
    }
  }
}

/// The default look of a disclosure group: the chevron and label row, with the content below it
/// while expanded.
struct DisclosureGroupBody<Label: View, Content: View>: View {
  let isExpanded: Binding<Bool>
  let label: Label
  let content: Content

  var body: some View {
    VStack(alignment: .leading, spacing: DisclosureHeaderNode.contentGap) {
      DisclosureHeader(isExpanded: isExpanded, label: AnyView(label))
      if isExpanded.wrappedValue {
        // Content lines up with the label's text, not with the chevron.
        VStack(alignment: .leading) { content }
          .padding(.leading, DisclosureHeaderNode.indent)
      }
    }
  }
}
