/// One tab's button in a `TabView`'s bar: it shows the tab's label and selects the tab when
/// clicked, or activated with Space or Return while focused, as a button is. In the page style
/// it is one of the dots below the pages instead, and the arrows step from page to page.
final class TabButtonNode: ControlNode {
  unowned let tabView: TabViewNode
  let index: Int
  /// Whether this tab is shown; its segment is then filled with the accent color.
  var isSelected = false {
    didSet { if isSelected != oldValue { controlStateDidChange() } }
  }

  static let radius: CGFloat = 7
  private static let horizontalPadding: CGFloat = 12
  private static let verticalPadding: CGFloat = 5

  init(tabView: TabViewNode, index: Int) {
    self.tabView = tabView
    self.index = index
    super.init(parent: tabView)
  }

  // The selected tab's label is drawn in white on the accent color, as a prominent button's is.
  override var environmentForChildren: EnvironmentValues {
    var values = super.environmentForChildren
    if isSelected { values.foregroundStyle = AnyShapeStyle(Color.white) }
    return values
  }

  /// The side of a page dot's square, in which it is centered.
  static let dotCell: CGFloat = 16
  private static let dotDiameter: CGFloat = 7

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if tabView.isPaged { return CGSize(width: Self.dotCell, height: Self.dotCell) }
    let label = super.computeSize(.unspecified)
    return CGSize(
      width: label.width + Self.horizontalPadding * 2,
      height: max(label.height, 14) + Self.verticalPadding * 2)
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    // A page dot shows no label.
    guard !tabView.isPaged else { return }
    for node in subviews {
      let size = node.sizeThatFits(.unspecified)
      let origin = CGPoint(
        x: (rect.midX - size.width / 2).rounded(), y: (rect.midY - size.height / 2).rounded())
      node.place(in: CGRect(origin: origin, size: size), proposal: .unspecified)
    }
  }

  // Hidden page dots (`indexDisplayMode: .never`) are out of Tab's way.
  override var acceptsFocus: Bool { tabView.isPaged ? !frame.isEmpty : super.acceptsFocus }

  override func pointerUp(at point: CGPoint, inside: Bool) {
    super.pointerUp(at: point, inside: inside)
    if inside { tabView.select(index) }
  }

  override func keyDown(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .space, .returnKey:
      tabView.select(index)
      return true
    case .left where tabView.isPaged && event.modifiers.isEmpty,
      .right where tabView.isPaged && event.modifiers.isEmpty:
      let step = (event.key == .right) == (environment.layoutDirection == .leftToRight) ? 1 : -1
      tabView.select(index + step, focusing: true)
      return true
    default:
      return false
    }
  }

  override func drawControl(into list: inout DisplayListBuilder) {
    guard !tabView.isPaged else { return drawDot(into: &list) }
    let palette = self.palette
    let segment = frame.insetBy(dx: 2, dy: 2)
    if isSelected {
      let fill = isPressed ? palette.accent.withOpacity(0.8) : palette.accent
      ControlDrawing.fill(segment, radius: Self.radius - 2, fill, into: &list)
    } else if isPressed || (isHovered && environment.isEnabled) {
      ControlDrawing.fill(
        segment, radius: Self.radius - 2, palette.bezelFill(hovered: isHovered, pressed: isPressed),
        into: &list)
    }
    super.drawControl(into: &list)
    if isFocused {
      ControlDrawing.focusRing(around: frame, radius: Self.radius, palette: palette, into: &list)
    }
  }

  /// A page dot: the shown page's in the primary color, the others faint.
  private func drawDot(into list: inout DisplayListBuilder) {
    let palette = self.palette
    let d = Self.dotDiameter
    let dot = CGRect(x: frame.midX - d / 2, y: frame.midY - d / 2, width: d, height: d)
    let opacity = isSelected ? 0.85 : (isPressed ? 0.6 : (isHovered && environment.isEnabled ? 0.45 : 0.3))
    list.append(.fill(Path(ellipseIn: dot), .color(palette.primary.withOpacity(opacity)), eoFill: false))
    if isFocused {
      ControlDrawing.focusRing(around: frame.insetBy(dx: 1, dy: 1), radius: d, palette: palette, into: &list)
    }
  }

  override var typeName: String {
    if tabView.isPaged { return isSelected ? "PageDot (selected)" : "PageDot" }
    return isSelected ? "TabButton (selected)" : "TabButton"
  }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    guard tabView.isPaged else { return super.layoutTreeNodes() }
    return [LayoutTreeNode(type: typeName, frame: frame)]
  }
}
