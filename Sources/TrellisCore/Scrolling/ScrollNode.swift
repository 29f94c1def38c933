/// The node of a scroll view: it lays its content out at its ideal length along the scroll axes,
/// moves it by the scroll offset (kept between zero and the overflow), clips it to the viewport,
/// and draws overlay scroll bars while the pointer is over it.
final class ScrollNode: LayoutNode, InteractiveNode {
  private(set) var axes: Axis.Set = .vertical
  private var showsIndicators = true
  /// How far the content is scrolled, in points from its top-left corner.
  private(set) var offset = CGPoint.zero
  /// The content's size at the last placement.
  private(set) var contentSize = CGSize.zero
  private var isPointerInside = false
  private var hoveredBar: Axis?
  private var draggedBar: (axis: Axis, grab: CGFloat)?
  /// Whether a scroll bar's thumb is held.
  var isDraggingBar: Bool { draggedBar != nil }
  /// The visible size, which `containerRelativeFrame` views inside measure against.
  let relativeFrameContainer = RelativeFrameContainer()
  /// Whether content has been placed: the first placement applies the initial anchor.
  private var hasPlacedContent = false
  /// Until when a flash (`scrollIndicatorsFlash`) shows the bars, on the graph's clock.
  private var flashEnd = -Double.infinity

  override init(parent: __shared _Node?, graph: ViewGraph? = nil) {
    super.init(parent: parent, graph: graph)
    self.graph.pointerObservers.add(self)
  }

  func update(axes: Axis.Set, showsIndicators: Bool) {
    if axes != self.axes {
      self.axes = axes
      invalidateLayout()
    }
    if showsIndicators != self.showsIndicators {
      self.showsIndicators = showsIndicators
      graph.setNeedsDisplay(frame)
    }
  }

  // The bars follow environment values (`scrollIndicators`), the layout the content margins.
  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    let oldMargins = environment.scrollContentMargins
    let oldFlashes = environment.scrollIndicatorsFlash.flashes
    super.environmentDidChange(newEnvironment)
    if environment.scrollContentMargins != oldMargins { invalidateLayout() }
    if environment.scrollIndicatorsFlash.flashes != oldFlashes { flashIndicators() }
    graph.setNeedsDisplay(frame)
  }

  override func dispose() {
    graph.pointerObservers.remove(self)
    graph.wakeUps.cancel(self)
    super.dispose()
  }

  /// Shows the bars for a moment, then hides them again unless the pointer is over the view.
  private func flashIndicators() {
    flashEnd = graph.now() + Self.flashDuration
    graph.setNeedsDisplay(frame)
    graph.wakeUps.schedule(self, at: flashEnd) { [weak self] in
      guard let self, isAlive else { return }
      graph.setNeedsDisplay(frame)
    }
  }

  // What the modifiers of this scroll view ask of it is not for the scroll views inside.
  override var environmentForChildren: EnvironmentValues {
    guard environment.scrollViewLinks != ScrollViewLinks() else { return environment }
    var values = environment
    values.scrollViewLinks = ScrollViewLinks()
    return values
  }

  // MARK: Layout

  override var safeAreaScrollView: ScrollNode? { self }

  // A scroll view reaches under the bars and padding of the safe area around it and insets its
  // content by them instead, so that the content scrolls on beneath them.
  override var ignoredSafeAreaEdges: Edge.Set { .all }

  /// The content margins (`contentMargins`, and the safe area lent by `.safeAreaPadding` and
  /// `.safeAreaInset` around the scroll view).
  var contentInsets: EdgeInsets {
    var insets = environment.scrollContentMargins
    insets.top += lentSafeArea.top
    insets.leading += lentSafeArea.leading
    insets.bottom += lentSafeArea.bottom
    insets.trailing += lentSafeArea.trailing
    return insets
  }

  /// The safe area lent at the proposal last measured or placed: a bar's length may depend on
  /// the proposal, so it is found again for each.
  private var lentSafeArea = EdgeInsets()

  /// The content margins as left, top, right and bottom.
  var margins: (left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat) {
    Self.sides(of: contentInsets, in: environment.layoutDirection)
  }

  private static func sides(of insets: EdgeInsets, in direction: LayoutDirection) -> (
    left: CGFloat, top: CGFloat, right: CGFloat, bottom: CGFloat
  ) {
    let rightToLeft = direction == .rightToLeft
    return (
      rightToLeft ? insets.trailing : insets.leading, insets.top,
      rightToLeft ? insets.leading : insets.trailing, insets.bottom
    )
  }

  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    let margins = self.margins
    return ProposedViewSize(
      width: axes.contains(.horizontal)
        ? nil : proposal.width.map { max(0, $0 - margins.left - margins.right) },
      height: axes.contains(.vertical)
        ? nil : proposal.height.map { max(0, $0 - margins.top - margins.bottom) })
  }

  /// The content's size with its margins around it.
  private func withMargins(_ size: CGSize) -> CGSize {
    let margins = self.margins
    return CGSize(
      width: size.width + margins.left + margins.right, height: size.height + margins.top + margins.bottom)
  }

  /// The content's size for `proposal`: several views stack along the scroll axis.
  private func measureContent(_ proposal: ProposedViewSize) -> CGSize {
    let nodes = subviews
    if nodes.isEmpty { return .zero }
    if nodes.count == 1 { return nodes[0].sizeThatFits(proposal) }
    return contentStack.size(proposal, stacking: self)
  }

  /// How several views inside share the content: stacked along the scroll axis.
  private var contentStack: StackAlgorithm {
    axes == .horizontal
      ? StackAlgorithm(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil)
      : StackAlgorithm(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    lentSafeArea = safeAreaLent(at: proposal)
    relativeFrameContainer.update(proposal.replacingUnspecifiedDimensions(), around: self)
    let content = withMargins(measureContent(contentProposal(proposal)))
    return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    lentSafeArea = safeAreaLent(at: proposal)
    // A flash on appearing starts with the first placement: the view is on screen from then.
    if !hasPlacedContent, environment.scrollIndicatorsFlash.onAppear { flashIndicators() }
    relativeFrameContainer.update(rect.size, around: self)
    let childProposal = contentProposal(ProposedViewSize(rect.size))
    let measured = measureContent(childProposal)
    // The scrolled area is the content with its margins.
    let size = withMargins(measured)
    let anchors = environment.scrollViewLinks.anchors
    if hasPlacedContent, size != contentSize, let anchor = anchors[.sizeChanges] {
      // The content point at the anchor stays where it is.
      offset.x += anchor.x * (size.width - contentSize.width)
      offset.y += anchor.y * (size.height - contentSize.height)
    }
    contentSize = size
    if !hasPlacedContent, size != .zero {
      hasPlacedContent = true
      if let anchor = anchors[.initialOffset] {
        offset = CGPoint(x: anchor.x * (size.width - rect.width), y: anchor.y * (size.height - rect.height))
      }
    }
    offset = clamped(offset, viewport: rect.size)
    // Content narrower than the viewport is centered across the scroll axis, and starts at the
    // top (leading) edge along it, or where an alignment anchor puts it.
    let alignment = anchors[.alignment] ?? .topLeading
    let x =
      axes.contains(.horizontal)
      ? rect.minX - offset.x + max(0, rect.width - size.width) * alignment.x
      : rect.minX + (rect.width - size.width) / 2
    let y =
      axes.contains(.vertical)
      ? rect.minY - offset.y + max(0, rect.height - size.height) * alignment.y
      : rect.minY + (rect.height - size.height) / 2
    let margins = self.margins
    let contentRect = CGRect(
      x: x + margins.left, y: y + margins.top, width: measured.width, height: measured.height)
    let nodes = subviews
    if nodes.count == 1 {
      nodes[0].place(in: contentRect, proposal: childProposal)
    } else {
      contentStack.placeSubviews(of: self, in: contentRect, proposal: childProposal)
    }
    notifyObservers(byUser: false)
  }

  // MARK: Scrolling

  /// The largest offset along each axis: how far the content overflows the viewport.
  private func maximumOffset(viewport: CGSize) -> CGPoint {
    CGPoint(
      x: axes.contains(.horizontal) ? max(0, contentSize.width - viewport.width) : 0,
      y: axes.contains(.vertical) ? max(0, contentSize.height - viewport.height) : 0)
  }

  private func clamped(_ point: CGPoint, viewport: CGSize) -> CGPoint {
    let limit = maximumOffset(viewport: viewport)
    func clean(_ value: CGFloat, _ maximum: CGFloat) -> CGFloat {
      guard value.isFinite else { return 0 }
      return min(max(0, value), maximum)
    }
    return CGPoint(x: clean(point.x, limit.x), y: clean(point.y, limit.y))
  }

  /// Scrolls to `point` (clamped); returns whether the offset changed.
  @discardableResult func scroll(to point: CGPoint) -> Bool {
    let viewport = layoutFrame.isNull ? frame.size : layoutFrame.size
    let target = clamped(point, viewport: viewport)
    guard target != offset else { return false }
    offset = target
    if !layoutFrame.isNull, let proposal = placedProposal {
      placeSubviews(in: layoutFrame, proposal: proposal)
    }
    graph.setNeedsDisplay(frame)
    return true
  }

  var acceptsInput: Bool { environment.isEnabled }

  func scrolled(by delta: CGSize) -> Bool {
    // Declined, the wheel goes on to an enclosing scroll view.
    guard environment.isScrollEnabled else { return false }
    var delta = delta
    if !delta.width.isFinite { delta.width = 0 }
    if !delta.height.isFinite { delta.height = 0 }
    // A wheel that only turns vertically scrolls a horizontal-only view sideways.
    if axes == .horizontal, delta.width == 0 { delta = CGSize(width: delta.height, height: 0) }
    if let behavior = environment.scrollTargetBehavior,
      let target = snappedOffset(for: delta, behavior: behavior)
    {
      return scrolledByUser(to: target)
    }
    return scrolledByUser(to: CGPoint(x: offset.x + delta.width, y: offset.y + delta.height))
  }

  /// Scrolls to `point` as a person asked; returns whether the offset changed.
  private func scrolledByUser(to point: CGPoint) -> Bool {
    guard scroll(to: point) else { return false }
    notifyObservers(byUser: true)
    return true
  }

  // MARK: Scroll bars

  private static let barInset: CGFloat = 3

  private func barThickness(_ axis: Axis) -> CGFloat {
    hoveredBar == axis || draggedBar?.axis == axis ? 8 : 6
  }

  private func overflows(_ axis: Axis) -> Bool {
    let limit = maximumOffset(viewport: frame.size)
    return axis == .vertical
      ? axes.contains(.vertical) && limit.y > 0.5 : axes.contains(.horizontal) && limit.x > 0.5
  }

  /// The strip a scroll bar's thumb moves along.
  private func track(_ axis: Axis) -> CGRect {
    let inset = Self.barInset
    let corner: CGFloat = overflows(.vertical) && overflows(.horizontal) ? 10 : 0
    let thickness: CGFloat = 8
    // `contentMargins(for: .scrollIndicators)` moves the bars in from the edges.
    let m = Self.sides(of: environment.scrollIndicatorMargins, in: environment.layoutDirection)
    let area = CGRect(
      x: frame.minX + m.left, y: frame.minY + m.top, width: max(0, frame.width - m.left - m.right),
      height: max(0, frame.height - m.top - m.bottom))
    switch axis {
    case .vertical:
      let x =
        environment.layoutDirection == .rightToLeft ? area.minX + inset : area.maxX - inset - thickness
      return CGRect(
        x: x, y: area.minY + inset, width: thickness, height: max(0, area.height - inset * 2 - corner))
    case .horizontal:
      return CGRect(
        x: area.minX + inset, y: area.maxY - inset - thickness,
        width: max(0, area.width - inset * 2 - corner), height: thickness)
    }
  }

  /// The thumb: its length is the visible fraction of the content, its position the offset's.
  private func thumb(_ axis: Axis) -> CGRect {
    let track = track(axis)
    let viewport = axis == .vertical ? frame.height : frame.width
    let content = axis == .vertical ? contentSize.height : contentSize.width
    let trackLength = axis == .vertical ? track.height : track.width
    let length = min(trackLength, max(28, trackLength * viewport / max(content, 1)))
    let limit =
      axis == .vertical ? maximumOffset(viewport: frame.size).y : maximumOffset(viewport: frame.size).x
    let current = axis == .vertical ? offset.y : offset.x
    let position = limit > 0 ? (trackLength - length) * current / limit : 0
    let thickness = barThickness(axis)
    switch axis {
    case .vertical:
      return CGRect(x: track.maxX - thickness, y: track.minY + position, width: thickness, height: length)
    case .horizontal:
      return CGRect(x: track.minX + position, y: track.maxY - thickness, width: length, height: thickness)
    }
  }

  /// Whether the bar along `axis` is drawn now, following `scrollIndicators(_:axes:)`.
  private func showsBar(_ axis: Axis) -> Bool {
    guard showsIndicators else { return false }
    let visibility =
      axis == .vertical
      ? environment.verticalScrollIndicatorVisibility : environment.horizontalScrollIndicatorVisibility
    switch visibility.kind {
    case .automatic: return isPointerInside || draggedBar != nil || graph.now() < flashEnd
    case .visible: return true
    case .hidden, .never: return false
    }
  }

  /// Whether the bar along `axis` can be grabbed: not when it is never drawn or scrolling is off.
  private func takesBarInput(_ axis: Axis) -> Bool {
    guard showsIndicators, environment.isScrollEnabled else { return false }
    let visibility =
      axis == .vertical
      ? environment.verticalScrollIndicatorVisibility : environment.horizontalScrollIndicatorVisibility
    return visibility == .automatic || visibility == .visible
  }

  private func bar(at point: CGPoint) -> Axis? {
    for axis in [Axis.vertical, .horizontal]
    where takesBarInput(axis) && overflows(axis) && track(axis).insetBy(dx: -2, dy: -2).contains(point) {
      return axis
    }
    return nil
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    guard frame.contains(point) else { return nil }
    if bar(at: point) != nil { return self }
    return super.hitTest(point)
  }

  override func contains(_ point: CGPoint) -> Bool { frame.contains(point) }

  func pointerDown(at point: CGPoint) {
    guard let axis = bar(at: point) else { return }
    let thumb = thumb(axis)
    let along = axis == .vertical ? point.y : point.x
    if thumb.contains(point) {
      draggedBar = (axis, along - (axis == .vertical ? thumb.minY : thumb.minX))
    } else {
      // A click on the track centers the thumb there, then drags it.
      let half = (axis == .vertical ? thumb.height : thumb.width) / 2
      draggedBar = (axis, half)
      dragThumb(to: point)
    }
    graph.setNeedsDisplay(frame)
  }

  func pointerDragged(to point: CGPoint) { dragThumb(to: point) }

  private func dragThumb(to point: CGPoint) {
    guard let (axis, grab) = draggedBar else { return }
    let track = track(axis)
    let thumb = thumb(axis)
    let travel = axis == .vertical ? track.height - thumb.height : track.width - thumb.width
    let along = (axis == .vertical ? point.y - track.minY : point.x - track.minX) - grab
    let fraction = travel > 0 ? min(max(0, along / travel), 1) : 0
    let limit = maximumOffset(viewport: frame.size)
    if axis == .vertical {
      _ = scrolledByUser(to: CGPoint(x: offset.x, y: fraction * limit.y))
    } else {
      _ = scrolledByUser(to: CGPoint(x: fraction * limit.x, y: offset.y))
    }
  }

  func pointerUp(at point: CGPoint, inside: Bool) {
    draggedBar = nil
    hoveredBar = bar(at: point)
    isPointerInside = frame.contains(point)
    graph.setNeedsDisplay(frame)
  }

  // MARK: Drawing

  override func draw(into list: inout DisplayListBuilder) {
    if environment.isScrollClipDisabled {
      super.draw(into: &list)
    } else {
      list.group(.pushClip(Path(frame), eoFill: false), .popClip) { super.draw(into: &$0) }
    }
    guard showsBar(.vertical) || showsBar(.horizontal) else { return }
    let palette = ControlPalette(environment)
    for axis in [Axis.vertical, .horizontal] where overflows(axis) && showsBar(axis) {
      let active = hoveredBar == axis || draggedBar?.axis == axis
      if active {
        let track = track(axis)
        ControlDrawing.fill(track, radius: 4, palette.track().withOpacity(0.45), into: &list)
      }
      let thumb = thumb(axis)
      let shade = Color(white: palette.isDark ? 1 : 0, opacity: active ? 0.5 : 0.32)
      ControlDrawing.fill(
        thumb, radius: min(thumb.width, thumb.height) / 2, palette.resolve(shade), into: &list)
    }
  }

  override var typeName: String { "ScrollView" }
}

extension ScrollNode: PointerObserver {
  func pointerMoved(to point: CGPoint) {
    let inside = isAlive && frame.contains(point)
    let bar = inside ? bar(at: point) : nil
    guard inside != isPointerInside || bar != hoveredBar else { return }
    isPointerInside = inside
    hoveredBar = bar
    graph.setNeedsDisplay(frame)
  }

  func pointerExited() {
    guard isPointerInside || hoveredBar != nil else { return }
    isPointerInside = false
    hoveredBar = nil
    graph.setNeedsDisplay(frame)
  }
}
