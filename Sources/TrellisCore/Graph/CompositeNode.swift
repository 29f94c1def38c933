@_spi(Reflection) import Swift

/// The node of a view with a `body`: it keeps the view's state and re-evaluates the body when
/// something the body read changes, or when the parent hands it a different value of the view.
@MainActor
class CompositeNodeBase: _Node {
  // The flags and the depth come first, in the bytes after `_Node`'s flags.
  /// Set when state the body read was written.
  var isDirty = false
  /// Whether the body read the environment (so environment changes must re-evaluate it).
  var readsEnvironment = false
  /// How many bodies enclose this one. Not isolated, so that a new node reads its enclosing
  /// body's through an unretained reference (see `depth(of:)`); set once, in the initializer.
  /// (Sixteen bits hold more nesting than a thread's stack does.)
  nonisolated(unsafe) private(set) var depth: Int16 = 0
  /// For a body that is an `if`: the path of the branches it takes (see `ConditionalView`),
  /// kept here rather than in a node of its own; 0 for any other body.
  var conditionalPath: UInt16 = 0
  /// Storage for the view's dynamic properties, in declaration order.
  // Read and written only while linking, never in overlapping accesses: no run-time checks.
  // Not isolated so that `deinit` can reach the cells; used on the main actor only.
  @exclusivity(unchecked) nonisolated(unsafe) var storage = NodeStorage()
  @exclusivity(unchecked) var child: _Node?

  override init(parent: __shared _Node?, graph: ViewGraph? = nil) {
    super.init(bodyWithParent: parent, graph: graph)
    // `if let` rather than `Optional.map`, whose closure would check the executor.
    if let enclosingBodyReference {
      let enclosing = CompositeNodeBase.depth(of: enclosingBodyReference)
      depth = enclosing == .max ? enclosing : enclosing + 1
    }
  }

  /// The depth of `node`, read without retaining it. Not isolated, since a main-actor closure
  /// handed to the standard library checks the executor on every call.
  private nonisolated static func depth(of node: Unmanaged<CompositeNodeBase>) -> Int16 {
    node._withUnsafeGuaranteedRef { $0.depth }
  }

  override var childNodes: [_Node] {
    guard let child else { return [] }
    return [child]
  }

  override func forEachChild(_ body: (_Node) -> Void) {
    if let child { body(child) }
  }

  override func collectLayoutNodes(into result: inout [LayoutNode]) {
    collectLayoutNodes(of: &child, into: &result)
  }

  private var invalidationToken: InvalidationToken?

  /// The token that stands for this node in the state and models it reads.
  var token: InvalidationToken {
    if let invalidationToken { return invalidationToken }
    let made = InvalidationToken(self)
    invalidationToken = made
    return made
  }

  override func dispose() {
    super.dispose()
    invalidationToken?.detach(keeping: environment)
    releaseOwnedLocations()
  }

  deinit {
    invalidationToken?.detach()
    releaseOwnedLocations()
  }

  /// Tells the state cells this node keeps that it is gone: bindings may keep them longer.
  private nonisolated func releaseOwnedLocations() {
    storage.forEach { object in
      if let location = object as? ObservedLocation,
        location.owner?.toOpaque() == Unmanaged.passUnretained(self).toOpaque()
      {
        location.owner = nil
      }
    }
  }

  /// Replaces the body's node (an `if` whose branch changed, see `conditionalPath`) with the
  /// one `make` makes: the old branch's identity ends.
  func replaceChild(_ make: () -> _Node) {
    if let child { graph.retire(child) }
    let made = make()
    child = made
    graph.introduce(made)
    structureDidChange()
  }

  /// Schedules a re-evaluation of the body.
  func invalidate() {
    guard isAlive, !isDirty else { return }
    isDirty = true
    graph.scheduleUpdate(self)
  }

  /// Re-evaluates the body now.
  func evaluate() {}

  /// Moves the view's or modifier's own animation (see `BodyAnimations`) on to `time` with
  /// `animator`, before its body is evaluated again; returns whether the animation goes on.
  func advanceBodyAnimation(_ animator: AnyObject, to time: Double) -> Bool { false }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    if readsEnvironment { invalidate() }
    super.environmentDidChange(newEnvironment)
  }
}

/// The node of a view of type `V` with a body.
final class CompositeNode<V: View>: CompositeNodeBase {
  /// The view, its dynamic properties linked to this node: `linkProperties()` writes their
  /// links into it in place, and the body is evaluated on it where it lies.
  // Written by `update(with:)` only, which a body never reaches for its own node (a body's
  // state writes schedule a pass; hosts run passes from their loop), and read where it lies
  // while the body runs: accesses never overlap, so no run-time checks.
  @exclusivity(unchecked) var view: V
  /// What is known about `V`: how to link its dynamic properties. Unretained: records are never
  /// freed.
  unowned(unsafe) let viewType: CompositeViewType

  /// A modifier applied to each view of the body, when the body is several views and the view
  /// was modified: `Rows().padding()` pads each row.
  private var bodyModifier: CompositeBodyModifier?

  /// Made through `makeCompositeNode`, from the class object the view type's record keeps,
  /// which then calls `start(bodyModifier:)`.
  required init(view: consuming V, parent: __shared _Node, type: Unmanaged<CompositeViewType>) {
    self.view = view
    self.viewType = type.takeUnretainedValue()
    super.init(parent: parent)
  }

  /// Links the view's properties and evaluates its body for the first time. Apart from the
  /// initializer, where the calls on `self` were each wrapped in a retain and a release.
  func start(bodyModifier: CompositeBodyModifier?) {
    if let bodyModifier { self.bodyModifier = bodyModifier }
    linkProperties()
    evaluate()
  }

  func update(with newView: V) {
    if !isDirty, ViewComparison.viewsEqual(view, newView) { return }
    assign(newView)
    linkProperties()
    evaluate()
  }

  /// Replaces the view, animating its `animatableData` when `V` is `Animatable`.
  private func assign(_ newView: V) {
    guard let animatable = viewType.animatable else {
      view = newView
      return
    }
    func replace<A: Animatable>(_: A.Type) {
      // `A` is `V`, known here to be `Animatable`.
      let address = UnsafeMutableRawPointer(viewAddress).assumingMemoryBound(to: A.self)
      replaceAnimatable(at: address) { view = newView }
    }
    replace(animatable)
  }

  override func advanceBodyAnimation(_ animator: AnyObject, to time: Double) -> Bool {
    guard let animatable = viewType.animatable else { return false }
    func advance<A: Animatable>(_: A.Type) -> Bool {
      let address = UnsafeMutableRawPointer(viewAddress).assumingMemoryBound(to: A.self)
      return advanceAnimatable(at: address, animator, to: time)
    }
    return advance(animatable)
  }

  /// Updates a node whose body's views each get `newModifier`.
  func update(with newView: V, bodyModifier newModifier: CompositeBodyModifier) {
    let modifierChanged = !(bodyModifier?.isSame(as: newModifier) ?? false)
    if modifierChanged { bodyModifier = newModifier }
    if !modifierChanged, !isDirty, ViewComparison.viewsEqual(view, newView) { return }
    assign(newView)
    linkProperties()
    evaluate()
  }

  /// Where `view` lies: in this object, which outlives every use of the address, since a final
  /// class's stored property without observers is stored in the object itself. Reaching the
  /// view through it needs no closure (whose context was allocated on the heap for every node)
  /// and no run-time exclusivity check.
  private var viewAddress: UnsafeMutablePointer<V> {
    let start = UnsafeMutableRawPointer(Unmanaged.passUnretained(self).toOpaque())
    if viewType.viewOffset < 0 {
      viewType.viewOffset = withUnsafeMutablePointer(to: &view) { UnsafeMutableRawPointer($0) - start }
    }
    return (start + viewType.viewOffset).assumingMemoryBound(to: V.self)
  }

  /// Links the dynamic properties of `view` where the node keeps it: the body, evaluated on
  /// that value, and the copies it makes (closures, bindings) find them linked.
  private func linkProperties() {
    if viewType.linksNothing { return }
    let view = UnsafeMutableRawPointer(viewAddress)
    // The plan is lent from the record (never freed) rather than copied out of it, which
    // retained and released it for every node.
    withUnretained(Unmanaged.passUnretained(viewType)) {
      DynamicProperties.link(view, to: self, plan: $0.links)
    }
  }

  /// The body of the view at `view`, read where it lies. Inout, since calling `body` on a
  /// pointer's `pointee` (or on the stored property) copies the view first: the memory could
  /// change during the call, which an inout access rules out.
  private static func body(of view: inout V) -> V.Body { view.body }

  /// Runs the `update()` of the view's custom dynamic properties, for the few views that have
  /// them, before the body: what they read counts as the body's reads. Out of line, so that
  /// evaluating every other body carries none of it.
  @inline(never)
  private func updateProperties(at view: UnsafeMutablePointer<V>) {
    let plan = viewType.links
    ViewGraph.trackingReads(as: self) { DynamicProperties.update(UnsafeMutableRawPointer(view), plan: plan) }
  }

  override func evaluate() {
    guard isAlive else { return }
    isDirty = false
    let view = viewAddress
    if viewType.hasUpdates { updateProperties(at: view) }
    let body = ViewGraph.evaluateBody(of: self, typeIndex: viewType.index, in: graphReference) {
      Self.body(of: &view.pointee)
    }
    if let bodyModifier {
      if let child {
        bodyModifier.update(child, with: body)
      } else {
        child = bodyModifier.makeNode(body, parent: self)
      }
    } else if let child {
      V.Body._updateBodyNode(child, with: body, owner: self)
    } else {
      child = V.Body._makeBodyNode(consume body, owner: self)
    }
  }
}
