/// Several views in order, as a view builder makes them.
public struct TupleView<each T: View> {
  /// The views.
  public var value: (repeat each T)

  /// Several views as one.
  // Inlinable so that the app's module, which knows the views' types, builds the tuple without
  // asking the run time for the metadata of a tuple of a pack of them, for every body.
  @inlinable public init(_ value: repeat each T) {
    self.value = (repeat each value)
  }
}

// Declared in an extension so that the type itself is not main-actor isolated: view builders
// also run in nonisolated code.
extension TupleView: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = ListNode(parent: parent)
    for child in repeat each view.value {
      node.children.append(makeChild(child, parent: node))
    }
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    let list = unsafeDowncast(node, to: ListNode.self)
    var index = 0
    for child in repeat each view.value {
      updateChild(list.children[index], with: child)
      index += 1
    }
  }

  public static var _isViewList: Bool { true }

  public static func _makeNode<M: ViewModifier>(_ view: Self, eachModifiedBy modifier: M, parent: _Node)
    -> _Node
  {
    let node = ListNode(parent: parent)
    for child in repeat each view.value {
      node.children.append(makeChild(ModifiedContent(content: child, modifier: modifier), parent: node))
    }
    return node
  }

  public static func _updateNode<M: ViewModifier>(_ node: _Node, with view: Self, eachModifiedBy modifier: M)
  {
    let list = unsafeDowncast(node, to: ListNode.self)
    var index = 0
    for child in repeat each view.value {
      updateChild(list.children[index], with: ModifiedContent(content: child, modifier: modifier))
      index += 1
    }
  }
}

@MainActor func makeChild<V: View>(_ view: V, parent: _Node) -> _Node {
  V._makeNode(view, parent: parent)
}

@MainActor func updateChild<V: View>(_ node: _Node, with view: V) {
  V._updateNode(node, with: view)
}
