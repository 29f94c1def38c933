/// A box that groups related content: a rounded, lightly filled panel with an optional label
/// above it. The box is as wide as it is offered; content sits at its leading edge.
///
/// ```swift
/// GroupBox("Account") {
///     LabeledContent("Plan", value: "Family")
///     Toggle("Renew automatically", isOn: $renews)
/// }
/// ```
public struct GroupBox<Label: View, Content: View> {
  let label: Label?
  let content: Content
  @Environment(\.groupBoxStyle) private var style

  /// A box with a custom label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }
}

extension GroupBox where Label == EmptyView {
  /// A box with no label.
  public init(@ViewBuilder content: () -> Content) {
    self.label = nil
    self.content = content()
  }
}

extension GroupBox where Label == Text {
  /// A box with a text label.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension GroupBox
where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// A group box made from a style's configuration, in the style in effect around that style: a
  /// style that only adds to the usual look makes its body with this.
  ///
  /// ```swift
  /// struct Raised: GroupBoxStyle {
  ///     func makeBody(configuration: Configuration) -> some View {
  ///         GroupBox(configuration).shadow(radius: 3)
  ///     }
  /// }
  /// ```
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.label = configuration.hasLabel ? configuration.label : nil
    self.content = configuration.content
  }
}

extension GroupBox: View {
  /// The view's content.
  public var body: some View {
    if let style {
      // The style's body is in the style around it; the box's own views keep this one, so that
      // group boxes inside them look like this one.
      style.makeBody(
        GroupBoxStyleConfiguration(
          label: GroupBoxStyleConfiguration.Label(
            content: AnyView(label.environment(\.groupBoxStyle, style))),
          content: GroupBoxStyleConfiguration.Content(
            content: AnyView(VStack(alignment: .leading) { content }.environment(\.groupBoxStyle, style))),
          hasLabel: label != nil)
      )
      .environment(\.groupBoxStyle, style.outer)
    } else {
      GroupBoxPanel(label: label, content: VStack(alignment: .leading) { content })
    }
  }
}

/// The default group box: the label above a rounded panel that holds the content.
struct GroupBoxPanel<Label: View, Content: View>: View {
  let label: Label?
  let content: Content

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      if let label {
        // Inset a little, as form section headers are, so the title reads as the box's own.
        label.font(.callout.weight(.semibold)).padding(.leading, 4)
      }
      content
        .padding(10)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(GroupBoxBackground())
    }
  }
}

/// The rounded panel behind a group box's content.
struct GroupBoxBackground: PrimitiveView {
  static func _makeNode(_ view: Self, parent: _Node) -> _Node { GroupBoxBackgroundNode(parent: parent) }

  static func _updateNode(_ node: _Node, with view: Self) {}
}

/// Draws a group box's panel in the palette's colors; it takes whatever size it is offered.
final class GroupBoxBackgroundNode: LayoutNode {
  static let cornerRadius: CGFloat = 8

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
  }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    super.environmentDidChange(newEnvironment)
    graph.setNeedsDisplay(frame)
  }

  override func draw(into list: inout DisplayListBuilder) {
    let palette = ControlPalette(environment)
    ControlDrawing.fill(frame, radius: Self.cornerRadius, palette.groupBoxFill, into: &list)
    ControlDrawing.hairline(frame, radius: Self.cornerRadius, palette.groupBoxBorder, into: &list)
  }

  override var typeName: String { "GroupBox" }
}

extension ControlPalette {
  /// The fill of a group box: a faint tint of the text color, so it reads on any background.
  var groupBoxFill: Color.Resolved {
    resolve(isDark ? Color(white: 1, opacity: 0.05) : Color(white: 0, opacity: 0.035))
  }

  /// The hairline around a group box, quieter than a field's.
  var groupBoxBorder: Color.Resolved {
    resolve(isDark ? Color(white: 1, opacity: 0.09) : Color(white: 0, opacity: 0.09))
  }
}
