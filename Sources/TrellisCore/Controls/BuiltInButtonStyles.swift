/// The default button look: a neutral rounded button.
public struct DefaultButtonStyle: ButtonStyle {
  /// The default style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    DefaultButtonBody(configuration: configuration)
  }
}

/// A button with a tinted, rounded background and a label in the tint color.
public struct BorderedButtonStyle: ButtonStyle {
  /// The bordered style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    StandardButtonBody(configuration: configuration, kind: .tinted)
  }
}

/// A button filled with the tint color and a white label: for the main action.
public struct BorderedProminentButtonStyle: ButtonStyle {
  /// The prominent style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    StandardButtonBody(configuration: configuration, kind: .prominent)
  }
}

/// A button that shows its label in the tint color, with no background.
public struct BorderlessButtonStyle: ButtonStyle {
  /// The borderless style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    StandardButtonBody(configuration: configuration, kind: .borderless)
  }
}

/// A button that shows its label as it is, dimmed while pressed.
public struct PlainButtonStyle: ButtonStyle {
  /// The plain style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    PlainButtonBody(configuration: configuration)
  }
}

extension ButtonStyle where Self == DefaultButtonStyle {
  /// The default look.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension ButtonStyle where Self == BorderedButtonStyle {
  /// A tinted, rounded background.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle {
  /// Filled with the tint color.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension ButtonStyle where Self == BorderlessButtonStyle {
  /// No background; the label in the tint color.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension ButtonStyle where Self == PlainButtonStyle {
  /// The label as it is.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The view of the built-in button styles, in light and dark, with hover, press, focus and
/// disabled states.
struct StandardButtonBody: View {
  enum Kind { case neutral, tinted, prominent, borderless }

  let configuration: ButtonStyleConfiguration
  let kind: Kind
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.isControlHovered) private var isHovered
  @Environment(\.isControlFocused) private var isFocused
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.controlSize) private var controlSize
  @Environment(\.tint) private var tint
  @Environment(\.buttonBorderShape) private var borderShape

  private var accent: Color {
    if configuration.role == .destructive { return .red }
    return tint ?? .accentColor
  }

  private var padding: EdgeInsets {
    switch controlSize {
    case .mini: EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
    case .small: EdgeInsets(top: 4, leading: 9, bottom: 4, trailing: 9)
    case .regular: EdgeInsets(top: 7, leading: 16, bottom: 7, trailing: 16)
    case .large, .extraLarge: EdgeInsets(top: 10, leading: 18, bottom: 10, trailing: 18)
    }
  }

  private var fill: Color {
    let dark = colorScheme == .dark
    let pressed = configuration.isPressed
    switch kind {
    case .neutral:
      return Self.neutralFill(dark: dark, pressed: pressed, hovered: isHovered)
    case .tinted:
      return accent.opacity(pressed ? 0.30 : (isHovered ? 0.20 : (dark ? 0.18 : 0.12)))
    case .prominent:
      return pressed ? accent.opacity(0.75) : (isHovered ? accent.opacity(0.88) : accent)
    case .borderless:
      return .clear
    }
  }

  /// The gray of a neutral bezel, darker (lighter in dark mode) while hovered or pressed.
  static func neutralFill(dark: Bool, pressed: Bool, hovered: Bool) -> Color {
    let delta = pressed ? (dark ? 0.10 : -0.10) : (hovered ? (dark ? 0.05 : -0.04) : 0)
    return Color(white: (dark ? 0.30 : 0.925) + delta)
  }

  private var labelStyle: Color {
    switch kind {
    // A destructive button's label is red on its gray bezel, as macOS and GTK mark it.
    case .neutral: configuration.role == .destructive ? .red : .primary
    case .tinted, .borderless: accent
    case .prominent: .white
    }
  }

  private var isCircle: Bool { borderShape.kind == .circle }

  /// The focus ring's shape, just outside the background's.
  private var ringShape: ButtonBorderShape {
    if case .roundedRectangle(let radius) = borderShape.kind { return .roundedRectangle(radius: radius + 1) }
    return borderShape
  }

  var body: some View {
    bezelContent
      .background(fill, in: Bezel(border: borderShape))
      .overlay {
        if isFocused {
          Bezel(border: ringShape).inset(by: -1.5).stroke(accent.opacity(0.55), lineWidth: 2.5)
        }
      }
      .opacity(isEnabled ? (kind == .borderless && configuration.isPressed ? 0.6 : 1) : 0.42)
  }

  /// The padded label, in a square for a circular bezel.
  private var bezelContent: some View {
    SquareLayout(isSquare: isCircle && kind != .borderless) {
      configuration.label.foregroundColor(labelStyle).padding(labelPadding)
    }
  }

  private var labelPadding: EdgeInsets {
    if kind == .borderless { return EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2) }
    // A circle is as wide as tall: its label gets the same room on every side.
    if isCircle {
      return EdgeInsets(top: padding.top, leading: padding.top, bottom: padding.top, trailing: padding.top)
    }
    return padding
  }
}

/// The automatic style: neutral, or prominent for the window's default button, as on macOS.
struct DefaultButtonBody: View {
  let configuration: ButtonStyleConfiguration
  @Environment(\.keyboardShortcut) private var shortcut

  var body: some View {
    StandardButtonBody(configuration: configuration, kind: shortcut == .defaultAction ? .prominent : .neutral)
  }
}

/// The plain style's view: the label as it is, dimmed while pressed or disabled.
struct PlainButtonBody: View {
  let configuration: ButtonStyleConfiguration
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    configuration.label.opacity(isEnabled ? (configuration.isPressed ? 0.55 : 1) : 0.42)
  }
}

/// Makes its one subview's frame square, as large as its longer side, when `isSquare`: a circular
/// button's bezel then circles the label. Otherwise it passes its proposal and place through.
struct SquareLayout: Layout {
  let isSquare: Bool

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let subview = subviews.first else { return .zero }
    let size = subview.sizeThatFits(proposal)
    guard isSquare else { return size }
    let side = max(size.width, size.height)
    return CGSize(width: side, height: side)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let subview = subviews.first else { return }
    guard isSquare else { return subview.place(at: bounds.origin, proposal: proposal) }
    subview.place(
      at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
  }
}

/// A button's bezel in its border shape. Named apart from `ButtonBorderShape`, since tools find
/// buttons in the layout tree by "Button" in their type names.
struct Bezel: InsettableShape {
  let border: ButtonBorderShape

  func path(in rect: CGRect) -> Path { border.path(in: rect) }

  func inset(by amount: CGFloat) -> Bezel { Bezel(border: border.inset(by: amount)) }
}
