/// What `_ConditionalContent`'s nodes are made through: a protocol, so that `_makeNode` and
/// `_updateNode`, written in its extension, receive the enum's metadata as `Self` from their
/// caller. Written in the enum's own extension, they looked it up again from the two content
/// types (the switch over the cases needs it), a tenth of building a tree of `if`s.
///
/// It has no associated types: with the two contents as associated types, the enum's
/// conformance needed a witness table made at run time for each pair of contents, which every
/// node made looked up in the runtime's tables, with both contents and their conformances. The
/// requirements below are written in the enum's extension instead, where the contents are its
/// generic parameters, which the caller reads from the enum's metadata.
protocol ConditionalView: PrimitiveView {
  /// The larger of the two contents' sizes: where the enum keeps its tag byte.
  static var _payloadSize: Int { get }
  /// Makes the node of the content of `view` (a `Self`, generic so that the caller hands over
  /// the enum's metadata it has), of the first case if `isTrue`.
  static func _makeContentNode<C>(of view: C, isTrue: Bool, parent: _Node) -> _Node
  /// Updates `child`, made for the same case, with the content of `view` (a `Self`).
  static func _updateContentNode<C>(_ child: _Node, of view: C, isTrue: Bool)
}

extension _ConditionalContent: ConditionalView {
  static var _payloadSize: Int { max(MemoryLayout<TrueContent>.size, MemoryLayout<FalseContent>.size) }

  static func _makeContentNode<C>(of view: C, isTrue: Bool, parent: _Node) -> _Node {
    isTrue
      ? makeChild(conditionalPayload(of: view, as: TrueContent.self), parent: parent)
      : makeChild(conditionalPayload(of: view, as: FalseContent.self), parent: parent)
  }

  static func _updateContentNode<C>(_ child: _Node, of view: C, isTrue: Bool) {
    if isTrue {
      updateChild(child, with: conditionalPayload(of: view, as: TrueContent.self))
    } else {
      updateChild(child, with: conditionalPayload(of: view, as: FalseContent.self))
    }
  }
}

extension ConditionalView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = BranchNode(parent: parent)
    let isTrue = isTrueContent(view)
    node.branch = isTrue ? 0 : 1
    node.child = _makeContentNode(of: view, isTrue: isTrue, parent: node)
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    let branchNode = unsafeDowncast(node, to: BranchNode.self)
    let isTrue = isTrueContent(view)
    let branch = isTrue ? 0 : 1
    if branchNode.branch == branch, let child = branchNode.child {
      _updateContentNode(child, of: view, isTrue: isTrue)
    } else {
      branchNode.replaceChild(branch: branch) {
        _makeContentNode(of: view, isTrue: isTrue, parent: branchNode)
      }
    }
  }

  /// Whether `view` holds its first case. The enum's payloads are generic, so Swift lays it out
  /// the same way in every context, as the runtime does: the payload first, then one tag byte,
  /// 0 for the first case (`ConditionalLayoutTests` checks this for payloads with spare bits).
  static func isTrueContent(_ view: Self) -> Bool {
    conditionalTag(of: view, at: _payloadSize) == 0
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
