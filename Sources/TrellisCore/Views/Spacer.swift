/// Flexible empty space that grows along the axis of the stack containing it, after every
/// other child has been served.
public struct Spacer: Sendable {
  /// The least length the spacer takes; nil for the default spacing (8 points).
  public var minLength: CGFloat?

  /// A spacer of at least `minLength` points.
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    SpacerNode(spacer: view, parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    let node = unsafeDowncast(node, to: SpacerNode.self)
    if node.spacer.minLength != view.minLength {
      node.spacer = view
      node.invalidateLayout()
    }
  }
}

final class SpacerNode: LayoutNode {
  var spacer: Spacer

  init(spacer: Spacer, parent: _Node) {
    self.spacer = spacer
    super.init(parent: parent)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    var minLength = spacer.minLength ?? ViewSpacing.defaultLength
    if !minLength.isFinite || minLength < 0 { minLength = 0 }
    func along(_ value: CGFloat?) -> CGFloat { max(value ?? minLength, minLength) }
    switch stackAxis {
    case .horizontal: return CGSize(width: along(proposal.width), height: 0)
    case .vertical: return CGSize(width: 0, height: along(proposal.height))
    case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
    }
  }

  /// The axis of the stack this spacer sits in, found through any modifiers around it.
  var stackAxis: Axis? { enclosingStackAxis(of: self) }

  override var typeName: String { "Spacer" }
}

extension LayoutNode {
  /// The stack axis of the first container above `node`.
  func enclosingStackAxis(of node: LayoutNode) -> Axis? {
    var current = node.parent
    while let ancestor = current {
      if let layout = ancestor as? LayoutNode, layout.isContainer { return layout.stackOrientation }
      current = ancestor.parent
    }
    return nil
  }
}
