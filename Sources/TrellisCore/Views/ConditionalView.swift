/// What `_ConditionalContent`'s nodes are made through: a protocol, so that `_makeNode` and
/// `_updateNode`, written in its extension, receive the enum's metadata as `Self` from their
/// caller. Written in the enum's own extension, they looked it up again from the two content
/// types (the switch over the cases needs it), a tenth of building a tree of `if`s.
protocol ConditionalView: PrimitiveView {
  associatedtype TrueContent: View
  associatedtype FalseContent: View
}

extension ConditionalView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = BranchNode(parent: parent)
    if isTrueContent(view) {
      node.branch = 0
      node.child = makeChild(conditionalPayload(of: view, as: TrueContent.self), parent: node)
    } else {
      node.branch = 1
      node.child = makeChild(conditionalPayload(of: view, as: FalseContent.self), parent: node)
    }
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    let branchNode = unsafeDowncast(node, to: BranchNode.self)
    if isTrueContent(view) {
      let content = conditionalPayload(of: view, as: TrueContent.self)
      if branchNode.branch == 0, let child = branchNode.child {
        updateChild(child, with: content)
      } else {
        branchNode.replaceChild(branch: 0) { makeChild(content, parent: branchNode) }
      }
    } else {
      let content = conditionalPayload(of: view, as: FalseContent.self)
      if branchNode.branch == 1, let child = branchNode.child {
        updateChild(child, with: content)
      } else {
        branchNode.replaceChild(branch: 1) { makeChild(content, parent: branchNode) }
      }
    }
  }

  /// Whether `view` holds its first case. The enum's payloads are generic, so Swift lays it out
  /// the same way in every context, as the runtime does: the payload first, then one tag byte,
  /// 0 for the first case (`ConditionalLayoutTests` checks this for payloads with spare bits).
  static func isTrueContent(_ view: Self) -> Bool {
    let tagOffset = max(MemoryLayout<TrueContent>.size, MemoryLayout<FalseContent>.size)
    return conditionalTag(of: view, at: tagOffset) == 0
  }
}

/// The tag byte of a `_ConditionalContent` value. Nonisolated, so that the closure reading it
/// needs no check that it runs on the main actor.
nonisolated func conditionalTag<C>(of view: C, at offset: Int) -> UInt8 {
  withUnsafePointer(to: view) { UnsafeRawPointer($0).load(fromByteOffset: offset, as: UInt8.self) }
}

/// The payload of a `_ConditionalContent` value, which lies at its start in either case.
nonisolated func conditionalPayload<C, Content>(of view: C, as type: Content.Type) -> Content {
  withUnsafePointer(to: view) { UnsafeRawPointer($0).assumingMemoryBound(to: Content.self).pointee }
}
