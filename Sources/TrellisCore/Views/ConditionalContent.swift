/// One of two views, chosen by an `if`/`else` or a `switch` in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage
}

extension _ConditionalContent: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = ListNode(parent: parent)
    switch view.storage {
    case .trueContent(let content):
      node.branch = 0
      node.children = [makeChild(content, parent: node)]
    case .falseContent(let content):
      node.branch = 1
      node.children = [makeChild(content, parent: node)]
    }
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    let list = unsafeDowncast(node, to: ListNode.self)
    switch view.storage {
    case .trueContent(let content):
      if list.branch == 0 {
        updateChild(list.children[0], with: content)
      } else {
        list.replaceChildren(branch: 0) { makeChild(content, parent: list) }
      }
    case .falseContent(let content):
      if list.branch == 1 {
        updateChild(list.children[0], with: content)
      } else {
        list.replaceChildren(branch: 1) { makeChild(content, parent: list) }
      }
    }
  }
}

extension Optional: View where Wrapped: View {
  /// Primitive: Trellis draws it itself.
  public typealias Body = Never
  public var body: Never { fatalError("Optional has no body") }

  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = ListNode(parent: parent)
    if let content = view {
      node.branch = 0
      node.children = [makeChild(content, parent: node)]
    }
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    let list = unsafeDowncast(node, to: ListNode.self)
    if let content = view {
      if list.branch == 0 {
        updateChild(list.children[0], with: content)
      } else {
        list.replaceChildren(branch: 0) { makeChild(content, parent: list) }
      }
    } else if list.branch != nil {
      list.replaceChildren(branch: nil) { nil }
    }
  }
}
