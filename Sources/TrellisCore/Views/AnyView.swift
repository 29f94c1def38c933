/// A type-erased view. Changing the type of the wrapped view replaces its subtree (its state
/// starts afresh), as in SwiftUI.
public struct AnyView {
  let storage: any View

  /// Erases the type of `view`.
  public init<V: View>(_ view: V) {
    storage = (view as? AnyView)?.storage ?? view
  }

  /// Erases the type of `view`, or returns nil if it is not a view.
  public init?(erasing view: Any) {
    guard let view = view as? any View else { return nil }
    storage = view
  }

}

extension AnyView: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = BranchNode(parent: parent)
    node.child = makeErased(view.storage, parent: node)
    node.erasedType = ObjectIdentifier(type(of: view.storage))
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    let branchNode = unsafeDowncast(node, to: BranchNode.self)
    let type = ObjectIdentifier(Swift.type(of: view.storage))
    if branchNode.erasedType == type, let child = branchNode.child {
      updateErased(child, with: view.storage)
    } else {
      branchNode.erasedType = type
      branchNode.replaceChild(branch: 0) { makeErased(view.storage, parent: branchNode) }
    }
  }

  /// Whatever the view it wraps stands for: several views when it wraps a `Group`, a `ForEach`
  /// or a builder's list, to each of which a modifier on the `AnyView` then applies, as in
  /// SwiftUI. Known only at run time, so every `AnyView` counts as a list: around a single view,
  /// the modifier wraps that view inside the `AnyView` instead of outside it.
  public static var _isViewList: Bool { true }

  public static func _makeNode<M: ViewModifier>(_ view: Self, eachModifiedBy modifier: M, parent: _Node)
    -> _Node
  {
    let node = BranchNode(parent: parent)
    node.child = makeErased(view.storage, eachModifiedBy: modifier, parent: node)
    node.erasedType = ObjectIdentifier(type(of: view.storage))
    return node
  }

  public static func _updateNode<M: ViewModifier>(_ node: _Node, with view: Self, eachModifiedBy modifier: M)
  {
    let branchNode = unsafeDowncast(node, to: BranchNode.self)
    let type = ObjectIdentifier(Swift.type(of: view.storage))
    if branchNode.erasedType == type, let child = branchNode.child {
      updateErased(child, with: view.storage, eachModifiedBy: modifier)
    } else {
      branchNode.erasedType = type
      branchNode.replaceChild(branch: 0) {
        makeErased(view.storage, eachModifiedBy: modifier, parent: branchNode)
      }
    }
  }
}

@MainActor private func makeErased<M: ViewModifier>(
  _ view: any View, eachModifiedBy modifier: M, parent: _Node
) -> _Node {
  func make<V: View>(_ view: V) -> _Node { V._makeNode(view, eachModifiedBy: modifier, parent: parent) }
  return make(view)
}

@MainActor private func updateErased<M: ViewModifier>(
  _ node: _Node, with view: any View, eachModifiedBy modifier: M
) {
  func update<V: View>(_ view: V) { V._updateNode(node, with: view, eachModifiedBy: modifier) }
  update(view)
}

@MainActor private func makeErased(_ view: any View, parent: _Node) -> _Node {
  func make<V: View>(_ view: V) -> _Node { V._makeNode(view, parent: parent) }
  return make(view)
}

@MainActor private func updateErased(_ node: _Node, with view: any View) {
  func update<V: View>(_ view: V) { V._updateNode(node, with: view) }
  update(view)
}
