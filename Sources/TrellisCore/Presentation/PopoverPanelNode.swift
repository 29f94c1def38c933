/// An open popover: its content at its ideal size in a rounded panel, with an arrow pointing
/// at the presenting view, drawn over the window.
///
/// While it is open it takes every click: one inside goes to its content, one outside closes it
/// (and goes no further, as a transient popover's does on macOS). It has keyboard focus, Tab
/// stays among its controls, and Escape closes it.
final class PopoverPanelNode: LayoutNode, InteractiveNode {
  /// The `.popover` node, whose frame the arrow points at.
  private unowned let owner: LayoutNode
  var attachmentAnchor: PopoverAttachmentAnchor {
    didSet { invalidateLayout() }
  }
  var arrowEdge: Edge {
    didSet { invalidateLayout() }
  }
  /// Closes the popover: writes its binding.
  let dismiss: () -> Void
  private weak var previousFocus: LayoutNode?
  /// The panel's rectangle (root coordinates) and the edge its arrow is on, from the last
  /// placement; the arrow's tip is on `target`, the point pointed at.
  private(set) var panel = CGRect.zero
  private var shownEdge = Edge.top
  private var target = CGPoint.zero

  nonisolated static let arrowLength: CGFloat = 9
  nonisolated static let arrowHalfWidth: CGFloat = 10
  /// The least room kept between the panel and the window's edges.
  nonisolated static let margin: CGFloat = 6
  nonisolated static let radius: CGFloat = 10

  init(
    owner: LayoutNode, attachmentAnchor: PopoverAttachmentAnchor, arrowEdge: Edge,
    dismiss: @escaping () -> Void
  ) {
    self.owner = owner
    self.attachmentAnchor = attachmentAnchor
    self.arrowEdge = arrowEdge
    self.dismiss = dismiss
    super.init(parent: owner)
  }

  // A popover is outside any navigation stack and alert, as a sheet is.
  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.navigationScope = nil
    values.presentationButtonDismiss = nil
    values.isPresented = true
    return values
  }

  /// Shows the panel above everything and gives it keyboard focus.
  func present() {
    previousFocus = graph.focusedNode
    graph.root.popups.append(self)
    graph.setFocus(self)
    graph.setNeedsDisplay(.infinite)
  }

  /// Removes the panel, handing focus back to where it was.
  func tearDown() {
    graph.root.popups.removeAll { $0 === self }
    if let focused = graph.focusedNode, contains(focused) {
      graph.setFocus(previousFocus?.isAlive == true ? previousFocus : nil)
    }
    graph.setNeedsDisplay(.infinite)
    dispose()
  }

  /// Whether `node` is this panel or inside it.
  private func contains(_ node: _Node) -> Bool {
    var current: _Node? = node
    while let candidate = current {
      if candidate === self { return true }
      current = candidate.parent
    }
    return false
  }

  // MARK: Layout

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    let content = subviews
    let room = CGSize(
      width: max(0, rect.width - Self.margin * 2), height: max(0, rect.height - Self.margin * 2))
    // The content's ideal size, within the window; several views stack as in a VStack.
    let ideal = content.reduce(CGSize.zero) { size, node in
      let own = node.sizeThatFits(.unspecified)
      return CGSize(width: max(size.width, own.width), height: size.height + own.height)
    }
    let size = CGSize(
      width: min(Self.finite(ideal.width), room.width), height: min(Self.finite(ideal.height), room.height))
    let anchor = attachmentAnchor.target(in: owner.frame)
    (panel, shownEdge, target) = Self.arrange(size: size, pointingAt: anchor, edge: resolvedEdge, in: rect)
    panel = graph.roundToPixels(panel)
    var y = panel.minY
    for node in content {
      let own = node.sizeThatFits(ProposedViewSize(width: panel.width, height: nil))
      let height = content.count == 1 ? panel.height : own.height
      let frame = CGRect(x: panel.minX, y: y, width: panel.width, height: height)
      node.place(in: frame, proposal: ProposedViewSize(frame.size))
      y += height
    }
  }

  /// The arrow's edge in the window: leading and trailing follow the layout direction.
  private var resolvedEdge: Edge {
    guard environment.layoutDirection == .rightToLeft else { return arrowEdge }
    switch arrowEdge {
    case .leading: return .trailing
    case .trailing: return .leading
    default: return arrowEdge
    }
  }

  private static func finite(_ length: CGFloat) -> CGFloat { length.isFinite ? max(0, length) : 0 }

  /// Where a panel of `size` goes, with its arrow on `edge` pointing at `anchor` (on the side
  /// facing the panel), inside `window`: on the other side when there is no room on the asked
  /// one and there is on the other. Returns the panel, the edge the arrow is on and its tip.
  nonisolated static func arrange(size: CGSize, pointingAt anchor: CGRect, edge: Edge, in window: CGRect)
    -> (panel: CGRect, edge: Edge, tip: CGPoint)
  {
    let low = CGPoint(x: window.minX + margin, y: window.minY + margin)
    let high = CGPoint(x: window.maxX - margin, y: window.maxY - margin)
    var edge = edge
    switch edge {
    case .top
    where anchor.maxY + arrowLength + size.height > high.y
      && anchor.minY - arrowLength - size.height >= low.y:
      edge = .bottom
    case .bottom
    where anchor.minY - arrowLength - size.height < low.y
      && anchor.maxY + arrowLength + size.height <= high.y:
      edge = .top
    case .leading
    where anchor.maxX + arrowLength + size.width > high.x
      && anchor.minX - arrowLength - size.width >= low.x:
      edge = .trailing
    case .trailing
    where anchor.minX - arrowLength - size.width < low.x
      && anchor.maxX + arrowLength + size.width <= high.x:
      edge = .leading
    default: break
    }
    func clamp(_ value: CGFloat, _ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
      max(lower, min(value, max(lower, upper)))
    }
    var origin: CGPoint
    let tip: CGPoint
    switch edge {
    case .top, .bottom:
      let below = edge == .top
      tip = CGPoint(x: anchor.midX, y: below ? anchor.maxY : anchor.minY)
      origin = CGPoint(
        x: tip.x - size.width / 2, y: below ? tip.y + arrowLength : tip.y - arrowLength - size.height)
    case .leading, .trailing:
      let after = edge == .leading
      tip = CGPoint(x: after ? anchor.maxX : anchor.minX, y: anchor.midY)
      origin = CGPoint(
        x: after ? tip.x + arrowLength : tip.x - arrowLength - size.width, y: tip.y - size.height / 2)
    }
    origin.x = clamp(origin.x, low.x, high.x - size.width)
    origin.y = clamp(origin.y, low.y, high.y - size.height)
    return (CGRect(origin: origin, size: size), edge, tip)
  }

  // MARK: Input

  var acceptsInput: Bool { true }

  // Clicks inside go to the content; any other click comes here, and closes the popover.
  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    guard panel.contains(point) else { return self }
    return super.hitTest(point) ?? self
  }

  func pointerDown(at point: CGPoint) {
    if !panel.contains(point) { dismiss() }
  }

  func pointerUp(at point: CGPoint, inside: Bool) {}

  func otherButtonDown(_ button: PointerButton, at point: CGPoint) -> Bool {
    if !panel.contains(point) { dismiss() }
    return true
  }

  func keyDown(_ event: KeyEvent) -> Bool {
    guard event.key == .escape else { return false }
    dismiss()
    return true
  }

  // MARK: Drawing, inspection

  override func draw(into list: inout DisplayListBuilder) {
    let palette = ControlPalette(environment)
    let outline = Self.outline(panel: panel, edge: shownEdge, tip: target)
    let shadow = LayerEffects.Shadow(
      color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: palette.isDark ? 0.5 : 0.2), radius: 10,
      offset: CGSize(width: 0, height: 3))
    list.group(.pushLayer(LayerEffects(shadow: shadow, bounds: panel.insetBy(dx: -30, dy: -30))), .popLayer) {
      $0.append(.fill(outline, .color(palette.popupBackground), eoFill: false))
    }
    list.append(.stroke(outline, .color(palette.border()), StrokeStyle(lineWidth: 1)))
    let clip = Path(roundedRect: panel, cornerRadius: Self.radius, style: .circular)
    list.group(.pushClip(clip, eoFill: false), .popClip) {
      super.draw(into: &$0)
    }
  }

  /// The panel's rounded rectangle with the arrow on `edge`, its tip at `tip` (moved along the
  /// edge to stay clear of the corners), as one outline, so that no border crosses the arrow.
  nonisolated static func outline(panel: CGRect, edge: Edge, tip: CGPoint) -> Path {
    let r = min(radius, panel.width / 2, panel.height / 2)
    let reach = r + arrowHalfWidth
    // Where along its edge the arrow goes, or nil when the edge is too short for one.
    let horizontal = edge == .top || edge == .bottom
    let span =
      horizontal ? (panel.minX + reach, panel.maxX - reach) : (panel.minY + reach, panel.maxY - reach)
    let along: CGFloat? = span.0 <= span.1 ? max(span.0, min(horizontal ? tip.x : tip.y, span.1)) : nil
    var path = Path()
    func arrow(on side: Edge, _ points: (CGFloat) -> [CGPoint]) {
      guard side == edge, let along else { return }
      for point in points(along) { path.addLine(to: point) }
    }
    // Clockwise on screen from the top-left corner's end; growing angles turn clockwise.
    path.move(to: CGPoint(x: panel.minX + r, y: panel.minY))
    arrow(on: .top) { x in
      [
        CGPoint(x: x - arrowHalfWidth, y: panel.minY), CGPoint(x: x, y: panel.minY - arrowLength),
        CGPoint(x: x + arrowHalfWidth, y: panel.minY),
      ]
    }
    path.addArc(
      center: CGPoint(x: panel.maxX - r, y: panel.minY + r), radius: r, startAngle: .degrees(-90),
      endAngle: .degrees(0), clockwise: false)
    arrow(on: .trailing) { y in
      [
        CGPoint(x: panel.maxX, y: y - arrowHalfWidth), CGPoint(x: panel.maxX + arrowLength, y: y),
        CGPoint(x: panel.maxX, y: y + arrowHalfWidth),
      ]
    }
    path.addArc(
      center: CGPoint(x: panel.maxX - r, y: panel.maxY - r), radius: r, startAngle: .degrees(0),
      endAngle: .degrees(90), clockwise: false)
    arrow(on: .bottom) { x in
      [
        CGPoint(x: x + arrowHalfWidth, y: panel.maxY), CGPoint(x: x, y: panel.maxY + arrowLength),
        CGPoint(x: x - arrowHalfWidth, y: panel.maxY),
      ]
    }
    path.addArc(
      center: CGPoint(x: panel.minX + r, y: panel.maxY - r), radius: r, startAngle: .degrees(90),
      endAngle: .degrees(180), clockwise: false)
    arrow(on: .leading) { y in
      [
        CGPoint(x: panel.minX, y: y + arrowHalfWidth), CGPoint(x: panel.minX - arrowLength, y: y),
        CGPoint(x: panel.minX, y: y - arrowHalfWidth),
      ]
    }
    path.addArc(
      center: CGPoint(x: panel.minX + r, y: panel.minY + r), radius: r, startAngle: .degrees(180),
      endAngle: .degrees(270), clockwise: false)
    path.closeSubpath()
    return path
  }

  override var typeName: String { "Popover" }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    [LayoutTreeNode(type: typeName, frame: panel, children: subviews.flatMap { $0.layoutTreeNodes() })]
  }
}
