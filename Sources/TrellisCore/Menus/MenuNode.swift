/// The node of a `Menu`: a pop-up button that opens its items in a `MenuPanelNode`. Inside an
/// open menu it is a submenu row instead: its label alone, opened by the panel; in a menu bar,
/// a title.
final class MenuNode: ControlNode {
  private var items = AnyView(EmptyView())
  private var primaryAction: (() -> Void)?
  /// The open panel of this menu's items.
  private(set) var submenuPanel: MenuPanelNode?
  private var pressPoint = CGPoint.zero
  /// Whether the press went down on the label of a menu with a primary action.
  private var pressRunsPrimaryAction = false

  private static let leading: CGFloat = 10
  private static let trailing: CGFloat = 26
  private static let radius: CGFloat = 6

  func update(label: AnyView, items: AnyView, primaryAction: (() -> Void)?) {
    setContent(label)
    self.items = items
    self.primaryAction = primaryAction
    submenuPanel?.setContent(items)
    if let menuBar {
      menuBar.register(self)
      graph.menuBar = menuBar
    }
    graph.setNeedsDisplay(frame)
  }

  var isOpen: Bool { submenuPanel != nil }
  private var isRow: Bool { environment.isInsideMenu }
  /// The menu bar this menu is a title of.
  var menuBar: MenuBarCoordinator? { isRow ? nil : environment.menuBarCoordinator }
  private var isBarTitle: Bool { menuBar != nil }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    let old = environment
    super.environmentDidChange(newEnvironment)
    submenuPanel?.environmentDidChange(environmentForChildren)
    menuBar?.register(self)
    if old.menuIsBorderless != environment.menuIsBorderless || old.controlSize != environment.controlSize
      || old.menuIndicator != environment.menuIndicator
      || (old.menuBarCoordinator == nil) != (environment.menuBarCoordinator == nil)
    {
      invalidateLayout()
    }
    if !environment.isEnabled { closeMenu() }
  }

  override func dispose() {
    closeMenu()
    super.dispose()
  }

  // MARK: Opening and closing

  func openMenu() {
    guard submenuPanel == nil, environment.isEnabled else { return }
    let isBarTitle = self.isBarTitle
    let panel = MenuPanelNode(
      owner: self, items: items,
      anchor: { [unowned self] in isBarTitle ? .menuBarTitle(frame) : .below(frame) }, parentPanel: nil,
      dismiss: { [weak self] in self?.closeMenu() })
    panel.barTitle = isBarTitle ? self : nil
    submenuPanel = panel
    panel.present()
    controlStateDidChange()
  }

  /// Opens this menu's items as a submenu of `parent`, beside the row at `row`.
  func openSubmenu(of parent: MenuPanelNode, beside row: CGRect) {
    guard submenuPanel == nil else { return }
    let panel = MenuPanelNode(
      owner: self, items: items, anchor: { .beside(row) }, parentPanel: parent, dismiss: parent.dismiss)
    submenuPanel = panel
    panel.present()
  }

  func closeMenu() {
    guard let panel = submenuPanel else { return }
    submenuPanel = nil
    panel.tearDown()
    if isAlive { controlStateDidChange() }
  }

  // MARK: Layout

  private var verticalPadding: CGFloat {
    switch environment.controlSize {
    case .mini: 1
    case .small: 3
    case .regular: 5
    case .large, .extraLarge: 8
    }
  }

  private var leading: CGFloat {
    if isBarTitle { return 9 }
    return environment.menuIsBorderless ? 4 : Self.leading
  }

  /// Whether the chevron shows: `.menuIndicator(.hidden)` leaves it out, and titles in a menu
  /// bar have none.
  private var showsIndicator: Bool { environment.menuIndicator != .hidden && !isBarTitle }

  /// The room after the label: the chevron's, or as much as before the label without it.
  private var trailing: CGFloat { showsIndicator ? Self.trailing : leading }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let label = super.computeSize(.unspecified)
    if isRow { return label }
    let padding = isBarTitle ? 3 : verticalPadding
    return CGSize(width: label.width + leading + trailing, height: max(label.height, 14) + padding * 2)
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    let rightToLeft = environment.layoutDirection == .rightToLeft
    for node in subviews {
      let size = node.sizeThatFits(.unspecified)
      let inset = isRow ? 0 : leading
      let x = rightToLeft ? rect.maxX - inset - size.width : rect.minX + inset
      node.place(
        in: CGRect(x: x, y: (rect.midY - size.height / 2).rounded(), width: size.width, height: size.height),
        proposal: .unspecified)
    }
  }

  // MARK: Input

  // Menu bar titles are reached with the pointer, or from an open menu with Left and Right, as
  // in other desktop apps: not in the Tab order of the window's controls.
  override var acceptsFocus: Bool { !isRow && !isBarTitle }

  /// Whether `point` lies on the chevron, which opens the menu of a button with a primary action.
  private func isOnChevron(_ point: CGPoint) -> Bool {
    guard showsIndicator else { return false }
    return environment.layoutDirection == .rightToLeft
      ? point.x < frame.minX + Self.trailing : point.x > frame.maxX - Self.trailing
  }

  override func pointerDown(at point: CGPoint) {
    pressPoint = point
    setPressed(true)
    pressRunsPrimaryAction = primaryAction != nil && !isOnChevron(point)
    if !pressRunsPrimaryAction { openMenu() }
  }

  override func pointerUp(at point: CGPoint, inside: Bool) {
    setPressed(false)
    if pressRunsPrimaryAction {
      pressRunsPrimaryAction = false
      if inside, environment.isEnabled { primaryAction?() }
      return
    }
    // A press dragged onto an item of the menu it opened chooses that item on release.
    if let panel = submenuPanel, hypot(point.x - pressPoint.x, point.y - pressPoint.y) > 4,
      let row = panel.row(at: point)
    {
      panel.choose(row)
    }
  }

  override func keyDown(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .space, .returnKey:
      if let primaryAction { primaryAction() } else { openAndHighlight() }
    case .down:
      openAndHighlight()
    default:
      return false
    }
    return true
  }

  private func openAndHighlight() {
    openMenu()
    submenuPanel?.moveHighlight(by: 1)
  }

  // MARK: Drawing

  override func drawControl(into list: inout DisplayListBuilder) {
    if isRow { return super.drawControl(into: &list) }
    let palette = self.palette
    if isBarTitle {
      if isOpen || isHovered { ControlDrawing.fill(frame, radius: 5, palette.rowHighlight, into: &list) }
      return super.drawControl(into: &list)
    }
    if !environment.menuIsBorderless {
      ControlDrawing.fill(
        frame, radius: Self.radius, palette.bezelFill(hovered: isHovered, pressed: isPressed || isOpen),
        into: &list)
    }
    super.drawControl(into: &list)
    if showsIndicator {
      drawIndicator(palette: palette, into: &list)
    }
    if isFocused {
      ControlDrawing.focusRing(around: frame, radius: Self.radius, palette: palette, into: &list)
    }
  }

  /// The chevron, and the line between it and the label of a menu with a primary action.
  private func drawIndicator(palette: ControlPalette, into list: inout DisplayListBuilder) {
    let rightToLeft = environment.layoutDirection == .rightToLeft
    let x = rightToLeft ? frame.minX + 13 : frame.maxX - 13
    if primaryAction != nil, !environment.menuIsBorderless {
      let divider = CGRect(
        x: rightToLeft ? frame.minX + Self.trailing : frame.maxX - Self.trailing - 1, y: frame.minY + 6,
        width: 1, height: max(0, frame.height - 12))
      list.append(.fill(Path(divider), .color(palette.border()), eoFill: false))
    }
    ControlDrawing.chevron(at: CGPoint(x: x, y: frame.midY), size: 7, palette.secondary, into: &list)
  }

  override var typeName: String { isRow ? "Submenu" : isBarTitle ? "MenuBarItem" : "Menu" }
}
