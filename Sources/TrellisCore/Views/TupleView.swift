/// Several views in order, as a view builder makes them: `T` is the tuple of their types.
public struct TupleView<T> {
  /// The views.
  public var value: T

  /// Several views as one.
  // Inlinable so that the app's module, which knows the views' types, builds the tuple without
  // asking the run time for the metadata of the tuple.
  @inlinable public init(_ value: T) {
    self.value = value
  }
}

// Declared in an extension so that the type itself is not main-actor isolated: view builders
// also run in nonisolated code.
//
// Generic over the tuple rather than over a pack of its views, as in SwiftUI: code not
// specialized for a pack looked up the metadata of the tuple of it, under a lock, each time a
// value was copied or destroyed, about a sixth of building a tree of stacks. The views inside
// are found through the tuple's layout instead (`TupleViewElements`), once per type.
extension TupleView: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = ListNode(parent: parent)
    withTupleElements { elements in
      node.children.reserveCapacity(elements.count)
      withAddress(of: view.value) { tuple in
        for element in elements {
          node.children.append(element.makeNode(in: tuple, parent: node))
        }
      }
    }
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    let list = unsafeDowncast(node, to: ListNode.self)
    withTupleElements { elements in
      withAddress(of: view.value) { tuple in
        for (index, element) in elements.enumerated() {
          element.updateNode(list.children[index], in: tuple)
        }
      }
    }
  }

  public static var _isViewList: Bool { true }

  public static func _makeNode<M: ViewModifier>(_ view: Self, eachModifiedBy modifier: M, parent: _Node)
    -> _Node
  {
    let node = ListNode(parent: parent)
    withTupleElements { elements in
      node.children.reserveCapacity(elements.count)
      withAddress(of: view.value) { tuple in
        for element in elements {
          node.children.append(
            element.makeNode(in: tuple, modifiedBy: modifier, parent: node))
        }
      }
    }
    return node
  }

  public static func _updateNode<M: ViewModifier>(_ node: _Node, with view: Self, eachModifiedBy modifier: M)
  {
    let list = unsafeDowncast(node, to: ListNode.self)
    withTupleElements { elements in
      withAddress(of: view.value) { tuple in
        for (index, element) in elements.enumerated() {
          element.updateNode(list.children[index], in: tuple, modifiedBy: modifier)
        }
      }
    }
  }

  /// Calls `body` with the views of `T`, where they lie in it: worked out once per type.
  @MainActor private static func withTupleElements<Result>(
    _ body: (UnsafeBufferPointer<TupleViewElement>) -> Result
  )
    -> Result
  {
    withUnretained(TupleViewElements.record(of: T.self)) { body($0.elements) }
  }
}

@MainActor func makeChild<V: View>(_ view: V, parent: _Node) -> _Node {
  V._makeNode(view, parent: parent)
}

@MainActor func updateChild<V: View>(_ node: _Node, with view: V) {
  V._updateNode(node, with: view)
}
