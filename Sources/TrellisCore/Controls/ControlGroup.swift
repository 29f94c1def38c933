/// Related controls shown as one: buttons joined side by side in a single rounded bezel, as in a
/// macOS toolbar.
///
/// ```swift
/// ControlGroup {
///     Button("Decrease", systemImage: "minus") { count -= 1 }
///     Button("Increase", systemImage: "plus") { count += 1 }
/// }
/// ```
/// With `.controlGroupStyle(.menu)` or `.compactMenu`, a group with a label is a `Menu` of its
/// controls; the other styles join them.
public struct ControlGroup<Content: View>: View {
  private let content: Content
  @Environment(\.controlGroupStyleKind) private var style

  /// A group of the controls `content` makes.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The controls joined in one bezel, or a menu of them in a menu style.
  public var body: some View {
    if let labeled = content as? any ControlGroupMenuConvertible, style == .menu {
      labeled.menu
    } else {
      ControlGroupLayout {
        content
      }
      .buttonStyle(ControlGroupSegmentStyle())
      .background(Color.primary.opacity(0.14))
      .clipShape(RoundedRectangle(cornerRadius: 7))
    }
  }
}

/// The content of a `ControlGroup` with a label, which menu styles show.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label

  /// The group's controls.
  public var body: some View { content }
}

/// A labeled group's content that can become a menu.
@MainActor protocol ControlGroupMenuConvertible {
  var menu: AnyView { get }
}

extension LabeledControlGroupContent: ControlGroupMenuConvertible {
  var menu: AnyView {
    AnyView(
      Menu {
        content
      } label: {
        label
      })
  }
}

extension ControlGroup {
  /// A group of the controls `content` makes, named by `label` (shown when a menu style makes it
  /// a menu).
  public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
  where Content == LabeledControlGroupContent<C, L> {
    self.content = LabeledControlGroupContent(content: content(), label: label())
  }

  /// A group named `title`.
  public init<C: View>(_ title: LocalizedStringKey, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(title) }
  }

  /// A group named `title`, with a symbol.
  public init<C: View>(_ title: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
  where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) {
      Label {
        Text(title)
      } icon: {
        Image(systemName: systemImage)
      }
    }
  }
}

/// The row of a control group: each control at its ideal width, all as tall as the tallest, 1
/// point apart so that the bezel behind shows as dividers.
struct ControlGroupLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    let width = sizes.reduce(0) { $0 + $1.width } + CGFloat(max(0, sizes.count - 1))
    return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    var x = bounds.minX
    for subview in subviews {
      let width = subview.sizeThatFits(.unspecified).width
      subview.place(
        at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
      x += width + 1
    }
  }
}

/// A segment of a control group: the label on the neutral bezel, darker while hovered or pressed.
struct ControlGroupSegmentStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    ControlGroupSegment(configuration: configuration)
  }
}

struct ControlGroupSegment: View {
  let configuration: ButtonStyleConfiguration
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.isControlHovered) private var isHovered
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.controlSize) private var controlSize

  private var padding: EdgeInsets {
    switch controlSize {
    case .mini: EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
    case .small: EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
    case .regular: EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    case .large, .extraLarge: EdgeInsets(top: 8, leading: 14, bottom: 8, trailing: 14)
    }
  }

  private var fill: Color {
    StandardButtonBody.neutralFill(
      dark: colorScheme == .dark, pressed: configuration.isPressed, hovered: isHovered)
  }

  var body: some View {
    configuration.label
      .foregroundColor(.primary)
      .padding(padding)
      .frame(minWidth: 30, maxHeight: .infinity)
      .background(fill)
      .opacity(isEnabled ? 1 : 0.42)
  }
}
