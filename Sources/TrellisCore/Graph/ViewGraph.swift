/// The long-lived graph of nodes behind one window's views: it evaluates bodies, keeps state,
/// lays out, and produces the display list.
///
/// One pass, in order: `update()` re-evaluates the bodies whose state changed (parents first),
/// `layout(in:)` sizes and places what changed, `displayList()` paints. A host (an X11 window, or
/// `TrellisTesting`'s headless host) drives the passes; `onNeedsUpdate` tells it a pass is due.
@MainActor
public final class ViewGraph {
  /// The node whose body is being evaluated, to which reads of state subscribe. Unretained:
  /// the evaluation holds the node, and a strong reference was retained and released around
  /// every body.
  // Set and read around every body evaluation and state read; accesses never overlap, so the
  // run-time exclusivity checks (a few percent of building a tree) are left out.
  @exclusivity(unchecked) static var evaluatingNode: Unmanaged<CompositeNodeBase>?

  /// The services that measure text and load images.
  public let services: RenderServices
  /// `services.textMeasurer`, kept here too: text nodes measure through the graph, and the
  /// measurer read through `services` was retained for every measurement.
  private let textMeasurer: any TextMeasurer
  /// Called when state changed and a new pass is due; hosts schedule a frame.
  public var onNeedsUpdate: (() -> Void)?
  /// Tried last for a key nothing in the window used (no focused view, no `.onKeyPress`, no
  /// `.keyboardShortcut` of a visible view): an app's menu commands, which act in every window.
  /// Returns whether it used the key.
  public var commandShortcuts: ((KeyEvent) -> Bool)?
  /// Whether `@FocusedValue` in this graph reads the focused values of the key window (see
  /// `becomeKeyForFocusedValues()`) rather than its own: true for an app's menu commands, which
  /// belong to no window.
  public var readsKeyWindowFocusedValues = false {
    // Bodies already evaluated read the other values.
    didSet { focusedValuesStorage?.notifyAllReaders() }
  }
  /// The values `.focusedValue` views publish; made when the first appears or is read.
  var focusedValuesStorage: FocusedValuesStore?
  // Counted for every body evaluation; no access overlaps another, so no run-time exclusivity
  // checks. Only ever touched on the main actor; nonisolated so that a body's evaluation can
  // count without retaining the graph (`countEvaluation(of:in:)`).
  /// How many bodies have been evaluated; tests read it to check that only what changed runs.
  @exclusivity(unchecked) public private(set) nonisolated(unsafe) var bodyEvaluations = 0
  /// How many bodies of each view type have been evaluated.
  public var bodyEvaluationsByType: [ObjectIdentifier: Int] {
    var result = evaluationCounts.dictionary
    for (index, count) in compositeEvaluations.enumerated() where count > 0 {
      result[CompositeViewType.nodeClass(at: index), default: 0] += count
    }
    return result
  }
  /// Evaluations of bodies of nodes other than `CompositeNode`s, by node class.
  @exclusivity(unchecked) private nonisolated(unsafe) var evaluationCounts = TypeCounts()
  /// Evaluations of `CompositeNode` bodies, by the index of their `CompositeViewType`: an
  /// array index rather than a hash of the type, since nearly every body evaluated is one.
  @exclusivity(unchecked) private nonisolated(unsafe) var compositeEvaluations: [Int] = []
  // Only ever touched on the main actor; nonisolated so that layout can count without retaining
  // the graph (`LayoutNode.countMeasurement`).
  /// How many times a size was computed rather than taken from a cache.
  @exclusivity(unchecked) public internal(set) nonisolated(unsafe) var measurements = 0
  /// Scratch space where a layout node collects its subviews.
  @exclusivity(unchecked) var collectedSubviews: [LayoutNode] = []
  /// Arrays of subviews that layout nodes dropped during this update or layout pass, kept to its
  /// end since containers read their subviews unretained (`LayoutNode.unretainedSubviews`).
  private var retiredSubviews: [[LayoutNode]] = []
  /// Whether `layout(in:)` is running, so `update()` leaves `retiredSubviews` to it.
  private(set) var isLayingOut = false
  /// Where stacks solve how to share out space.
  let stackScratch = StackScratch()
  /// `stackScratch`, unretained, for `stackScratch(of:)`.
  private nonisolated(unsafe) let stackScratchReference: Unmanaged<StackScratch>

  private(set) var root: RootNode!
  private var dirty: [CompositeNodeBase] = []
  private var pendingActions: [() -> Void] = []
  /// `onAppear` actions, run after the layout that first places their views.
  private var appearActions: [() -> Void] = []
  private var isUpdating = false
  /// The size the root was last laid out at.
  public private(set) var size: CGSize = .zero
  /// Device pixels per point, for rounding frames to the pixel grid.
  @exclusivity(unchecked) public var scale: CGFloat = 1 {
    didSet { if scale != oldValue { root.invalidateLayout() } }
  }
  // Only ever touched on the main actor; nonisolated so that layout can ask without retaining
  // the graph (`explicitGuideMayExist(_:in:)`).
  /// Which alignment guides anything in the graph sets explicitly.
  @exclusivity(unchecked) nonisolated(unsafe) var explicitGuides = ExplicitGuideRegistry()
  /// The transaction of the pass being run: the one state was written in.
  var transaction = Transaction()
  /// The transaction of the state writes waiting for the next update.
  private var pendingTransaction: Transaction?
  /// Counts update passes, so scopes can tell whether a value changed in this one.
  private(set) var passNumber = 0
  /// Whether any `.animation` or `.transaction` modifier exists (else lookups are skipped).
  var hasAnimationScopes = false
  /// Whether any transition carries an animation of its own (else unanimated insertions and
  /// removals look for none).
  var hasAttachedTransitionAnimations = false
  /// The time of the current pass, in seconds.
  private(set) var passTime: Double = 0
  /// How many `.geometryGroup()` nodes are placing their subviews after a move (else the nodes
  /// placed look for none).
  var movingGeometryGroups = 0
  private var animatingNodes: [ObjectIdentifier: LayoutNode] = [:]
  /// Views and modifiers whose own `animatableData` is animating.
  var bodyAnimations = BodyAnimations()
  /// The clock animations read, in seconds.
  public var now: () -> Double = { ViewGraph.monotonicSeconds() }
  /// Views' requests to be updated at a time (`TimelineView`), run by `update()` when due.
  let wakeUps = WakeUpQueue()
  /// Whether the host shows the views: false while their window is minimized or unmapped.
  /// Timelines on the animation schedule and keyframe animators ask for no frames meanwhile,
  /// and go on from the clock's time once they are drawn again.
  public var isOnScreen = true

  /// A graph for `content`, with `environment` as the root environment.
  public init<Content: View>(
    content: Content, services: RenderServices, environment: EnvironmentValues = EnvironmentValues(),
    now: @escaping () -> Double = { ViewGraph.monotonicSeconds() }
  ) {
    self.now = now
    self.services = services
    textMeasurer = services.textMeasurer
    stackScratchReference = .passUnretained(stackScratch)
    // Bodies are evaluated, and observation callbacks may arrive, on the thread recorded here
    // (and again at every pass: a test runner may move the main actor between threads).
    MainActorThread.record()
    var environment = environment
    // Until a layout gives the root's size: a desktop window's classes, so that a host that
    // does not set them walks the tree to change them only when its window is small.
    if environment.horizontalSizeClass == nil { environment.horizontalSizeClass = .regular }
    if environment.verticalSizeClass == nil { environment.verticalSizeClass = .regular }
    self.root = RootNode(graph: self, environment: environment)
    root.install(content)
    runPendingActions()
  }

  /// Whether a state change is waiting for `update()`.
  public var needsUpdate: Bool { !dirty.isEmpty || !pendingActions.isEmpty }
  /// Whether something changed that the next `layout(in:)` must measure or place again.
  public private(set) var needsLayout = true

  func setNeedsLayout() {
    if !needsLayout {
      needsLayout = true
      if !isUpdating { onNeedsUpdate?() }
    }
  }

  func didLayout() { needsLayout = false }

  /// Views laid out again may have moved or changed size, which only a new display list shows:
  /// a state change made outside any input (a task, a timer) that only changed the layout would
  /// otherwise never be drawn. The host's damage diff finds what really changed.
  private func displayIfLaidOutAgain() {
    if needsLayout { needsDisplay = true }
  }

  /// Whether something must be painted again even though nothing moved.
  public private(set) var needsDisplay = true

  func setNeedsDisplay(_ rect: CGRect) {
    if !needsDisplay {
      needsDisplay = true
      if !isUpdating { onNeedsUpdate?() }
    }
  }

  /// The root environment.
  ///
  /// Its color scheme is the one a `.preferredColorScheme` view asks for while one does; setting
  /// the environment sets the scheme the window returns to when none asks any more.
  public var environment: EnvironmentValues {
    get { root.environment }
    set {
      // A host that hands back the environment it read, changed elsewhere, keeps its scheme:
      // the one read is the preferred one.
      if preferredColorScheme == nil || newValue.colorScheme != root.environment.colorScheme {
        hostColorScheme = newValue.colorScheme
      }
      var environment = newValue
      if let preferredColorScheme { environment.colorScheme = preferredColorScheme }
      root.environmentDidChange(environment)
    }
  }

  /// The `.preferredColorScheme` views.
  let preferredColorSchemes = PreferredColorSchemes()
  /// The `.containerBackground(_:for: .window)` views.
  let windowContainerBackgrounds = WindowContainerBackgrounds()
  /// The color scheme the host gave the root environment.
  private lazy var hostColorScheme = root.environment.colorScheme
  /// The color scheme a `.preferredColorScheme` view asked for, applied to the root environment.
  private var preferredColorScheme: ColorScheme?

  /// After a pass in which a `.preferredColorScheme` view came, went or changed, gives the root
  /// environment the scheme now asked for (or the host's again), before the pass ends so that
  /// its first frame is already drawn in it.
  private func applyPreferredColorScheme() {
    guard preferredColorSchemes.needsResolve else { return }
    let preferred = preferredColorSchemes.resolve()
    let host = hostColorScheme
    preferredColorScheme = preferred
    let scheme = preferred ?? host
    guard root.environment.colorScheme != scheme else { return }
    appearActions.append { [unowned self] in
      var environment = root.environment
      environment.colorScheme = scheme
      root.environmentDidChange(environment)
    }
  }

  /// Gives the root environment the size classes of a root of `size`, and evaluates again the
  /// views that read them, before the pass that lays them out.
  private func applySizeClasses(for size: CGSize) {
    let horizontal = UserInterfaceSizeClass.horizontal(forWidth: size.width)
    let vertical = UserInterfaceSizeClass.vertical(forHeight: size.height)
    var environment = root.environment
    guard environment.horizontalSizeClass != horizontal || environment.verticalSizeClass != vertical else {
      return
    }
    environment.horizontalSizeClass = horizontal
    environment.verticalSizeClass = vertical
    root.environmentDidChange(environment)
    if needsUpdate { update() }
  }

  // MARK: Update

  func scheduleUpdate(_ node: CompositeNodeBase) {
    let current = Transaction.current
    if current.animation != nil || current.disablesAnimations || pendingTransaction == nil {
      // Handlers of an earlier change in this pass still wait for their animation.
      let waiting = pendingTransaction?.completions ?? []
      pendingTransaction = current
      pendingTransaction?.absorbCompletions(waiting)
    } else if !current.completions.isEmpty {
      pendingTransaction?.absorbCompletions(current.completions)
    }
    dirty.append(node)
    if !isUpdating { onNeedsUpdate?() }
  }

  /// Re-evaluates every body whose state changed, parents before children, then runs the
  /// `onAppear`, `onDisappear` and `onChange` actions that the changes triggered.
  public func update() {
    MainActorThread.record()
    passTime = now()
    if let pendingTransaction {
      transaction = pendingTransaction
      self.pendingTransaction = nil
      scheduleCompletions()
    }
    passNumber += 1
    wakeUps.fire(dueBy: passTime)
    if !bodyAnimations.isEmpty {
      for node in bodyAnimations.advance(to: passTime) where !node.isDirty {
        node.isDirty = true
        dirty.append(node)
      }
    }
    var rounds = 0
    // Actions queued outside a pass (a scroll view's, after a turn of the wheel) run here too.
    while !dirty.isEmpty || !pendingActions.isEmpty {
      // A change an `onChange` action made in the last round, in a transaction of its own
      // (`withAnimation`), animates as that transaction says.
      if let pending = pendingTransaction {
        pendingTransaction = nil
        if pending.animation != nil || pending.disablesAnimations || !pending.completions.isEmpty {
          transaction = pending
          scheduleCompletions()
        }
      }
      rounds += 1
      if rounds > 100 {
        ViewGraph.warnOnce(
          "state kept changing during updates (a view writes state in its body?); stopped after 100 rounds")
        dirty.removeAll()
        break
      }
      isUpdating = true
      let batch = dirty.sorted { $0.depth < $1.depth }
      dirty.removeAll()
      for node in batch where node.isDirty && node.isAlive {
        node.evaluate()
      }
      isUpdating = false
      runPendingActions()
    }
    // The event that led here is handled: what it registered is one step to undo.
    UndoEventGroups.closeAll()
    if !isLayingOut { retiredSubviews.removeAll() }
  }

  /// Keeps `subviews`, which a layout node dropped, until the current update or layout ends.
  func retire(_ subviews: [LayoutNode]) {
    retiredSubviews.append(subviews)
  }

  func evaluateBody<B>(of node: CompositeNodeBase, _ body: () -> B) -> B {
    ViewGraph.evaluateBody(of: node, in: .passUnretained(self), body)
  }

  /// Evaluates `body` as the body of `node`, in `graph`, passed unretained: every view with a
  /// body evaluates through here, and retaining the graph cost a retain and a release each.
  static func evaluateBody<B>(of node: CompositeNodeBase, in graph: Unmanaged<ViewGraph>, _ body: () -> B)
    -> B
  {
    countEvaluation(of: ObjectIdentifier(type(of: node)), in: graph)
    return trackingReads(as: node, body)
  }

  /// Evaluates `body` as the body of `node`, a `CompositeNode` of the view type at `typeIndex`.
  static func evaluateBody<B>(
    of node: CompositeNodeBase, typeIndex: Int, in graph: Unmanaged<ViewGraph>, _ body: () -> B
  ) -> B {
    countEvaluation(ofTypeAt: typeIndex, in: graph)
    return trackingReads(as: node, body)
  }

  /// Runs `body`, counting the state and observable properties it reads as reads of `node`'s
  /// body: a body, and the `update()` of its view's custom dynamic properties.
  static func trackingReads<B>(as node: CompositeNodeBase, _ body: () -> B) -> B {
    let saved = ViewGraph.evaluatingNode
    ViewGraph.evaluatingNode = .passUnretained(node)
    defer { ViewGraph.evaluatingNode = saved }
    // Observation asks for the change handler only when the body read an observable property
    // (most read none), so the node's token is made then. Observation calls the handler on the
    // thread that mutated the model, before the change.
    return withObservationTracking(body, onChange: node.token.invalidation)
  }

  /// The metrics of `measurements` for `proposal`, measured by the graph's text measurer if not
  /// known yet.
  func metrics(of measurements: inout TextMeasurements, for proposal: ProposedViewSize) -> TextMetrics {
    measurements.metrics(proposal, using: textMeasurer)
  }

  /// The stack scratch space of `graph`, read without retaining either: stacks ask for it at
  /// every proposal.
  nonisolated static func stackScratch(of graph: Unmanaged<ViewGraph>) -> Unmanaged<StackScratch> {
    graph._withUnsafeGuaranteedRef { $0.stackScratchReference }
  }

  /// Whether anything in `graph` may set the guide `key` explicitly, asked without retaining
  /// the graph: stacks ask at every proposal.
  nonisolated static func explicitGuideMayExist(_ key: AlignmentKey, in graph: Unmanaged<ViewGraph>) -> Bool {
    graph._withUnsafeGuaranteedRef { $0.explicitGuides.mayExist(key) }
  }

  /// Counts an evaluation of a body of `type` (a node class). Nonisolated, since a main-actor
  /// closure handed to the standard library checks the executor on every call.
  private nonisolated static func countEvaluation(of type: ObjectIdentifier, in graph: Unmanaged<ViewGraph>) {
    graph._withUnsafeGuaranteedRef { graph in
      graph.bodyEvaluations += 1
      graph.evaluationCounts.increment(type)
    }
  }

  /// Counts an evaluation of a `CompositeNode` body, by its view type's index.
  private nonisolated static func countEvaluation(ofTypeAt index: Int, in graph: Unmanaged<ViewGraph>) {
    graph._withUnsafeGuaranteedRef { graph in
      graph.bodyEvaluations += 1
      if index >= graph.compositeEvaluations.count {
        graph.compositeEvaluations.append(
          contentsOf: repeatElement(0, count: index + 1 - graph.compositeEvaluations.count))
      }
      graph.compositeEvaluations[index] += 1
    }
  }

  /// How many times bodies of views of type `V` were evaluated.
  public func bodyEvaluations<V: View>(of type: V.Type) -> Int {
    guard let index = CompositeViewType.existing(V.self)?.index, index < compositeEvaluations.count else {
      return 0
    }
    return compositeEvaluations[index]
  }

  /// Queues an `onAppear` action: it runs once its view has been laid out, so that a change it
  /// makes in an animated transaction animates from the view's first frame, and before the frame
  /// is drawn, so that a change it makes without animation shows in the first frame.
  func enqueueAppearAction(_ action: @escaping () -> Void) {
    appearActions.append(action)
    if !isUpdating { onNeedsUpdate?() }
  }

  func enqueueAction(_ action: @escaping () -> Void) {
    pendingActions.append(action)
    if !isUpdating { onNeedsUpdate?() }
  }

  private func runPendingActions() {
    while !pendingActions.isEmpty {
      let actions = pendingActions
      pendingActions.removeAll()
      for action in actions { action() }
    }
  }

  func nodeDidDisappear(_ node: _Node) {
    (node as? any LifecycleNode)?.didDisappear()
    // While the views around it are still there: their focus states hear that it left, and
    // nothing walks up from it once they are gone.
    if node === input.focused { input.setFocus(nil) }
  }

  // MARK: Layout and paint

  /// Lays the content out in a root of `size` points; only what changed is measured again.
  public func layout(in size: CGSize) {
    let clean = CGSize(
      width: size.width.isFinite ? max(0, size.width) : 0,
      height: size.height.isFinite ? max(0, size.height) : 0)
    if clean != self.size {
      self.size = clean
      root.invalidateLayout()
    }
    MainActorThread.record()
    applySizeClasses(for: clean)
    isLayingOut = true
    defer {
      isLayingOut = false
      retiredSubviews.removeAll()
    }
    passTime = now()
    displayIfLaidOutAgain()
    root.layoutRoot(size: clean)
    resolveMatchedGeometry()
    // Preference readers hand on the pass's transaction to what they change.
    preferences.refresh()
    // The transaction lasts for one update and the layout that follows it.
    transaction = Transaction()
    applyPreferredColorScheme()
    var rounds = 0
    while !appearActions.isEmpty, rounds < 10 {
      rounds += 1
      let actions = appearActions
      appearActions.removeAll()
      for action in actions { action() }
      // An action may also have asked for layout alone (a lazy stack whose new elements' lengths
      // differ from its estimate).
      guard needsUpdate || needsLayout else { continue }
      update()
      passTime = now()
      displayIfLaidOutAgain()
      root.layoutRoot(size: clean)
      resolveMatchedGeometry()
      preferences.refresh()
      transaction = Transaction()
      applyPreferredColorScheme()
    }
    advanceAnimations()
  }

  /// Matched geometry groups, made when the first `.matchedGeometryEffect` is shown.
  private var matchedGeometry: MatchedGeometryGroups?

  var matchedGeometryGroups: MatchedGeometryGroups {
    if let matchedGeometry { return matchedGeometry }
    let made = MatchedGeometryGroups()
    matchedGeometry = made
    return made
  }

  /// Moves what follows a matched geometry source, in the layout pass's transaction.
  private func resolveMatchedGeometry() {
    if let matchedGeometry, matchedGeometry.resolve(in: self) { needsDisplay = true }
  }

  // MARK: Animation

  /// Whether something is animating, so the host should present frames at the display's rate.
  public var isAnimating: Bool { !animatingNodes.isEmpty || !bodyAnimations.isEmpty }

  func startAnimating(_ node: LayoutNode) {
    animatingNodes[ObjectIdentifier(node)] = node
  }

  /// Moves every running animation to the clock's current time.
  public func advanceAnimations() {
    guard !animatingNodes.isEmpty else { return }
    let time = now()
    for (key, node) in animatingNodes where !node.advanceAnimations(to: time) {
      animatingNodes[key] = nil
    }
    needsDisplay = true
  }

  /// The size the content takes for `proposal` (unspecified dimensions: its ideal size).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    root.contentSize(proposal)
  }

  /// The drawing commands for the laid-out tree.
  public func displayList(debugBounds: Bool = false) -> DisplayList {
    needsDisplay = false
    var builder = DisplayListBuilder()
    root.draw(into: &builder)
    if debugBounds { appendBounds(of: root, depth: 0, into: &builder) }
    return DisplayList(items: builder.items)
  }

  /// Outlines every view's frame, colored by depth: the "put a border on it" trick, built in.
  private func appendBounds(of node: LayoutNode, depth: Int, into builder: inout DisplayListBuilder) {
    let hue = Double(depth % 8) / 8
    let color = Color(hue: hue, saturation: 0.9, brightness: 0.85).resolve(in: environment)
    if node.frame.width > 0, node.frame.height > 0 {
      builder.append(
        .stroke(Path(node.frame.insetBy(dx: 0.5, dy: 0.5)), .color(color), StrokeStyle(lineWidth: 1)))
    }
    for child in node.allLayoutChildren { appendBounds(of: child, depth: depth + 1, into: &builder) }
  }

  /// The laid-out tree: each view's type, frame, identifier and text.
  public func layoutTree() -> LayoutTreeNode {
    root.layoutTreeNodes().first ?? LayoutTreeNode(type: "Root", frame: CGRect(origin: .zero, size: size))
  }

  /// The topmost view at `point` that takes taps, or nil.
  func hitTest(_ point: CGPoint) -> LayoutNode? {
    root.hitTest(point)
  }

  /// The deepest laid-out view at `point`, interactive or not.
  func hitTestAny(_ point: CGPoint) -> LayoutNode? {
    func deepest(_ node: LayoutNode) -> LayoutNode? {
      for child in node.hitTestOrder where child.frame.contains(point) {
        if let hit = deepest(child) { return hit }
      }
      return node.frame.contains(point) ? node : nil
    }
    return deepest(root)
  }

  /// The deepest laid-out view whose drawing (its shape, for a shape) is at `point`, interactive
  /// or not: what the wheel scrolls from. A stroked outline laid over a scroll view leaves the
  /// scroll view under it reachable.
  func hitTestDrawn(_ point: CGPoint) -> LayoutNode? {
    func deepest(_ node: LayoutNode) -> LayoutNode? {
      for child in node.hitTestOrder where child.frame.contains(point) && child.contains(point) {
        if let hit = deepest(child) { return hit }
      }
      return node.frame.contains(point) ? node : nil
    }
    return deepest(root)
  }

  var rootLayoutNode: LayoutNode { root }

  private lazy var input = InputRouter(graph: self)

  /// Routes a pointer move (hover, drags) at `point` in root coordinates.
  public func pointerMoved(to point: CGPoint) {
    input.pointerMoved(to: point)
    pointerObservers.pointerMoved(to: point)
    hoverRegions.pointerMoved(to: point)
  }
  /// The modifier keys held at the latest pointer press: a click's meaning can depend on them
  /// (Ctrl-click toggles a row of a list or table, Shift-click extends its selection).
  private(set) var pointerModifiers: KeyEvent.Modifiers = []

  /// Routes a pointer press at `point`, with the modifier keys held.
  public func pointerDown(
    at point: CGPoint, button: PointerButton = .primary, modifiers: KeyEvent.Modifiers = []
  ) {
    pointerModifiers = modifiers
    Tooltips.pointerPressed(in: self)
    if button == .primary { pointerObservers.pointerPressed(at: point) }
    input.pointerDown(at: point, button: button)
  }
  /// Routes a pointer release at `point`; the pressed control fires only if the pointer is still
  /// inside it.
  public func pointerUp(at point: CGPoint, button: PointerButton = .primary) {
    input.pointerUp(at: point, button: button)
  }
  /// Tells the graph the pointer left the window.
  public func pointerExited() {
    pointerObservers.pointerExited()
    input.pointerExited()
    hoverRegions.pointerExited()
  }
  /// Routes a scroll of `delta` points at `point`.
  /// With Control held (`modifiers`), the wheel pinches instead (with Shift too, twists):
  /// `MagnifyGesture` and `RotateGesture` under the pointer follow it.
  public func scroll(at point: CGPoint, by delta: CGSize, modifiers: KeyEvent.Modifiers = []) {
    input.scroll(at: point, by: delta, modifiers: modifiers)
  }
  /// Routes a key press to the focused view; Tab and Shift-Tab move focus. Returns whether it was used.
  @discardableResult public func keyDown(_ event: KeyEvent) -> Bool { input.keyDown(event) }
  /// Routes a key release to the `.onKeyPress` handlers for the `.up` phase around the focused
  /// view. Returns whether one handled it.
  @discardableResult public func keyUp(_ event: KeyEvent) -> Bool { input.keyUp(event) }
  /// Fires the first enabled button, among the views in the graph, whose `.keyboardShortcut` is
  /// `event`, without offering the key to focused views first; returns whether one fired. Apps'
  /// menu commands, built as views that are never shown, are matched this way.
  @discardableResult public func performKeyboardShortcut(_ event: KeyEvent) -> Bool {
    input.performShortcut(event)
  }
  /// The identifier-free description of the focused view's type, for tests; nil when none.
  public var focusedViewType: String? { input.focused?.typeName }
  /// The view with keyboard focus.
  var focusedNode: LayoutNode? { input.focused }
  /// The view a primary press went down on, until it is released.
  var pressedNode: LayoutNode? { input.pressedNode }
  /// Moves keyboard focus to `node` (nil: no view), as `@FocusState` writes do.
  func setFocus(_ node: LayoutNode?) { input.setFocus(node) }
  /// The `onPreferenceChange` readers, which look at their content's values after each layout.
  let preferences = PreferenceReaders()
  /// The `onAppear` and `.task` nodes, told when their views come on screen and go.
  private(set) lazy var appearance = AppearanceRegistry(graph: self)
  /// The `onHover` and `onContinuousHover` modifiers.
  lazy var hoverRegions = HoverRegions(graph: self)
  /// The gestures running while the pointer is pressed.
  let gestures = GestureTracker()
  /// The drag under way from a `.draggable` view, if any.
  var dragSession: DragSession?
  /// The modifier keys held, and the views that watch them.
  let modifierKeys = ModifierKeyWatchers()
  /// The `.onOpenURL` views, which URLs the app is asked to open go to.
  let openURLHandlers = OpenURLHandlers()

  /// A running gesture succeeded between input events (a long press whose time passed): the
  /// others stop, and the pressed control no longer fires on release.
  func gestureSucceeded(_ node: any GestureRecognizingNode) {
    if gestures.claim(node) { input.gestureTookPointer() }
  }
  /// Nodes told about every pointer move, wherever it lands (scroll views show their bars on hover).
  var pointerObservers = PointerObservers()
  /// The window's menu bar, once one of its titles is made.
  weak var menuBar: MenuBarCoordinator?

  /// Where text fields copy to and paste from; a windowing host plugs in the system's selections.
  public var clipboard: any Clipboard = InMemoryClipboard()
  /// The selection in a selectable text (`.textSelection(.enabled)`): one at most, held by the
  /// text with keyboard focus.
  var textSelection: TextSelection?

  // MARK: Utilities

  private nonisolated(unsafe) static var warnings: Set<String> = []
  private nonisolated static let warningsLock = NSLock()

  /// Prints a warning on stderr the first time it is given.
  public nonisolated static func warnOnce(_ message: String) {
    let isNew = warningsLock.withLock { warnings.insert(message).inserted }
    guard isNew else { return }
    FileHandle.standardError.write(Data("Trellis warning: \(message)\n".utf8))
  }

  /// Seconds on the monotonic clock.
  public nonisolated static func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}

/// What a graph needs from the platform: text measuring and image decoding.
@MainActor
public final class RenderServices {
  /// Measures text.
  public let textMeasurer: any TextMeasurer
  /// Decodes image files.
  public let imageLoader: (URL) -> ImageBuffer?
  /// Decodes image data (`AsyncImage`'s downloads) off the main actor, throwing why it cannot.
  public let imageDecoder: @Sendable (Data) throws -> ImageBuffer
  /// Paints drawing commands (in points, top-left origin) into an image of `size` points at a
  /// scale, for `.drawingGroup()`'s cached layers; nil where nothing can paint (layout tests).
  public let rasterizer: ((DisplayList, CGSize, CGFloat) -> ImageBuffer?)?

  /// Services with the given text measurer, image loader and decoder, and rasterizer.
  public init(
    textMeasurer: any TextMeasurer, imageLoader: @escaping (URL) -> ImageBuffer? = { _ in nil },
    imageDecoder: @escaping @Sendable (Data) throws -> ImageBuffer = { _ in
      throw ImageDecodingError("these render services decode no images")
    },
    rasterizer: ((DisplayList, CGSize, CGFloat) -> ImageBuffer?)? = nil
  ) {
    self.textMeasurer = textMeasurer
    self.imageLoader = imageLoader
    self.imageDecoder = imageDecoder
    self.rasterizer = rasterizer
  }
}
