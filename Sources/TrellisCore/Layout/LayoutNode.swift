/// A node that takes part in layout: it is sized by its parent's proposals, placed in a frame,
/// and draws. Modifiers, leaves (text, shapes) and containers (stacks, custom layouts) are all
/// layout nodes; the structural nodes between them are looked through.
@MainActor
class LayoutNode: _Node, ExplicitGuideSource {
  // The flags come first, in the bytes after `_Node`'s flags: every view's node holds them.
  @exclusivity(unchecked) private var hasBeenPlaced = false
  /// Set when something changed since the last placement; cleared when placed.
  @exclusivity(unchecked) var layoutInvalid = true
  /// The structural subtree whose layout nodes are this node's subviews.
  var content: _Node?
  // Layout reads and writes these for every measurement; no access to them ever overlaps
  // another, so the run-time exclusivity checks (a tenth of layout's time) are left out.
  @exclusivity(unchecked) private var cachedSubviews: [LayoutNode]?
  /// `cachedSubviews` unretained, for `unretainedSubviews`.
  @exclusivity(unchecked) private var subviewReferences = UnretainedNodes<LayoutNode>.uncollected
  @exclusivity(unchecked) var sizeCache = SizeCache()
  /// The placed frame in root coordinates before pixel rounding.
  @exclusivity(unchecked) var layoutFrame = CGRect.null
  /// The presented frame in root coordinates, rounded to the pixel grid: where the view is drawn
  /// now, which during an animation lies between where it was and `targetFrame`. Kept by the
  /// node's animations once it has any, since most nodes never animate and it is otherwise
  /// `targetFrame`.
  final var frame: CGRect { animations?.presentedFrame ?? targetFrame }
  /// Where layout put the view (rounded), which an animated `frame` moves towards.
  @exclusivity(unchecked) var targetFrame = CGRect.zero
  /// The node's frame and opacity animations and the views it still draws while they leave,
  /// made when first needed: most nodes never animate, and the animators inline made every node
  /// a third larger.
  private var animations: NodeAnimations?
  @exclusivity(unchecked) var placedProposal: ProposedViewSize?
  /// The display scale `frame` was rounded at.
  @exclusivity(unchecked) private var placedScale: CGFloat = 0

  override var childNodes: [_Node] {
    guard let content else { return [] }
    return [content]
  }

  override func forEachChild(_ body: (_Node) -> Void) {
    if let content { body(content) }
  }

  override func collectLayoutNodes(into result: inout [LayoutNode]) {
    result.append(self)
  }

  /// The layout nodes directly inside this one, in order.
  final var subviews: [LayoutNode] {
    if let cachedSubviews { return cachedSubviews }
    guard let content else {
      cachedSubviews = []
      subviewReferences = UnretainedNodes([])
      return []
    }
    // Collected in a buffer the graph reuses, then copied once at the right size: growing a
    // fresh array one subview at a time reallocated it several times per container. The buffer
    // is taken out while in use, since collecting can ask a modifier for its own subviews.
    var buffer: [LayoutNode] = []
    swap(&buffer, &graph.collectedSubviews)
    content.collectLayoutNodes(into: &buffer)
    // The result takes the buffer's storage when it fills at least half of it (the graph gets a
    // new buffer as large); fewer subviews are copied out, since the storage is as large as the
    // most subviews collected so far: a stack of two after one of a thousand would otherwise
    // keep room for a thousand.
    let result =
      buffer.count * 2 >= buffer.capacity ? buffer : LayoutNode.copied(buffer)
    buffer.removeAll(keepingCapacity: true)
    swap(&buffer, &graph.collectedSubviews)
    cachedSubviews = result
    subviewReferences = UnretainedNodes(result)
    return result
  }

  /// The subviews as unretained references, which layout's hot paths read: fetching `subviews`
  /// retains and releases the array, an atomic operation on memory spread over the heap, and
  /// at every measurement of every container that was two fifths of a cold layout pass.
  ///
  /// Valid until the current layout pass or update ends, even if the subviews change meanwhile:
  /// an array of subviews dropped before then is kept by the graph until then.
  final var unretainedSubviews: UnretainedNodes<LayoutNode> {
    if subviewReferences.isCollected { return subviewReferences }
    _ = subviews
    return subviewReferences
  }

  /// Drops the collected subviews, handing them to the graph to keep until the pass ends, since
  /// a container may be reading them unretained.
  private func dropCachedSubviews() {
    subviewReferences = .uncollected
    guard let dropped = cachedSubviews else { return }
    cachedSubviews = nil
    if !dropped.isEmpty { graph.retire(dropped) }
  }

  /// Forgets the collected subviews without invalidating anything: for a container that made
  /// more of its own subviews during layout (a lazy stack) and lays them out itself.
  final func forgetCachedSubviews() {
    dropCachedSubviews()
  }

  /// Called when the set of subviews changed.
  func subviewsDidChange() {
    dropCachedSubviews()
    invalidateLayout()
  }

  /// Sets the structural content, making its node from `view`.
  func setContent<V: View>(_ view: V) {
    if let content {
      V._updateNode(content, with: view)
    } else {
      content = V._makeNode(view, parent: self)
      dropCachedSubviews()
    }
  }

  // MARK: Sizing

  /// The node's size for `proposal`, computed at most once per distinct proposal until the node
  /// changes.
  final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let proposal = proposal.sanitized
    let key = SizeCache.Key(proposal)
    if let size = sizeCache.lookup(key) { return size }
    LayoutNode.countMeasurement(in: .passUnretained(graph))
    let size = LayoutNode.sanitize(computeSize(proposal))
    sizeCache.store(size, for: key)
    return size
  }

  /// Counts through a guaranteed reference: reading `graph` for the count retained and released
  /// the graph on every measurement. Nonisolated, since a main-actor closure handed to the
  /// standard library checks the executor on every call.
  private nonisolated static func countMeasurement(in graph: Unmanaged<ViewGraph>) {
    graph._withUnsafeGuaranteedRef { $0.measurements += 1 }
  }

  /// Computes the size for `proposal`; subclasses override. By default the subviews are laid out
  /// as in a `VStack` (one subview: its own size).
  func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    // A leaf has no subviews to collect (and no content it could get later).
    if content == nil { return .zero }
    let nodes = unretainedSubviews
    if nodes.count == 0 { return .zero }
    if nodes.count == 1 { return withUnretained(nodes[0]) { $0.sizeThatFits(proposal) } }
    return LayoutNode.defaultStack.size(proposal, stacking: self)
  }

  /// How a node that is not a container arranges several subviews: as a `VStack`.
  static let defaultStack = StackAlgorithm(
    axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil)

  static func sanitize(_ size: CGSize) -> CGSize {
    func clean(_ value: CGFloat) -> CGFloat { value.isNaN || value < 0 ? 0 : value }
    return CGSize(width: clean(size.width), height: clean(size.height))
  }

  // MARK: Placement

  /// Places the node in `rect` (root coordinates) for `proposal`, then its subviews.
  final func place(in rect: CGRect, proposal: ProposedViewSize) {
    let rect = LayoutNode.sanitize(rect)
    let scale = graph.scale
    // A changed display scale moves the pixel grid, so frames are rounded again.
    if !layoutInvalid, rect == layoutFrame, proposal == placedProposal, placedScale == scale { return }
    placedScale = scale
    layoutFrame = rect
    let target = ViewGraph.roundToPixels(rect, scale: scale)
    if !hasBeenPlaced {
      hasBeenPlaced = true
      animations?.presentedFrame = target
    } else if target != targetFrame {
      let animation = graph.animation(for: self)
      if animation != nil || animations != nil {
        let state = animationState()
        if graph.movingGeometryGroups > 0, let shift = enclosingGeometryGroupShift {
          state.frame.shift(
            by: CGRect(origin: CGPoint(x: shift.width, y: shift.height), size: .zero).animatableData)
        }
        if state.frame.set(
          target.animatableData, animation: animation, now: graph.passTime, environment: environment)
        {
          graph.startAnimating(self)
        }
        state.presentedFrame = graph.roundToPixels(CGRect.zero.with(state.frame.presented))
      }
    }
    targetFrame = target
    placedProposal = proposal
    layoutInvalid = false
    placeSubviews(in: rect, proposal: proposal)
    didPlace()
  }

  static func sanitize(_ rect: CGRect) -> CGRect {
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    func cleanLength(_ value: CGFloat) -> CGFloat {
      value.isFinite ? max(0, value) : (value > 0 ? 1_000_000 : 0)
    }
    return CGRect(
      x: clean(rect.minX), y: clean(rect.minY), width: cleanLength(rect.width),
      height: cleanLength(rect.height))
  }

  /// Places the subviews inside `rect`; subclasses override. By default, as in a `VStack`.
  func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    if content == nil { return }
    let nodes = unretainedSubviews
    if nodes.count == 0 { return }
    if nodes.count == 1 {
      // The proposal the size came from, not the size itself: a stack proposed exactly its own
      // width would share it differently and wrap text it measured unwrapped.
      withUnretained(nodes[0]) { $0.place(in: rect, proposal: proposal) }
      return
    }
    LayoutNode.defaultStack.placeSubviews(of: self, in: rect, proposal: proposal)
  }

  /// Called after the node was placed.
  func didPlace() {}

  /// Drops cached sizes here and in every layout node above, so the next pass measures again.
  func invalidateLayout() {
    var current: _Node? = self
    while let node = current {
      if let layout = node as? LayoutNode {
        if layout !== self, layout.descendantDidInvalidate(self) { return }
        // A node measured since it was last invalidated may have been measured without being
        // placed (a ViewThatFits candidate): the nodes above it cached sizes again, so go on.
        let wasMeasured = !layout.sizeCache.isEmpty
        layout.sizeCache.removeAll()
        if layout.layoutInvalid && layout !== self && !wasMeasured { return }
        layout.layoutInvalid = true
        if let root = layout as? RootNode {
          root.graph.setNeedsLayout()
          return
        }
      }
      current = node.parent
    }
  }

  /// Measures a leaf again after its content changed, at every proposal and for every alignment
  /// guide it was asked about, and returns whether each answer is as before. Then the containers
  /// above, whose own sizes came from those answers, are still right and nothing but the leaf
  /// needs drawing again: a counter ticking in a list of thousands costs the same as in a list
  /// of ten. Only for leaves whose spacing, priority and layout values do not depend on the
  /// content that changed.
  final func remeasureKeepsLayout() -> Bool {
    guard !layoutInvalid, !sizeCache.isEmpty, !sizeCache.hasEvicted else { return false }
    let old = sizeCache
    sizeCache.removeAll()
    for entry in old.entries where sizeThatFits(entry.proposal) != entry.size { return false }
    for guide in old.guides where explicitGuide(guide.key, size: guide.size) != guide.value { return false }
    return true
  }

  /// Called when a layout change rises from `node`, a descendant, before this node is
  /// invalidated; returns whether the change stops here because this node deals with it (a
  /// `GeometryReader`, whose size never depends on its content).
  func descendantDidInvalidate(_ node: LayoutNode) -> Bool { false }

  /// Whether `node`, one of the subviews, is kept but not shown (a `ViewThatFits` candidate not
  /// chosen), so input and focus skip it.
  func hidesSubview(_ node: LayoutNode) -> Bool { false }

  /// Whether the subviews this container hides count as off screen, so that their `onAppear`
  /// waits until they are shown (a tab view's other tabs, a navigation stack's lower levels)
  /// rather than only being skipped by input (`.hidden()`, a mask). Such a container calls
  /// `graph.appearance.gateDidChange()` when it shows other subviews.
  var gatesAppearance: Bool { false }

  // MARK: Alignment, spacing, priority, layout values

  /// The position of an explicit alignment guide at `size`, or nil to use the guide's default.
  func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    let nodes = unretainedSubviews
    guard nodes.count == 1 else { return nil }
    return withUnretained(nodes[0]) { $0.dimensions(for: ProposedViewSize(size))[explicit: key] }
  }

  nonisolated func explicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    assumeMainActorUnchecked { cachedExplicitGuide(key, size: size) }
  }

  /// The explicit position of `key` at `size`, computed once per size until the node changes.
  final func cachedExplicitGuide(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    // Most guides (.center, .leading…) are set by nothing in the tree: no need to ask around.
    guard graph.explicitGuides.mayExist(key) else { return nil }
    if let cached = sizeCache.guide(key, at: size) { return cached }
    let value = explicitAlignment(key, size: size)
    sizeCache.storeGuide(value, for: key, at: size)
    return value
  }

  /// Where the guide `key` lies at `size`, explicit or by default: what `ViewDimensions`
  /// answers, asked directly from main-actor code, which the nonisolated path would make
  /// allocate a closure on every call.
  final func guidePosition(_ key: AlignmentKey, size: CGSize) -> CGFloat {
    if let explicit = cachedExplicitGuide(key, size: size) { return explicit }
    // A leading edge is at 0 even in an infinite size, where 0 × ∞ would be NaN.
    if let fraction = key.edgeFraction { return fraction == 0 ? 0 : size[key.axis] * fraction }
    return key.defaultValue(in: ViewDimensions(size: size, guides: self))
  }

  /// The node's size and guides for `proposal`.
  final func dimensions(for proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: sizeThatFits(proposal), guides: self)
  }

  /// The spacing this view prefers around it.
  var spacing: ViewSpacing {
    let nodes = unretainedSubviews
    return nodes.count == 1 ? withUnretained(nodes[0]) { $0.spacing } : .standard
  }

  /// The axis along which this node stacks its subviews, if it is a stack.
  var stackOrientation: Axis? { nil }

  /// Whether this node arranges several subviews (so a `Spacer` looks no further up for an axis).
  var isContainer: Bool { false }

  /// The scroll view that fills this node's frame, when nothing but modifiers that leave its
  /// layout alone wraps it: it takes the safe area lent by the modifiers around it as content
  /// margins (see `safeAreaLent(at:)`).
  var safeAreaScrollView: ScrollNode? { nil }

  /// The edges on which this view extends into the safe area that `.safeAreaInset` and
  /// `.safeAreaPadding` around it reserve, rather than staying inside it: a scroll view's
  /// (all), or those of `.ignoresSafeArea`, through modifiers that leave layout alone.
  var ignoredSafeAreaEdges: Edge.Set { [] }

  /// The safe area this node, a safe-area modifier, lends its content at `proposal` on the edges
  /// where the content extends into it.
  func safeAreaLentToContent(_ proposal: ProposedViewSize) -> EdgeInsets { EdgeInsets() }

  /// The edges on which this node hides the safe area above it from its content
  /// (`.ignoresSafeArea`).
  var safeAreaBarrier: Edge.Set { [] }

  /// The priority a stack gives this view when sharing out space.
  var layoutPriority: Double { 0 }

  /// Where this view lies among its siblings when drawn and hit (`.zIndex`); higher is on top.
  var zIndex: Double { 0 }

  /// `nodes`, subviews of this node, in the order they are drawn, and hit last first: by
  /// `zIndex`. A lazy stack draws the headers and footers it pins above the rest.
  func drawingOrder(_ nodes: [LayoutNode]) -> [LayoutNode] { LayoutNode.stackingOrder(nodes) }

  /// The value of a layout value key, or nil for the key's default.
  func layoutValue(_ key: ObjectIdentifier) -> Any? { nil }

  // MARK: Paint, hit testing, inspection

  /// Appends the node's drawing commands; by default its subviews', then those of views that are
  /// being removed.
  func draw(into list: inout DisplayListBuilder) {
    for node in drawingOrder(subviews) { drawSubview(node, into: &list) }
    if let ghosts = animations?.ghosts {
      for ghost in ghosts { ghost.node.drawSubtree(into: &list) }
    }
  }

  /// Draws `node`, one of the subviews, for `draw(into:)`: a container that shows some of them
  /// differently (a focused list's selected rows, in white) overrides it.
  func drawSubview(_ node: LayoutNode, into list: inout DisplayListBuilder) {
    node.drawSubtree(into: &list)
  }

  /// Draws this node as its parent should: faded while it appears or disappears.
  final func drawSubtree(into list: inout DisplayListBuilder) {
    let opacity = animations?.appearance.presented ?? 1
    if opacity >= 1 { return draw(into: &list) }
    if opacity <= 0 { return }
    list.group(.pushLayer(LayerEffects(opacity: opacity)), .popLayer) { draw(into: &$0) }
  }

  // MARK: Animation

  /// Moves this node's animations to `time`; returns whether any goes on.
  func advanceAnimations(to time: Double) -> Bool {
    var running = false
    if let state = animations {
      if state.frame.isAnimating {
        running = state.frame.advance(to: time) || running
        state.presentedFrame = graph.roundToPixels(CGRect.zero.with(state.frame.presented))
      }
      if state.appearance.isAnimating { running = state.appearance.advance(to: time) || running }
    }
    if let state = animations, !state.ghosts.isEmpty {
      state.ghosts.removeAll { $0.end <= time }
      running = running || !state.ghosts.isEmpty
    }
    return running
  }

  /// Fades the node in (from `from` to fully opaque) with `animation`.
  func animateAppearance(from: Double, animation: Animation) {
    let state = animationState()
    _ = state.appearance.set(from, animation: nil, now: graph.passTime)
    if state.appearance.set(1, animation: animation, now: graph.passTime, environment: environment) {
      graph.startAnimating(self)
    }
  }

  /// Shows the node at `start` now and animates its frame from there to where layout put it.
  func animateFrame(from start: CGRect, animation: Animation) {
    let state = animationState()
    _ = state.frame.set(start.animatableData, animation: nil, now: graph.passTime)
    if state.frame.set(
      targetFrame.animatableData, animation: animation, now: graph.passTime, environment: environment)
    {
      graph.startAnimating(self)
    }
    state.presentedFrame = graph.roundToPixels(CGRect.zero.with(state.frame.presented))
  }

  /// Fades the node out with `animation` (it is drawn by a container as a ghost meanwhile).
  func animateDisappearance(animation: Animation) {
    if animationState().appearance.set(0, animation: animation, now: graph.passTime, environment: environment)
    {
      graph.startAnimating(self)
    }
  }

  /// The node's animations, made at rest where the node is now (its frame, fully opaque).
  private func animationState() -> NodeAnimations {
    if let animations { return animations }
    let made = NodeAnimations(frame: frame)
    animations = made
    return made
  }

  /// Keeps drawing `node`, which was removed, until `end`.
  func addGhost(_ node: LayoutNode, until end: Double) {
    animationState().ghosts.append((node, end))
    graph.startAnimating(self)
  }

  /// The children in the order pointer input tries them: topmost first.
  var hitTestOrder: [LayoutNode] { drawingOrder(allLayoutChildren).reversed() }

  /// Whether `point` (root coordinates) lies in the view's shape; by default its frame.
  func contains(_ point: CGPoint) -> Bool { frame.contains(point) }

  /// The topmost node at `point` (root coordinates) that takes pointer input.
  func hitTest(_ point: CGPoint) -> LayoutNode? {
    for node in drawingOrder(subviews).reversed() {
      if let hit = node.hitTest(point) { return hit }
    }
    return nil
  }

  /// The name tools see for this view in the layout tree.
  var typeName: String { "View" }

  /// The nodes of the layout tree for this view: usually one; modifiers that do not show up as
  /// views of their own return their content's.
  func layoutTreeNodes() -> [LayoutTreeNode] {
    [
      LayoutTreeNode(
        type: typeName, frame: frame, children: (subviews + leavingViews).flatMap { $0.layoutTreeNodes() })
    ]
  }

  /// Views removed in an animated change that are still on screen, leaving through their
  /// transition: drawn and reported, but taking no input.
  final var leavingViews: [LayoutNode] { animations?.ghosts.map(\.node) ?? [] }
}

extension ViewGraph {
  /// Rounds a rectangle's edges to the pixel grid at the graph's scale.
  func roundToPixels(_ rect: CGRect) -> CGRect {
    ViewGraph.roundToPixels(rect, scale: scale)
  }

  /// Rounds a rectangle's edges to the pixel grid at `scale`: static, so that placing a node,
  /// which rounds its frame, does not retain the graph for the call.
  static func roundToPixels(_ rect: CGRect, scale: CGFloat) -> CGRect {
    let s = scale > 0 ? scale : 1
    let x0 = (rect.minX * s).roundedToPixel / s
    let y0 = (rect.minY * s).roundedToPixel / s
    let x1 = (rect.maxX * s).roundedToPixel / s
    let y1 = (rect.maxY * s).roundedToPixel / s
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}

extension CGFloat {
  /// The value rounded to the nearest whole number, halves away from zero: exactly `rounded()`,
  /// without the C library call it makes on processors without a rounding instruction, which
  /// was a tenth of placing a view.
  @inline(__always)
  fileprivate var roundedToPixel: CGFloat {
    let size = magnitude
    // Every value of magnitude 2^52 or more is whole already; NaN and infinities stay.
    guard size < 4_503_599_627_370_496 else { return self }
    // Adding 2^52 leaves no bits below the units, so the sum is rounded to the nearest whole
    // number by the addition itself (halves to even), and the difference is exact.
    var whole = (size + 4_503_599_627_370_496) - 4_503_599_627_370_496
    if size - whole == 0.5 { whole += 1 }
    // `rounded()` keeps the sign of a value that rounds to zero (-0.25 gives -0).
    return CGFloat(signOf: self, magnitudeOf: whole)
  }
}
