/// An open menu: a panel listing the items of a `Menu`, a `.contextMenu` or a submenu, drawn
/// over the window's content. The items are made when the menu opens, as its own content, and
/// go when it closes.
///
/// While it is open it takes every click and, having keyboard focus, every key: a click on an
/// item chooses it, one outside closes the whole menu; arrows move the highlight, Return or
/// Space chooses, Escape closes, Right and Left open and close submenus.
final class MenuPanelNode: LayoutNode, InteractiveNode {
  private let anchor: () -> MenuAnchor
  /// Closes the whole menu, submenus and all: its owner's `closeMenu`.
  let dismiss: () -> Void
  /// The menu this one is a submenu of.
  private(set) weak var parentPanel: MenuPanelNode?
  /// The nested `Menu` whose submenu is open.
  private weak var openSubmenu: MenuNode?
  /// The menu bar title this panel opened from, if it did.
  weak var barTitle: MenuNode?
  private weak var previousFocus: LayoutNode?
  /// The row under the pointer or moved to with the arrow keys.
  var highlighted: Int? {
    didSet { if highlighted != oldValue { graph.setNeedsDisplay(panel) } }
  }
  /// The panel's rectangle and its rows' (root coordinates), from the last placement.
  private(set) var panel = CGRect.zero
  private(set) var rows: [CGRect] = []
  /// Each row's keyboard shortcut, as drawn at its trailing end, and where.
  private var shortcuts: [(label: TextRequest, frame: CGRect)?] = []

  nonisolated static let inset: CGFloat = 5
  private static let leading: CGFloat = 12
  private static let trailing: CGFloat = 16
  private static let submenuColumn: CGFloat = 18
  private static let minimumWidth: CGFloat = 120
  /// The room a checkmark takes before the labels of a menu with toggles.
  private static let checkColumn: CGFloat = 18
  /// The room between an item's label and its shortcut.
  private static let shortcutGap: CGFloat = 28

  init(
    owner: _Node, items: AnyView, anchor: @escaping () -> MenuAnchor, parentPanel: MenuPanelNode?,
    dismiss: @escaping () -> Void
  ) {
    self.anchor = anchor
    self.dismiss = dismiss
    self.parentPanel = parentPanel
    super.init(parent: owner)
    setContent(items)
  }

  // Items are rows with no bezel, and a button chosen here never dismisses an alert around
  // the menu.
  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.isInsideMenu = true
    // A menu inside a container's content shows its own sections.
    values.resolvesSectionsAsParts = false
    values.buttonStyle = AnyButtonStyle(MenuItemButtonStyle())
    values.presentationButtonDismiss = nil
    values.menuBarCoordinator = nil
    values.toggleStyle = AnyToggleStyle(MenuItemToggleStyle())
    return values
  }

  /// Shows the panel above everything and gives it keyboard focus.
  func present() {
    previousFocus = graph.focusedNode
    graph.root.popups.append(self)
    graph.pointerObservers.add(self)
    graph.setFocus(self)
  }

  /// Removes the panel (and its open submenu), handing focus back to where it was.
  func tearDown() {
    closeSubmenu()
    graph.pointerObservers.remove(self)
    graph.root.popups.removeAll { $0 === self }
    if graph.focusedNode === self {
      graph.setFocus(previousFocus?.isAlive == true ? previousFocus : nil)
    }
    graph.setNeedsDisplay(panel)
    dispose()
  }

  /// The rows: the views of the content, a picker's options each a row of their own.
  var items: [LayoutNode] {
    subviews.flatMap { view in Self.pickerOptions(in: view)?.options.map(\.node) ?? [view] }
  }

  /// The options of the picker `view` is, through modifiers around it (`.pickerStyle`…).
  private static func pickerOptions(in view: LayoutNode) -> PickerOptionsNode? {
    var current = view
    while true {
      if let picker = current as? PickerOptionsNode { return picker }
      let inner = current.subviews
      guard inner.count == 1 else { return nil }
      current = inner[0]
    }
  }

  func row(at point: CGPoint) -> Int? {
    guard panel.contains(point) else { return nil }
    return rows.firstIndex { $0.contains(point) }
  }

  // MARK: Choosing

  /// Chooses row `index`: runs a button's action or flips a toggle after closing the menu
  /// (unless `.menuActionDismissBehavior(.disabled)` keeps it open), or opens a submenu.
  func choose(_ index: Int) {
    let items = self.items
    guard items.indices.contains(index) else { return }
    let kind = MenuItemKind(items[index])
    guard kind.isSelectable else { return }
    // Closed first, as in SwiftUI, so that what the action presents is not under the menu. The
    // control's own environment holds a behavior set on it as well as around the menu.
    func dismiss(unlessKeptOpenBy control: LayoutNode) {
      if control.environment.menuActionDismissBehavior.dismisses { self.dismiss() }
    }
    switch kind {
    case .action(let button):
      dismiss(unlessKeptOpenBy: button)
      button.activate()
    case .toggle(let toggle):
      dismiss(unlessKeptOpenBy: toggle)
      toggle.flip()
    case .option(let picker, let tag):
      dismiss(unlessKeptOpenBy: picker)
      picker.select(tag)
    case .submenu:
      openSubmenu(at: index)
    case .divider, .inert:
      break
    }
  }

  private func openSubmenu(at index: Int) {
    guard case .submenu(let menu) = MenuItemKind(items[index]), menu.environment.isEnabled else { return }
    if openSubmenu === menu { return }
    closeSubmenu()
    let row = rows[index]
    openSubmenu = menu
    menu.openSubmenu(of: self, beside: row)
  }

  /// Closes the open submenu, if any; focus comes back here.
  func closeSubmenu() {
    openSubmenu?.closeMenu()
    openSubmenu = nil
  }

  func moveHighlight(by step: Int) {
    let items = self.items
    guard !items.isEmpty else { return }
    var index = highlighted ?? (step > 0 ? -1 : items.count)
    for _ in items.indices {
      index += step
      guard items.indices.contains(index) else { return }
      if MenuItemKind(items[index]).isSelectable {
        highlighted = index
        return
      }
    }
  }

  // MARK: Layout

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  private static func height(of kind: MenuItemKind, size: CGSize, shown: Bool) -> CGFloat {
    guard shown else { return 0 }
    if case .divider = kind { return 9 }
    return max(size.height + 8, 24)
  }

  /// Which rows show: every item, but not a divider with no item above it in its group or none
  /// below it, so that groups of commands left empty do not stack separators.
  private static func shownRows(_ kinds: [MenuItemKind]) -> [Bool] {
    var shown = Array(repeating: true, count: kinds.count)
    var itemAbove = false
    var pendingDivider: Int?
    for (index, kind) in kinds.enumerated() {
      if case .divider = kind {
        shown[index] = false
        if itemAbove, pendingDivider == nil { pendingDivider = index }
      } else {
        if let divider = pendingDivider { shown[divider] = true }
        pendingDivider = nil
        itemAbove = true
      }
    }
    return shown
  }

  /// The label of a row's keyboard shortcut, to draw at the row's end: a button's or a
  /// toggle's, from the `.keyboardShortcut` around it.
  private func shortcutLabel(of kind: MenuItemKind) -> TextRequest? {
    let control: LayoutNode
    switch kind {
    case .action(let button): control = button
    case .toggle(let toggle): control = toggle
    case .submenu, .option, .divider, .inert: return nil
    }
    guard let shortcut = control.environment.keyboardShortcut else { return nil }
    var request = Text(verbatim: shortcut.menuLabel).request(in: environment)
    request.lineLimit = 1
    return request
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    let items = self.items
    let kinds = items.map(MenuItemKind.init)
    let sizes = zip(items, kinds).map { item, kind -> CGSize in
      if case .divider = kind { return .zero }
      return item.sizeThatFits(.unspecified)
    }
    let hasSubmenus = kinds.contains { if case .submenu = $0 { true } else { false } }
    // A column for checkmarks before every label, when any row is a toggle or an option.
    let checks = kinds.contains(where: \.isCheckable) ? Self.checkColumn : 0
    let labels = kinds.map(shortcutLabel)
    let measurer = graph.services.textMeasurer
    let labelSizes = labels.map { $0.map { measurer.measure($0, maxWidth: nil, maxHeight: nil).size } }
    let widestLabel = labelSizes.compactMap { $0?.width }.max()
    let widest = sizes.map(\.width).max() ?? 0
    let rowWidth =
      widest + Self.leading + checks + Self.trailing + (hasSubmenus ? Self.submenuColumn : 0)
      + (widestLabel.map { $0 + Self.shortcutGap } ?? 0)
    let shown = Self.shownRows(kinds)
    let heights = kinds.indices.map { Self.height(of: kinds[$0], size: sizes[$0], shown: shown[$0]) }
    let size = CGSize(
      width: max(Self.minimumWidth, rowWidth + Self.inset * 2),
      height: heights.reduce(Self.inset * 2, +))
    let rightToLeft = environment.layoutDirection == .rightToLeft
    panel = anchor().panel(size: size, in: rect.size, rightToLeft: rightToLeft).offsetBy(
      dx: rect.minX, dy: rect.minY)
    panel = graph.roundToPixels(panel)
    var y = panel.minY + Self.inset
    rows = heights.map { height in
      defer { y += height }
      return CGRect(x: panel.minX + Self.inset, y: y, width: panel.width - Self.inset * 2, height: height)
    }
    shortcuts = labels.indices.map { index in
      guard let label = labels[index], let size = labelSizes[index] else { return nil }
      let row = rows[index]
      let x = rightToLeft ? row.minX + Self.trailing : row.maxX - Self.trailing - size.width
      return (
        label, CGRect(x: x, y: (row.midY - size.height / 2).rounded(), width: size.width, height: size.height)
      )
    }
    // A picker's options are rows placed here; the picker itself takes no room.
    for view in subviews where Self.pickerOptions(in: view) != nil {
      view.place(in: CGRect(origin: panel.origin, size: .zero), proposal: .zero)
    }
    for (index, item) in items.enumerated() {
      let row = rows[index]
      if case .divider = kinds[index] {
        let line =
          shown[index]
          ? CGRect(x: row.minX + 6, y: (row.midY - 0.5).rounded(), width: row.width - 12, height: 1)
          : CGRect(x: row.minX, y: row.minY, width: 0, height: 0)
        item.place(in: line, proposal: ProposedViewSize(line.size))
        continue
      }
      let itemSize = sizes[index]
      let x =
        rightToLeft ? row.maxX - Self.leading - checks - itemSize.width : row.minX + Self.leading + checks
      let origin = CGPoint(x: x, y: (row.midY - itemSize.height / 2).rounded())
      item.place(in: CGRect(origin: origin, size: itemSize), proposal: .unspecified)
    }
  }

  // MARK: Input

  var acceptsInput: Bool { true }

  // Clicks on the menus this one is a submenu of go to them; any other click comes here.
  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    if panel.contains(point) { return self }
    var ancestor = parentPanel
    while let menu = ancestor {
      if menu.panel.contains(point) { return nil }
      ancestor = menu.parentPanel
    }
    return self
  }

  func pointerDown(at point: CGPoint) {
    if !panel.contains(point) { dismiss() }
  }

  func pointerUp(at point: CGPoint, inside: Bool) {
    if let row = row(at: point) { choose(row) }
  }

  // A secondary click outside closes the menu and goes on, so it may open another context menu.
  func otherButtonDown(_ button: PointerButton, at point: CGPoint) -> Bool {
    if panel.contains(point) { return true }
    dismiss()
    return false
  }

  func keyDown(_ event: KeyEvent) -> Bool {
    let rightToLeft = environment.layoutDirection == .rightToLeft
    switch event.key {
    case .down: moveHighlight(by: 1)
    case .up: moveHighlight(by: -1)
    case .home: highlighted = nil; moveHighlight(by: 1)
    case .end: highlighted = nil; moveHighlight(by: -1)
    case .returnKey, .space:
      if let highlighted { choose(highlighted) }
    case .right where !rightToLeft, .left where rightToLeft:
      if let highlighted, case .submenu = MenuItemKind(items[highlighted]) {
        openSubmenu(at: highlighted)
        openSubmenu?.submenuPanel?.moveHighlight(by: 1)
      } else {
        stepMenuBar(by: rightToLeft ? -1 : 1)
      }
    case .left where !rightToLeft, .right where rightToLeft:
      if let parentPanel { parentPanel.closeSubmenu() } else { stepMenuBar(by: rightToLeft ? 1 : -1) }
    case .escape:
      if let parentPanel { parentPanel.closeSubmenu() } else { dismiss() }
    case .tab:
      break
    case .character(let typed) where event.modifiers.subtracting(.shift).isEmpty:
      return highlightItem(startingWith: typed)
    default:
      return false
    }
    return true
  }

  /// Highlights the next choosable item after the highlighted one (round to the first) whose
  /// label starts with `typed`, as typing a letter in an open menu does on the desktop; returns
  /// whether there is one.
  private func highlightItem(startingWith typed: String) -> Bool {
    let items = self.items
    let wanted = typed.lowercased()
    guard !wanted.isEmpty, !items.isEmpty else { return false }
    let start = highlighted ?? -1
    for offset in 1...items.count {
      let index = (start + offset) % items.count
      guard MenuItemKind(items[index]).isSelectable,
        let label = items[index].layoutTreeNodes().first?.allNodes.lazy.compactMap(\.text).first,
        label.lowercased().hasPrefix(wanted)
      else { continue }
      highlighted = index
      return true
    }
    return false
  }

  /// Opens the menu bar's title `step` places along from the one this menu (or the menu it is a
  /// submenu of) opened from, with its first item highlighted, as arrow keys do in a menu bar.
  private func stepMenuBar(by step: Int) {
    var root = self
    while let parent = root.parentPanel { root = parent }
    guard let title = root.barTitle, let bar = title.menuBar, let next = bar.title(step, from: title) else {
      return
    }
    bar.switchMenu(from: title, to: next, highlightingFirst: true)
  }

  // MARK: Drawing, inspection

  override func draw(into list: inout DisplayListBuilder) {
    let palette = ControlPalette(environment)
    ControlDrawing.popupPanel(panel, palette: palette, into: &list)
    let items = self.items
    let rightToLeft = environment.layoutDirection == .rightToLeft
    for (index, item) in items.enumerated() where index < rows.count {
      let row = rows[index]
      let kind = MenuItemKind(item)
      let isOpenSubmenu: Bool
      if case .submenu(let menu) = kind {
        isOpenSubmenu = menu === openSubmenu
      } else {
        isOpenSubmenu = false
      }
      if kind.isSelectable, index == highlighted || isOpenSubmenu {
        ControlDrawing.fill(row, radius: 5, palette.rowHighlight, into: &list)
      }
      if case .divider = kind, row.height == 0 { continue }
      item.drawSubtree(into: &list)
      if let mark = kind.mark {
        Self.draw(
          mark, in: row, rightToLeft: rightToLeft,
          kind.isSelectable ? palette.primary : palette.primary.withOpacity(0.42), into: &list)
      }
      if index < shortcuts.count, let shortcut = shortcuts[index] {
        let color = kind.isSelectable ? palette.secondary : palette.secondary.withOpacity(0.42)
        list.append(.text(shortcut.label, frame: shortcut.frame, paint: .color(color)))
      }
      if case .submenu = kind {
        let x = rightToLeft ? row.minX + 12 : row.maxX - 12
        Self.drawSubmenuArrow(at: CGPoint(x: x, y: row.midY), pointingLeft: rightToLeft, palette, into: &list)
      }
    }
  }

  /// `mark` (a checkmark, or a mixed toggle's dash) in the check column of `row`.
  private static func draw(
    _ mark: MenuItemKind.Mark, in row: CGRect, rightToLeft: Bool, _ color: Color.Resolved,
    into list: inout DisplayListBuilder
  ) {
    let box = CGRect(
      x: rightToLeft ? row.maxX - Self.leading - 1 - 12 : row.minX + Self.leading - 1, y: row.midY - 6,
      width: 12, height: 12)
    if mark == .dash {
      var path = Path()
      path.move(to: CGPoint(x: box.minX + 2, y: box.midY))
      path.addLine(to: CGPoint(x: box.maxX - 2, y: box.midY))
      list.append(.stroke(path, .color(color), StrokeStyle(lineWidth: 2, lineCap: .round)))
    } else {
      ControlDrawing.checkmark(in: box, color, lineWidth: 1.75, into: &list)
    }
  }

  /// The small chevron that marks a submenu row.
  private static func drawSubmenuArrow(
    at center: CGPoint, pointingLeft: Bool, _ palette: ControlPalette, into list: inout DisplayListBuilder
  ) {
    let reach: CGFloat = pointingLeft ? -2 : 2
    var path = Path()
    path.move(to: CGPoint(x: center.x - reach, y: center.y - 4))
    path.addLine(to: CGPoint(x: center.x + reach, y: center.y))
    path.addLine(to: CGPoint(x: center.x - reach, y: center.y + 4))
    list.append(
      .stroke(
        path, .color(palette.secondary), StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round)))
  }

  override var typeName: String { "MenuPanel" }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    // Separators left out (between empty groups) are not shown, so not listed.
    let rows = zip(self.rows, items).compactMap { row, item -> LayoutTreeNode? in
      let isDivider: Bool
      if case .divider = MenuItemKind(item) { isDivider = true } else { isDivider = false }
      if isDivider, row.height == 0 { return nil }
      return LayoutTreeNode(
        type: isDivider ? "MenuSeparator" : "MenuItem", frame: row, children: item.layoutTreeNodes())
    }
    return [LayoutTreeNode(type: typeName, frame: panel, children: rows)]
  }
}

extension MenuPanelNode: PointerObserver {
  func pointerMoved(to point: CGPoint) {
    // With a menu of the bar open, pointing at another title opens that one instead.
    if let title = barTitle, !panel.contains(point), let bar = title.menuBar,
      let other = bar.title(at: point),
      other !== title
    {
      bar.switchMenu(from: title, to: other, highlightingFirst: false)
      return
    }
    guard let index = row(at: point) else {
      if panel.contains(point) || openSubmenu == nil { highlighted = nil }
      return
    }
    let kind = MenuItemKind(items[index])
    highlighted = kind.isSelectable ? index : nil
    if case .submenu = kind {
      openSubmenu(at: index)
    } else {
      closeSubmenu()
    }
  }

  func pointerExited() {}
}
