/// One of two views, chosen by an `if`/`else` or a `switch` in a view builder.
///
/// An enum itself rather than a struct around one: generic code that is not specialized (a
/// view builder's content reaches it from the app's module) looks a nested generic type's
/// metadata up at run time on every use, and every `if` in every body passed through here.
public enum _ConditionalContent<TrueContent: View, FalseContent: View> {
  /// The view of the `if` branch (or the first of a `switch`'s pairing).
  case trueContent(TrueContent)
  /// The view of the `else` branch.
  case falseContent(FalseContent)
}

// An `if` is a list of the views of the branch taken: a modifier around it applies to them, so
// that, as in SwiftUI, it comes and goes with the branch (`onAppear` runs at every change).
@MainActor
extension _ConditionalContent {
  public static var _isViewList: Bool { true }

  public static func _makeNode<M: ViewModifier>(_ view: Self, eachModifiedBy modifier: M, parent: _Node)
    -> _Node
  {
    _ConditionalContent<ModifiedContent<TrueContent, M>, ModifiedContent<FalseContent, M>>._makeNode(
      view.modified(by: modifier), parent: parent)
  }

  public static func _updateNode<M: ViewModifier>(_ node: _Node, with view: Self, eachModifiedBy modifier: M)
  {
    _ConditionalContent<ModifiedContent<TrueContent, M>, ModifiedContent<FalseContent, M>>._updateNode(
      node, with: view.modified(by: modifier))
  }

  nonisolated private func modified<M: ViewModifier>(
    by modifier: M
  ) -> _ConditionalContent<ModifiedContent<TrueContent, M>, ModifiedContent<FalseContent, M>> {
    switch self {
    case .trueContent(let content): .trueContent(ModifiedContent(content: content, modifier: modifier))
    case .falseContent(let content): .falseContent(ModifiedContent(content: content, modifier: modifier))
    }
  }
}

extension Optional: View where Wrapped: View {
  /// Primitive: Trellis draws it itself.
  public typealias Body = Never
  public var body: Never { fatalError("Optional has no body") }

  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = BranchNode(parent: parent)
    if let content = view {
      node.branch = 0
      node.child = makeChild(content, parent: node)
    }
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    let branchNode = unsafeDowncast(node, to: BranchNode.self)
    if let content = view {
      if branchNode.branch == 0, let child = branchNode.child {
        updateChild(child, with: content)
      } else {
        branchNode.replaceChild(branch: 0) { makeChild(content, parent: branchNode) }
      }
    } else if branchNode.branch != nil {
      branchNode.replaceChild(branch: nil) { nil }
    }
  }

  public static var _isViewList: Bool { true }

  public static func _makeNode<M: ViewModifier>(_ view: Self, eachModifiedBy modifier: M, parent: _Node)
    -> _Node
  {
    Optional<ModifiedContent<Wrapped, M>>._makeNode(
      view.map { ModifiedContent(content: $0, modifier: modifier) }, parent: parent)
  }

  public static func _updateNode<M: ViewModifier>(_ node: _Node, with view: Self, eachModifiedBy modifier: M)
  {
    Optional<ModifiedContent<Wrapped, M>>._updateNode(
      node, with: view.map { ModifiedContent(content: $0, modifier: modifier) })
  }
}
