/// The node at the top of a graph: it proposes the window's size to the content and centers the
/// content in it, as SwiftUI's root view does. Several top-level views stack vertically.
final class RootNode: LayoutNode {
  private let rootEnvironment: EnvironmentValues

  init(graph: ViewGraph, environment: EnvironmentValues) {
    rootEnvironment = environment
    super.init(parent: nil, graph: graph)
    self.environment = environment
  }

  func install<V: View>(_ view: V) {
    setContent(view)
  }

  func layoutRoot(size: CGSize) {
    let bounds = CGRect(origin: .zero, size: size)
    let proposal = ProposedViewSize(size)
    if layoutInvalid || layoutFrame != bounds {
      layoutFrame = bounds
      frame = bounds
      placedProposal = proposal
      layoutInvalid = false
      let contentSize = super.computeSize(proposal)
      let origin = CGPoint(x: (size.width - contentSize.width) / 2, y: (size.height - contentSize.height) / 2)
      super.placeSubviews(in: CGRect(origin: origin, size: contentSize), proposal: proposal)
    }
    graph.didLayout()
  }

  func contentSize(_ proposal: ProposedViewSize) -> CGSize { super.computeSize(proposal) }

  override var typeName: String { "Root" }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    let children = subviews.flatMap { $0.layoutTreeNodes() }
    return [LayoutTreeNode(type: "Root", frame: frame, children: children)]
  }
}
