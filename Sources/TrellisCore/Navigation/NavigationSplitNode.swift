/// The node of a `NavigationSplitView`: a node per column (each column's view inside a
/// navigation stack of its own, for its bar), a draggable divider after each leading column and
/// the sidebar button. Hidden columns keep their state and wait off the leading edge, so that
/// showing them slides them in when the change animates.
final class NavigationSplitNode: LayoutNode {
  private var children: ListNode!
  private(set) var sidebar: NavigationSplitColumnNode!
  private(set) var middle: NavigationSplitColumnNode!
  private(set) var detail: NavigationSplitColumnNode!
  private var sidebarDivider: LayoutNode!
  private var middleDivider: LayoutNode!
  private var toggle: LayoutNode!

  /// Whether the view has a middle (content) column.
  private(set) var hasMiddle = false
  private(set) var visibility = NavigationSplitViewVisibility.automatic
  /// Shows and hides the sidebar through the bound visibility.
  private var sidebarControl: NavigationSplitSidebarControl?
  /// The widths the columns' modifiers set, by column, with the node of each modifier.
  private var widthSettings:
    [NavigationSplitViewColumn: [(owner: ObjectIdentifier, width: NavigationSplitColumnWidth)]] =
      [:]
  /// The widths the dividers were dragged to.
  private var chosenWidths: [NavigationSplitViewColumn: CGFloat] = [:]
  private var dragStart: CGFloat?
  /// The value a link in a leading column shows in the detail column, if any.
  private(set) var shownValue: AnyHashable?
  private var arrangement: NavigationSplitArrangement?
  /// Sets the detail column's view from the latest `detail`, with the shown value's destination.
  private var makeDetail: () -> Void = {}

  /// The sidebar button's size and its offset from the split view's top-leading corner.
  static let toggleFrame = CGRect(x: 8, y: 8, width: 28, height: 24)

  override init(parent: __shared _Node?, graph: ViewGraph? = nil) {
    super.init(parent: parent, graph: graph)
    let list = ListNode(parent: self)
    children = list
    content = list
    sidebar = NavigationSplitColumnNode(parent: list, split: self, column: .sidebar)
    middle = NavigationSplitColumnNode(parent: list, split: self, column: .content)
    detail = NavigationSplitColumnNode(parent: list, split: self, column: .detail)
    sidebarDivider = LayoutNode(parent: list)
    middleDivider = LayoutNode(parent: list)
    toggle = LayoutNode(parent: list)
    list.children = [sidebar, middle, detail, sidebarDivider, middleDivider, toggle]
  }

  // MARK: Columns

  var isSidebarVisible: Bool {
    NavigationSplitSidebarControl.isSidebarVisible(visibility, hasMiddle: hasMiddle)
  }

  var isMiddleVisible: Bool { hasMiddle && visibility.kind != .detailOnly }

  func update<S: View, C: View, D: View>(
    sidebar sidebarView: S, content contentView: C?, detail detailView: D,
    visibility: Binding<NavigationSplitViewVisibility>
  ) {
    let visibilityChanged = self.visibility != visibility.wrappedValue || hasMiddle != (contentView != nil)
    self.visibility = visibility.wrappedValue
    hasMiddle = contentView != nil
    sidebarControl = NavigationSplitSidebarControl(visibility: visibility, hasMiddle: hasMiddle)
    // The first column shown makes room in its bar for the sidebar button.
    let firstInset = NavigationSplitNode.toggleFrame.maxX
    sidebar.setContent(
      NavigationStack { sidebarView }.environment(
        \.navigationSplitBarInset, isSidebarVisible ? firstInset : 0))
    let middleInset = !isSidebarVisible && isMiddleVisible ? firstInset : 0
    if let contentView {
      middle.setContent(NavigationStack { contentView }.environment(\.navigationSplitBarInset, middleInset))
    } else {
      middle.setContent(EmptyView())
    }
    let detailInset = !isSidebarVisible && !isMiddleVisible ? firstInset : 0
    makeDetail = { [unowned self] in
      detail.setContent(
        NavigationStack { NavigationSplitDetailRoot(shown: shownDestination(), detail: detailView) }
          .environment(\.navigationSplitBarInset, detailInset))
    }
    makeDetail()
    sidebarDivider.setContent(NavigationSplitDivider(split: self, column: .sidebar))
    middleDivider.setContent(NavigationSplitDivider(split: self, column: .content))
    toggle.setContent(NavigationSplitToggle(action: { [weak self] in self?.toggleSidebar() }))
    if visibilityChanged {
      releaseFocus()
      invalidateLayout()
    }
  }

  /// Hides the sidebar when it shows, shows every column when it does not; through the bound
  /// visibility, in an animation unless the caller chose one.
  func toggleSidebar() {
    sidebarControl?.toggle()
  }

  /// Focus left in a column that went away goes.
  private func releaseFocus() {
    guard let focused = graph.focusedNode, focused.isAlive else { return }
    var current: _Node? = focused
    while let node = current, node !== self {
      if let column = node as? LayoutNode, hidesSubview(column) {
        graph.setFocus(nil)
        return
      }
      current = node.parent
    }
  }

  // MARK: Widths

  func setWidth(
    _ width: NavigationSplitColumnWidth?, for column: NavigationSplitViewColumn, from owner: _Node
  ) {
    let id = ObjectIdentifier(owner)
    var list = widthSettings[column, default: []]
    list.removeAll { $0.owner == id }
    if let width { list.append((id, width)) }
    widthSettings[column] = list
    chosenWidths[column] = nil
    invalidateLayout()
  }

  func limits(for column: NavigationSplitViewColumn) -> NavigationSplitColumnWidth {
    widthSettings[column]?.first?.width ?? .standard(for: column)
  }

  private var leadingColumns:
    [(
      column: NavigationSplitViewColumn, limits: NavigationSplitColumnWidth, chosen: CGFloat?, isVisible: Bool
    )]
  {
    var result = [
      (NavigationSplitViewColumn.sidebar, limits(for: .sidebar), chosenWidths[.sidebar], isSidebarVisible)
    ]
    if hasMiddle { result.append((.content, limits(for: .content), chosenWidths[.content], isMiddleVisible)) }
    return result
  }

  /// Starts or continues a drag of the divider after `column` by `translation` points.
  func dragDivider(after column: NavigationSplitViewColumn, by translation: CGFloat) {
    guard translation.isFinite, let span = arrangement?.spans.first(where: { $0.column == column }) else {
      return
    }
    let start = dragStart ?? span.width
    dragStart = start
    let direction: CGFloat = environment.layoutDirection == .rightToLeft ? -1 : 1
    chosenWidths[column] = limits(for: column).clamp((start + direction * translation).rounded())
    invalidateLayout()
  }

  func endDividerDrag() { dragStart = nil }

  // MARK: Showing values in the detail column

  /// Shows `value` in the detail column, built by a leading column's `navigationDestination`.
  func show(_ value: AnyHashable) {
    shownValue = value
    refreshDetail()
  }

  /// Shows the detail column's own view again if it shows `value`.
  func hide(_ value: AnyHashable) {
    guard isAlive, shownValue == value else { return }
    shownValue = nil
    makeDetail()
  }

  /// The destination for the shown value, from the stacks of the leading columns.
  private func shownDestination() -> NavigationDestinationContent? {
    guard let shownValue else { return nil }
    for column in [sidebar, middle] {
      if let found = column?.scope.stack?.destinations.destination(for: shownValue) {
        return NavigationDestinationContent(value: shownValue, build: found.build)
      }
    }
    return nil
  }

  /// Lays the detail column's root again after the shown value or its destination changed.
  func refreshDetail() {
    guard isAlive, shownValue != nil else { return }
    makeDetail()
  }

  // MARK: Layout

  private func arrange(width: CGFloat) -> NavigationSplitArrangement {
    NavigationSplitArrangement(width: width, leading: leadingColumns, detail: limits(for: .detail))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let leading = leadingColumns
    let minimum = NavigationSplitArrangement.minimumWidth(
      leading: leading.map { ($0.limits, $0.isVisible) }, detail: limits(for: .detail))
    let width: CGFloat
    if let proposed = proposal.width, !proposed.isNaN {
      width = max(proposed, minimum)
    } else {
      width = NavigationSplitArrangement.idealWidth(
        leading: leading.map { ($0.limits, $0.chosen, $0.isVisible) }, detail: limits(for: .detail))
    }
    if let height = proposal.height, !height.isNaN { return CGSize(width: width, height: max(0, height)) }
    let spans = arrange(width: width).spans.filter(\.isVisible)
    let height =
      spans.map { span in
        column(span.column).sizeThatFits(ProposedViewSize(width: span.width, height: nil)).height
      }.max() ?? 0
    return CGSize(width: width, height: height)
  }

  private func column(_ column: NavigationSplitViewColumn) -> NavigationSplitColumnNode {
    switch column.kind {
    case .sidebar: sidebar
    case .content: middle
    case .detail: detail
    }
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    let arrangement = arrange(width: rect.width)
    self.arrangement = arrangement
    let mirror = environment.layoutDirection == .rightToLeft
    func toRoot(x: CGFloat, width: CGFloat) -> CGRect {
      let local = mirror ? rect.width - x - width : x
      return CGRect(x: rect.minX + local, y: rect.minY, width: width, height: rect.height)
    }
    for span in arrangement.spans {
      let frame = toRoot(x: span.x, width: span.width)
      column(span.column).place(in: frame, proposal: ProposedViewSize(frame.size))
    }
    if !hasMiddle { middle.place(in: toRoot(x: 0, width: 0), proposal: .zero) }
    // Each divider's handle is wider than its line, so that it is easy to grab.
    for (node, column) in [(sidebarDivider!, NavigationSplitViewColumn.sidebar), (middleDivider!, .content)] {
      let x = arrangement.dividers.first { $0.leading == column }?.x ?? -NavigationSplitDivider.handleWidth
      let handle = toRoot(
        x: x + NavigationSplitArrangement.dividerWidth / 2 - NavigationSplitDivider.handleWidth / 2,
        width: NavigationSplitDivider.handleWidth)
      node.place(in: handle, proposal: ProposedViewSize(handle.size))
    }
    let button = Self.toggleFrame
    let toggleRect = toRoot(x: button.minX, width: button.width)
    toggle.place(
      in: CGRect(x: toggleRect.minX, y: rect.minY + button.minY, width: button.width, height: button.height),
      proposal: ProposedViewSize(button.size))
  }

  private func isShown(_ node: LayoutNode) -> Bool {
    if node === sidebar { return isSidebarVisible }
    if node === middle { return isMiddleVisible }
    if node === sidebarDivider { return isSidebarVisible }
    if node === middleDivider { return isMiddleVisible }
    return true
  }

  override func hidesSubview(_ node: LayoutNode) -> Bool { !isShown(node) }

  override func draw(into list: inout DisplayListBuilder) {
    list.group(.pushClip(Path(frame), eoFill: false), .popClip) { list in
      for node in [sidebar!, middle!, detail!]
      where node.frame.maxX > frame.minX && node.frame.minX < frame.maxX {
        node.drawSubtree(into: &list)
      }
      let separator = ControlPalette(environment).separator
      for node in [sidebarDivider!, middleDivider!] where isShown(node) {
        let line = CGRect(
          x: node.frame.midX - NavigationSplitArrangement.dividerWidth / 2, y: frame.minY,
          width: NavigationSplitArrangement.dividerWidth, height: frame.height)
        list.append(.fill(Path(line), .color(separator), eoFill: false))
        node.drawSubtree(into: &list)
      }
      toggle.drawSubtree(into: &list)
    }
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    guard frame.contains(point) else { return nil }
    for node in [toggle!, sidebarDivider!, middleDivider!, detail!, middle!, sidebar!] where isShown(node) {
      if let hit = node.hitTest(point) { return hit }
    }
    return nil
  }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    let shown = [sidebar!, middle!, detail!, sidebarDivider!, middleDivider!, toggle!].filter(isShown)
      .filter { ($0 !== middle && $0 !== middleDivider) || hasMiddle }
    return [LayoutTreeNode(type: typeName, frame: frame, children: shown.flatMap { $0.layoutTreeNodes() })]
  }

  override var typeName: String { "NavigationSplitView" }
}
