/// The node of a `NavigationStack`: the bar, the root level and one level per pushed view, all
/// kept as children; only the bar and the top level are placed, drawn, hit and focused.
final class NavigationStackNode: LayoutNode {
  private var children: ListNode!
  private(set) var bar: NavigationBarNode!
  private(set) var rootLevel: NavigationLevelNode!
  /// The levels above the root, bottom first.
  private(set) var pushed: [NavigationLevelNode] = []
  var path = NavigationPathAccess.empty
  let destinations = NavigationDestinations()
  /// The `navigationDestination(isPresented:)` modifiers whose condition holds, by node.
  private(set) var presenters: [ObjectIdentifier: NavigationPresenter] = [:]
  private var presentationCount = 0
  /// While the levels are brought in line with the path: changes that levels report meanwhile
  /// are picked up by the same pass, so they ask for no other.
  var isSynchronizing = false
  private var synchronizationQueued = false
  /// The level the bar was last made for.
  weak var barLevel: NavigationLevelNode?
  /// The push or pop animating, if any.
  var slide: NavigationSlide?
  /// The split view column this stack wraps, if the split view made it.
  var splitColumn: NavigationSplitColumnScope?
  /// The split view column whose bar this stack, in that column's view, stands in for.
  var splitColumnBelow: NavigationSplitColumnScope?

  override init(parent: __shared _Node?, graph: ViewGraph? = nil) {
    super.init(parent: parent, graph: graph)
    let list = ListNode(parent: self)
    children = list
    content = list
    bar = NavigationBarNode(parent: list)
    rootLevel = NavigationLevelNode(parent: list, stack: self, entry: .root)
    list.children = [bar, rootLevel]
  }

  private lazy var scope = NavigationScope(stack: self, level: nil)

  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.navigationScope = scope
    return values
  }

  /// The level on screen.
  var topLevel: NavigationLevelNode { pushed.last ?? rootLevel }

  func update<Root: View>(path: NavigationPathAccess, root: Root) {
    self.path = path
    joinSplitColumn()
    isSynchronizing = true
    rootLevel.setContent(root)
    isSynchronizing = false
    synchronize()
  }

  /// Brings the levels in line after the next update, once: a change reported by a level (a
  /// registration, a title) is reported while that level's own update is running.
  func setNeedsSynchronize() {
    guard isAlive, !isSynchronizing, !synchronizationQueued else { return }
    synchronizationQueued = true
    graph.enqueueAction { [weak self] in
      guard let self, self.isAlive else { return }
      self.synchronizationQueued = false
      self.synchronize()
    }
  }

  // MARK: Pushing and popping, always through the path or the presenting condition

  /// Pushes `value` onto the path.
  func push(_ value: AnyHashable) {
    if routesToSplitView(value) { return }
    guard path.append(value) else {
      ViewGraph.warnOnce(
        "NavigationStack: a link's value of type \(type(of: value.base)) cannot go in the stack's path")
      return
    }
  }

  /// Pops `level` and every level above it.
  func pop(from level: NavigationLevelNode) {
    guard let index = pushed.firstIndex(where: { $0 === level }) else { return }
    var values = 0
    for above in pushed[index...].reversed() {
      switch above.entry {
      case .value: values += 1
      case .presented(let id): presenters[id]?.hide()
      case .root: break
      }
    }
    if values > 0 { path.removeLast(values) }
  }

  /// Pops the top level (the bar's back button).
  func popTop() {
    if let top = pushed.last { pop(from: top) }
  }

  // MARK: Presenters

  /// Records whether the `navigationDestination(isPresented:)` of `owner` is shown.
  func setPresenter(
    _ owner: _Node, isPresented: Bool, host: NavigationLevelNode?, destination: @escaping () -> AnyView,
    hide: @escaping () -> Void
  ) {
    let id = ObjectIdentifier(owner)
    if isPresented {
      let order = presenters[id]?.order ?? presentationCount
      presentationCount += 1
      presenters[id] = NavigationPresenter(
        host: host, order: order, version: presentationCount, makeDestination: destination, hide: hide)
    } else if presenters.removeValue(forKey: id) == nil {
      return
    }
    setNeedsSynchronize()
  }

  /// The presenters declared on `level` whose condition holds, in the order they were shown.
  func presenters(on level: NavigationLevelNode) -> [(id: ObjectIdentifier, presenter: NavigationPresenter)] {
    presenters.filter { $0.value.host === level }.map { (id: $0.key, presenter: $0.value) }
      .sorted { $0.presenter.order < $1.presenter.order }
  }

  // MARK: Levels

  /// Adds a level on top.
  func appendLevel(_ entry: NavigationLevelNode.Entry) -> NavigationLevelNode {
    let level = NavigationLevelNode(parent: children, stack: self, entry: entry)
    pushed.append(level)
    children.children.append(level)
    subviewsDidChange()
    return level
  }

  /// Removes the levels from `index` up (their state is dropped).
  func removeLevels(from index: Int) {
    guard index < pushed.count else { return }
    let removed = Array(pushed[index...])
    releaseFocus { node in removed.contains { $0 === node } }
    pushed.removeLast(removed.count)
    children.children.removeAll { child in removed.contains { $0 === child } }
    for level in removed.reversed() { level.dispose() }
    subviewsDidChange()
  }

  /// Pops the top level from the bar's back button.
  lazy var backAction: () -> Void = { [weak self] in
    Self.slidingByDefault { self?.popTop() }
  }

  /// Runs `change` in a slide unless the caller's transaction says how to animate: links and the
  /// back button slide, as SwiftUI's do; path changes made elsewhere slide within `withAnimation`.
  static func slidingByDefault(_ change: () -> Void) {
    let current = Transaction.current
    if current.animation != nil || current.disablesAnimations {
      change()
    } else {
      withAnimation(.easeInOut(duration: 0.3), change)
    }
  }

  // Swift takes no overrides in extensions: these hand over to the extensions' methods.

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { stackSize(for: proposal) }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) { placeBarAndTopLevel(in: rect) }

  override func hidesSubview(_ node: LayoutNode) -> Bool { node is NavigationLevelNode && node !== topLevel }

  override var gatesAppearance: Bool { true }

  override func draw(into list: inout DisplayListBuilder) { drawLevelsAndBar(into: &list) }

  override func hitTest(_ point: CGPoint) -> LayoutNode? { hitBarOrTopLevel(point) }

  override func advanceAnimations(to time: Double) -> Bool {
    let framesRunning = super.advanceAnimations(to: time)
    return advanceSlide(to: time) || framesRunning
  }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    [
      LayoutTreeNode(
        type: typeName, frame: frame,
        children: (splitColumn?.hidesColumnBar == true ? [] : bar.layoutTreeNodes())
          + topLevel.layoutTreeNodes())
    ]
  }

  override func dispose() {
    slide = nil
    leaveSplitColumn()
    super.dispose()
  }

  override var typeName: String { "NavigationStack" }
}

extension NavigationPathAccess {
  /// No path: before the first update.
  @MainActor static var empty: NavigationPathAccess {
    NavigationPathAccess(elements: [], append: { _ in false }, removeLast: { _ in })
  }
}
