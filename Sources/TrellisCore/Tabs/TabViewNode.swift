/// The node of a `TabView`: it keeps every tab's content (and so its state) but measures,
/// places, draws, hit-tests and focuses only the selected tab's, under a row of tab buttons or,
/// in the page style, over a row of page dots.
final class TabViewNode: LayoutNode, InteractiveNode {
  private var selection: (any SelectionSource)?
  /// The shown tab when no binding says which.
  private var localSelection = 0
  private var buttons: [TabButtonNode] = []
  /// The index shown at the last placement, to notice a switch made through the binding.
  private var placedIndex: Int?

  /// When the last page turned by a horizontal scroll did, so that one swipe turns one page.
  private var lastScrollTurn = -Double.infinity

  /// Room above and below the row of tab buttons.
  static let barInset: CGFloat = 6

  func update(selection: (any SelectionSource)?, content: AnyView) {
    self.selection = selection
    setContent(content)
    tabsDidChange()
    if placedIndex != selectedIndex { invalidateLayout() }
  }

  /// The tabs, each the top view of one child with its tag.
  var tabs: [TaggedView] { TaggedContent.collect(content) }

  /// The shown tab: the one whose tag is the selection (the first when none is), else the one
  /// chosen last.
  var selectedIndex: Int {
    let tabs = self.tabs
    guard !tabs.isEmpty else { return 0 }
    guard let selection else { return min(localSelection, tabs.count - 1) }
    return tabs.firstIndex { $0.tag.map(selection.isSelected) ?? false } ?? 0
  }

  private var shownTab: LayoutNode? {
    let tabs = self.tabs
    return tabs.isEmpty ? nil : tabs[selectedIndex].node
  }

  /// Makes the buttons match the tabs: one per tab, showing its `.tabItem` label.
  func tabsDidChange() {
    let tabs = self.tabs
    let countChanged = buttons.count != tabs.count
    while buttons.count > tabs.count { buttons.removeLast().dispose() }
    while buttons.count < tabs.count { buttons.append(TabButtonNode(tabView: self, index: buttons.count)) }
    let selected = selectedIndex
    for (index, tab) in tabs.enumerated() {
      let label = tab.node.layoutValue(TabItemNode.key) as? AnyView ?? AnyView(EmptyView())
      buttons[index].setContent(label)
      buttons[index].isSelected = index == selected
    }
    if countChanged { invalidateLayout() }
  }

  override func subviewsDidChange() {
    super.subviewsDidChange()
    tabsDidChange()
  }

  /// Whether the tabs are pages with dots (`.tabViewStyle(.page)`) rather than a tab bar.
  var isPaged: Bool {
    if case .page = environment.tabViewStyle { return true }
    return false
  }

  /// Whether the page dots show: in the page style, as its index display mode says.
  private var showsPageIndex: Bool {
    guard case .page(let mode) = environment.tabViewStyle else { return false }
    switch mode {
    case .always: return true
    case .never: return false
    case .automatic: return buttons.count > 1
    }
  }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    let oldStyle = environment.tabViewStyle
    let oldBackground = environment.pageIndexHasBackground
    super.environmentDidChange(newEnvironment)
    // The dots' background is drawing alone.
    if environment.pageIndexHasBackground != oldBackground { graph.setNeedsDisplay(frame) }
    guard environment.tabViewStyle != oldStyle else { return }
    // The buttons change shape between tabs and dots.
    for button in buttons { button.invalidateLayout() }
    invalidateLayout()
  }

  /// Shows tab `index`, and with `focusing` moves the focus to its button (a page dot stepped
  /// to with an arrow).
  func select(_ index: Int, focusing: Bool) {
    guard buttons.indices.contains(index) else { return }
    select(index)
    if focusing { graph.setFocus(buttons[index]) }
  }

  /// Shows tab `index`, through the binding when there is one.
  func select(_ index: Int) {
    let tabs = self.tabs
    guard environment.isEnabled, tabs.indices.contains(index) else { return }
    if let selection {
      guard let tag = tabs[index].tag else {
        ViewGraph.warnOnce("a tab has no tag; give it one with .tag(_:) so that the selection can show it")
        return
      }
      selection.select(tag)
    } else if index != localSelection {
      localSelection = index
      showSelection()
    }
  }

  /// Highlights the selected button and lays the shown tab out again.
  private func showSelection() {
    let selected = selectedIndex
    for (index, button) in buttons.enumerated() { button.isSelected = index == selected }
    invalidateLayout()
    graph.setNeedsDisplay(frame)
  }

  // The buttons come first, so that Tab reaches the tabs before the shown tab's controls.
  override var childNodes: [_Node] { buttons + super.childNodes }

  override func forEachChild(_ body: (_Node) -> Void) {
    for button in buttons { body(button) }
    super.forEachChild(body)
  }

  override func dispose() {
    super.dispose()
    buttons.removeAll()
  }

  override func hidesSubview(_ node: LayoutNode) -> Bool {
    !(node is TabButtonNode) && node !== shownTab
  }

  override var gatesAppearance: Bool { true }

  // MARK: Layout

  private var buttonSizes: [CGSize] { buttons.map { $0.sizeThatFits(.unspecified) } }

  /// The height of the tab bar: the buttons' row and the room around it; none for pages, whose
  /// dots lie over them.
  private var barHeight: CGFloat {
    guard !isPaged else { return 0 }
    return (buttonSizes.map(\.height).max() ?? 0) + Self.barInset * 2
  }

  /// The space between the page dots and the bottom edge.
  static let pageIndexInset: CGFloat = 8

  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - barHeight) })
  }

  // Like SwiftUI's, a tab view takes all the room it is offered.
  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let bar = barHeight
    let barWidth = buttonSizes.reduce(0) { $0 + $1.width } + Self.barInset * 2
    let content = shownTab?.sizeThatFits(contentProposal(proposal)) ?? .zero
    return CGSize(
      width: proposal.width ?? max(barWidth, content.width), height: proposal.height ?? bar + content.height)
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    let selected = selectedIndex
    if placedIndex != selected { graph.appearance.gateDidChange() }
    placedIndex = selected
    for (index, button) in buttons.enumerated() { button.isSelected = index == selected }
    if isPaged {
      placePageDots(in: rect)
    } else {
      placeTabButtons(in: rect)
    }
    let bar = barHeight
    let area = CGRect(x: rect.minX, y: rect.minY + bar, width: rect.width, height: max(0, rect.height - bar))
    guard let shown = shownTab else { return }
    let offer = ProposedViewSize(area.size)
    let size = shown.sizeThatFits(offer)
    let origin = CGPoint(x: area.midX - size.width / 2, y: area.midY - size.height / 2)
    shown.place(in: CGRect(origin: origin, size: size), proposal: offer)
  }

  /// Puts the page dots in a centered row at the bottom, or out of sight when they do not show.
  private func placePageDots(in rect: CGRect) {
    let cell = TabButtonNode.dotCell
    let shows = showsPageIndex
    let rowWidth = shows ? cell * CGFloat(buttons.count) : 0
    var x = (rect.midX - rowWidth / 2).rounded()
    let y = rect.maxY - Self.pageIndexInset - cell
    let rightToLeft = environment.layoutDirection == .rightToLeft
    for index in rightToLeft ? Array(buttons.indices.reversed()) : Array(buttons.indices) {
      let size = shows ? CGSize(width: cell, height: cell) : .zero
      buttons[index].place(
        in: CGRect(origin: CGPoint(x: x, y: y), size: size), proposal: ProposedViewSize(size))
      x += size.width
    }
  }

  private func placeTabButtons(in rect: CGRect) {
    let sizes = buttonSizes
    let rowWidth = sizes.reduce(0) { $0 + $1.width }
    let rowHeight = sizes.map(\.height).max() ?? 0
    var x = (rect.midX - rowWidth / 2).rounded()
    let rightToLeft = environment.layoutDirection == .rightToLeft
    let order = rightToLeft ? Array(buttons.indices.reversed()) : Array(buttons.indices)
    for index in order {
      let size = CGSize(width: sizes[index].width, height: rowHeight)
      buttons[index].place(
        in: CGRect(origin: CGPoint(x: x, y: rect.minY + Self.barInset), size: size),
        proposal: ProposedViewSize(size))
      x += size.width
    }
  }

  /// The frame of the row of tab buttons.
  private var rowFrame: CGRect {
    buttons.reduce(CGRect.null) { $0.union($1.frame) }
  }

  // MARK: Input, drawing, inspection

  // Never the target of a press: only the wheel reaches the tab view itself, through the views
  // inside.
  var acceptsInput: Bool { false }
  func pointerDown(at point: CGPoint) {}
  func pointerUp(at point: CGPoint, inside: Bool) {}

  /// In the page style a sideways scroll (a trackpad swipe, a tilted wheel) turns the page: one
  /// page per swipe, however many steps it sends. Other scrolls go on to the views around.
  func scrolled(by delta: CGSize) -> Bool {
    guard isPaged, environment.isEnabled, abs(delta.width) > abs(delta.height) else { return false }
    let now = graph.now()
    if now - lastScrollTurn >= Self.scrollTurnInterval {
      let forward = (delta.width > 0) == (environment.layoutDirection == .leftToRight)
      select(selectedIndex + (forward ? 1 : -1))
    }
    // A swipe's later steps keep the pause going, so that it ends before the next turn.
    lastScrollTurn = now
    return true
  }

  /// How long after a sideways scroll step the next one turns no page.
  static let scrollTurnInterval = 0.35

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    for button in buttons where !button.frame.isEmpty && button.frame.contains(point) {
      return button.hitTest(point)
    }
    return shownTab?.hitTest(point)
  }

  override func draw(into list: inout DisplayListBuilder) {
    let palette = ControlPalette(environment)
    if isPaged { return drawPages(palette: palette, into: &list) }
    let row = rowFrame
    let line = CGRect(x: frame.minX, y: frame.minY + barHeight - 1, width: frame.width, height: 1)
    list.append(.fill(Path(line), .color(palette.separator), eoFill: false))
    if !row.isNull {
      ControlDrawing.fill(
        row, radius: TabButtonNode.radius, palette.bezelFill(hovered: false, pressed: false), into: &list)
      drawDividers(in: row, palette: palette, into: &list)
    }
    for button in buttons { button.drawSubtree(into: &list) }
    shownTab?.drawSubtree(into: &list)
  }

  /// The shown page, with the dots over it (on a rounded background if the index view style
  /// asks for one).
  private func drawPages(palette: ControlPalette, into list: inout DisplayListBuilder) {
    shownTab?.drawSubtree(into: &list)
    let row = rowFrame
    guard showsPageIndex, !row.isNull else { return }
    if environment.pageIndexHasBackground {
      let background = row.insetBy(dx: -6, dy: -3)
      list.append(
        .fill(
          Path(roundedRect: background, cornerRadius: background.height / 2),
          .color(palette.primary.withOpacity(0.12)), eoFill: false))
    }
    for button in buttons { button.drawSubtree(into: &list) }
  }

  /// Thin lines between neighboring tabs that are neither selected.
  private func drawDividers(in row: CGRect, palette: ControlPalette, into list: inout DisplayListBuilder) {
    let byPosition = buttons.sorted { $0.frame.minX < $1.frame.minX }
    for (left, right) in zip(byPosition, byPosition.dropFirst()) where !left.isSelected && !right.isSelected {
      let divider = CGRect(
        x: left.frame.maxX - 0.5, y: row.minY + 6, width: 1, height: max(0, row.height - 12))
      list.append(.fill(Path(divider), .color(palette.border()), eoFill: false))
    }
  }

  override var typeName: String { "TabView" }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    let row = rowFrame
    let bar = LayoutTreeNode(
      type: isPaged ? "PageIndex" : "TabBar", frame: row.isNull || row.isEmpty ? .zero : row,
      children: buttons.flatMap { $0.layoutTreeNodes() })
    return [
      LayoutTreeNode(type: typeName, frame: frame, children: [bar] + (shownTab?.layoutTreeNodes() ?? []))
    ]
  }
}
