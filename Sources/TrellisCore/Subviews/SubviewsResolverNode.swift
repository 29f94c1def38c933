/// The node of `Group(subviews:)`, `Group(sections:)`, `ForEach(subviews:)` and
/// `ForEach(sections:)`: it makes the content's nodes (in a `SubviewsSourceNode`, which is never
/// shown itself), reads its subviews or sections, and builds what the transform makes of them.
/// The transform runs again when the view is updated, when the content's set of views changes
/// and when a container value in it does; the content's views keep their nodes and state
/// throughout, whichever container shows them.
final class SubviewsResolverNode: CompositeNodeBase {
  /// How the content is updated and the result built.
  struct Program {
    /// Makes or updates the content's node in the source.
    var updateContent: @MainActor (SubviewsSourceNode) -> Void
    /// Makes (for nil) or updates the node of the result, whose parent is the resolver.
    var buildResult: @MainActor (SubviewsResolverNode, _Node?) -> _Node
  }

  private var program: Program
  /// Holds the content's nodes.
  private var source: SubviewsSourceNode?
  /// The node of what the transform made.
  private var result: _Node?
  /// The `Subview` nodes in the result, which lend the content's views to it.
  private var references: [ObjectIdentifier: SubviewReferenceNode] = [:]
  /// The serial of each view and section resolved last time, with its node, kept so that its
  /// address is not reused for another node while its serial is known.
  private var serials: [ObjectIdentifier: (serial: Int, node: _Node)] = [:]
  private var isEvaluating = false

  /// The serials handed out so far, across every container: a subview's id never repeats.
  private static var lastSerial = 0

  init(program: Program, parent: _Node) {
    self.program = program
    super.init(parent: parent)
  }

  /// Updates the content and the result with a new value of the view.
  func update(program: Program) {
    self.program = program
    evaluate()
  }

  override var childNodes: [_Node] { [source, result].compactMap { $0 } }

  override func forEachChild(_ body: (_Node) -> Void) {
    if let source { body(source) }
    if let result { body(result) }
  }

  /// What is shown is the result; the content is reached through its `Subview`s.
  override func forEachDisplayedChild(_ body: (_Node) -> Void) {
    if let result { body(result) }
  }

  override var displayedChildNodes: [_Node] { result.map { [$0] } ?? [] }

  /// What the container shows: the result's views. The content's are only shown through it.
  override func collectLayoutNodes(into result: inout [LayoutNode]) {
    self.result?.collectLayoutNodes(into: &result)
  }

  override func evaluate() {
    guard isAlive else { return }
    isDirty = false
    isEvaluating = true
    defer { isEvaluating = false }
    let source = self.source ?? SubviewsSourceNode(resolver: self)
    self.source = source
    program.updateContent(source)
    // The content's views go back to it while the result changes, so that a `Subview` node the
    // update removes takes no view that another still shows out of the layout with it.
    for reference in references.values { reference.unclaim() }
    let built = program.buildResult(self, result)
    if result == nil { result = built }
    for reference in references.values { reference.claim() }
    graph.appearance.gateDidChange()
  }

  /// The content's set of views changed: the transform runs again, in this update.
  func contentDidChange() {
    if !isEvaluating { invalidate() }
  }

  func register(_ reference: SubviewReferenceNode) {
    references[ObjectIdentifier(reference)] = reference
  }

  func unregister(_ reference: SubviewReferenceNode) {
    references[ObjectIdentifier(reference)] = nil
  }

  // MARK: Reading the content

  /// The content's subviews, in order.
  func resolveSubviews() -> SubviewsCollection {
    var resolution = SubviewsResolution(serials: serials, nextSerial: Self.lastSerial + 1)
    if let content = source?.content { resolution.appendSubviews(of: content, implicitTag: nil) }
    return SubviewsCollection(subviews: finish(resolution).subviews)
  }

  /// The content's sections, in order.
  func resolveSections() -> SectionCollection {
    var resolution = SubviewsResolution(serials: serials, nextSerial: Self.lastSerial + 1)
    if let content = source?.content { resolution.appendSections(of: content) }
    return SectionCollection(sections: finish(resolution).sections)
  }

  /// Keeps the serials of what was resolved, and only those.
  private func finish(_ resolution: SubviewsResolution) -> SubviewsResolution {
    serials = resolution.usedSerials
    Self.lastSerial = resolution.nextSerial - 1
    return resolution
  }

  override func dispose() {
    guard isAlive else { return }
    // The result first: its `Subview` nodes give the content's views back before they go.
    result?.dispose()
    super.dispose()
    references.removeAll()
    serials.removeAll()
  }
}

extension _Node {
  /// Tells the container reading this view as a subview that a value it reads changed (a
  /// container value, a tag): the nearest container whose content holds the node, wherever
  /// the node is shown.
  func notifySubviewsContainer() {
    var current = parent
    while let node = current {
      if let source = node as? SubviewsSourceNode { return source.resolver.contentDidChange() }
      // A subview shown elsewhere: on through its place in the content.
      current = (node as? SubviewReferenceNode)?.contentParent ?? node.parent
    }
  }
}
