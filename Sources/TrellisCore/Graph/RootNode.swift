/// The node at the top of a graph: it proposes the window's size to the content and centers the
/// content in it, as SwiftUI's root view does. Several top-level views stack vertically.
final class RootNode: LayoutNode {
  private let rootEnvironment: EnvironmentValues
  /// The window's size, which `containerRelativeFrame` views outside any scroll view measure against.
  let relativeFrameContainer = RelativeFrameContainer()

  init(graph: ViewGraph, environment: EnvironmentValues) {
    rootEnvironment = environment
    super.init(parent: nil, graph: graph)
    self.environment = environment
  }

  func install<V: View>(_ view: V) {
    setContent(view)
  }

  /// Views drawn above the content and hit first, such as open menus; each covers the window.
  var popups: [LayoutNode] = [] {
    didSet { invalidateLayout() }
  }

  /// While a sheet, an alert or a popover is up, the root's only child is the topmost one, so
  /// that focus and keyboard shortcuts stay inside it, as in a modal window.
  override var childNodes: [_Node] {
    if let modal = popups.last(where: { $0 is ModalLayerNode || $0 is PopoverPanelNode }) { return [modal] }
    return super.childNodes
  }

  func layoutRoot(size: CGSize) {
    let bounds = CGRect(origin: .zero, size: size)
    let proposal = ProposedViewSize(size)
    relativeFrameContainer.update(size, around: self)
    if layoutInvalid || layoutFrame != bounds {
      layoutFrame = bounds
      targetFrame = bounds
      placedProposal = proposal
      layoutInvalid = false
      let contentSize = super.computeSize(proposal)
      let origin = CGPoint(x: (size.width - contentSize.width) / 2, y: (size.height - contentSize.height) / 2)
      super.placeSubviews(in: CGRect(origin: origin, size: contentSize), proposal: proposal)
    }
    for popup in popups { popup.place(in: bounds, proposal: proposal) }
    graph.didLayout()
  }

  func contentSize(_ proposal: ProposedViewSize) -> CGSize { super.computeSize(proposal) }

  override var typeName: String { "Root" }

  override func draw(into list: inout DisplayListBuilder) {
    // `.containerBackground(_:for: .window)`: over the window's own background, under everything.
    if let style = graph.windowContainerBackgrounds.style {
      list.append(.fill(Path(frame), style._resolvePaint(in: environment, bounds: frame), eoFill: false))
    }
    super.draw(into: &list)
    for popup in popups { popup.draw(into: &list) }
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    for popup in popups.reversed() {
      if let hit = popup.hitTest(point) { return hit }
    }
    return super.hitTest(point)
  }

  // A list of search suggestions lies over the content without blocking it, so the pointer
  // over it hovers its rows and everywhere else what lies below.
  override var hitTestOrder: [LayoutNode] {
    popups.filter { $0 is SuggestionsPanelNode }.reversed() + super.hitTestOrder
  }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    let children = (subviews + leavingViews + popups).flatMap { $0.layoutTreeNodes() }
    return [LayoutTreeNode(type: "Root", frame: frame, children: children)]
  }
}
