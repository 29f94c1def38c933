/// The node of a `GeometryReader`. Its size never depends on its content, so a change inside the
/// content stops here: the reader only needs placing again, and nothing around it is measured
/// again. The content is built during placement, from the proxy of the reader's new frame.
final class GeometryReaderNode<Content: View>: LayoutNode {
  private var builder: GeometryContentNode<Content>!
  /// True while the content is rebuilt during this node's own placement, which places it next.
  private var isRebuilding = false

  init(builder: @escaping (GeometryProxy) -> Content, parent: _Node) {
    super.init(parent: parent)
    self.builder = GeometryContentNode(builder: builder, parent: self)
    content = self.builder
  }

  func update(builder newBuilder: @escaping (GeometryProxy) -> Content) {
    builder.builder = newBuilder
    builder.rebuild()
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    let proxy = GeometryProxy(size: rect.size, globalFrame: rect, namedFrames: namedCoordinateSpaceFrames)
    if builder.proxy != proxy {
      builder.proxy = proxy
      isRebuilding = true
      builder.rebuild()
      isRebuilding = false
    }
    let contentProposal = ProposedViewSize(rect.size)
    let mirror = environment.layoutDirection == .rightToLeft
    for node in subviews {
      let size = node.sizeThatFits(contentProposal)
      let x = mirror ? rect.maxX - size.width : rect.minX
      node.place(in: CGRect(origin: CGPoint(x: x, y: rect.minY), size: size), proposal: contentProposal)
    }
  }

  override func descendantDidInvalidate(_ node: LayoutNode) -> Bool {
    // Content rebuilt during placement is placed right after; otherwise only the path to the
    // root must be placed again, with every size it cached still good.
    if !isRebuilding { setNeedsPlacement() }
    return true
  }

  /// Marks this node and every layout node above it for placement, keeping their cached sizes.
  private func setNeedsPlacement() {
    var current: _Node? = self
    while let node = current {
      if let layout = node as? LayoutNode {
        layout.layoutInvalid = true
        if layout is RootNode {
          graph.setNeedsLayout()
          return
        }
      }
      current = node.parent
    }
  }

  override func invalidateLayout() {
    if isRebuilding { return }
    super.invalidateLayout()
  }

  override var typeName: String { "GeometryReader" }
}

/// Builds a geometry reader's content from its proxy, as a body: state the builder reads makes it
/// build again when written.
final class GeometryContentNode<Content: View>: CompositeNodeBase {
  var builder: (GeometryProxy) -> Content
  /// The geometry the content was last built from; nil until the reader is first placed.
  var proxy: GeometryProxy?

  init(builder: @escaping (GeometryProxy) -> Content, parent: _Node) {
    self.builder = builder
    super.init(parent: parent)
  }

  func rebuild() {
    guard proxy != nil else { return }
    evaluate()
  }

  override func evaluate() {
    guard isAlive, let proxy else { return }
    isDirty = false
    let body = graph.evaluateBody(of: self) { builder(proxy) }
    if let child {
      Content._updateNode(child, with: body)
    } else {
      child = Content._makeNode(body, parent: self)
      structureDidChange()
    }
  }
}
