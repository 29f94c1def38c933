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

extension _ConditionalContent: ConditionalView {}

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
