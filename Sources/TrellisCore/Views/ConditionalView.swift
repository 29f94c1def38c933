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
///
/// An `if` nested directly in a branch of another shares its node: the view builder makes an
/// `if`–`else if`–`else` chain of three branches two `_ConditionalContent`s deep, and a node for
/// each level cost an allocation and its references for every chain in every body. The node
/// keeps the path of branches taken, a bit a level after a leading 1, and replaces its child
/// when the path changes, as the inner node did when its own branch changed.
protocol ConditionalView: PrimitiveView {
  /// The larger of the two contents' sizes: where the enum keeps its tag byte.
  nonisolated static var _payloadSize: Int { get }
  /// Appends the branch path of the content the enum at `view` shows (its payload lies at its
  /// start), `depth` levels down.
  nonisolated static func _appendContentBranchPath(
    at view: UnsafeRawPointer, isTrue: Bool, to path: inout UInt, depth: Int)
  /// Makes the node of what the content of `view` (a `Self`, generic so that the caller hands
  /// over the enum's metadata it has) shows, of the first case if `isTrue`, appending to `path`.
  static func _makeContentLeaf<C>(of view: C, isTrue: Bool, parent: _Node, depth: Int, path: inout UInt)
    -> _Node
  /// Updates `node`, made for the same branch path, with the content of `view` (a `Self`).
  static func _updateContentLeaf<C>(_ node: _Node, of view: C, isTrue: Bool, depth: Int)
}

/// How many levels of nested `if`s share one node: eight, 256 branches, more than a chain or a
/// `switch` has. A deeper `if` gets a node of its own, whose path starts again.
let conditionalPathDepth = 8

extension _ConditionalContent: ConditionalView {
  nonisolated static var _payloadSize: Int {
    max(MemoryLayout<TrueContent>.size, MemoryLayout<FalseContent>.size)
  }

  nonisolated static func _appendContentBranchPath(
    at view: UnsafeRawPointer, isTrue: Bool, to path: inout UInt, depth: Int
  ) {
    if isTrue {
      TrueContent._appendBranchPath(at: view, to: &path, depth: depth)
    } else {
      FalseContent._appendBranchPath(at: view, to: &path, depth: depth)
    }
  }

  static func _makeContentLeaf<C>(of view: C, isTrue: Bool, parent: _Node, depth: Int, path: inout UInt)
    -> _Node
  {
    isTrue
      ? TrueContent._makeBranchLeaf(
        conditionalPayload(of: view, as: TrueContent.self), parent: parent, depth: depth, path: &path)
      : FalseContent._makeBranchLeaf(
        conditionalPayload(of: view, as: FalseContent.self), parent: parent, depth: depth, path: &path)
  }

  static func _updateContentLeaf<C>(_ node: _Node, of view: C, isTrue: Bool, depth: Int) {
    if isTrue {
      TrueContent._updateBranchLeaf(
        node, with: conditionalPayload(of: view, as: TrueContent.self), depth: depth)
    } else {
      FalseContent._updateBranchLeaf(
        node, with: conditionalPayload(of: view, as: FalseContent.self), depth: depth)
    }
  }
}

extension ConditionalView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = BranchNode(parent: parent)
    var path: UInt = 1
    node.child = _makeBranchLeaf(view, parent: node, depth: 0, path: &path)
    node.branch = Int(bitPattern: path)
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    let branchNode = unsafeDowncast(node, to: BranchNode.self)
    let branch = branchPath(of: view)
    if branchNode.branch == branch, let child = branchNode.child {
      _updateBranchLeaf(child, with: view, depth: 0)
    } else {
      branchNode.replaceChild(branch: branch) {
        var path: UInt = 1
        return _makeBranchLeaf(view, parent: branchNode, depth: 0, path: &path)
      }
    }
  }

  /// A body that is an `if` shares the node of the view whose body it is, which keeps its
  /// branch path: a node of its own was an allocation and its references for every such view.
  public static func _makeBodyNode(_ view: consuming Self, owner: _Node) -> _Node {
    var path: UInt = 1
    let node = _makeBranchLeaf(view, parent: owner, depth: 0, path: &path)
    unsafeDowncast(owner, to: CompositeNodeBase.self).conditionalPath = UInt16(truncatingIfNeeded: path)
    return node
  }

  public static func _updateBodyNode(_ node: _Node, with view: Self, owner: _Node) {
    let composite = unsafeDowncast(owner, to: CompositeNodeBase.self)
    if branchPath(of: view) == Int(composite.conditionalPath) {
      _updateBranchLeaf(node, with: view, depth: 0)
    } else {
      composite.replaceChild { _makeBodyNode(view, owner: composite) }
    }
  }

  nonisolated public static func _appendBranchPath(
    at view: UnsafeRawPointer, to path: inout UInt, depth: Int
  ) {
    guard depth < conditionalPathDepth else { return }
    let isTrue = view.load(fromByteOffset: _payloadSize, as: UInt8.self) == 0
    path = path << 1 | (isTrue ? 0 : 1)
    _appendContentBranchPath(at: view, isTrue: isTrue, to: &path, depth: depth + 1)
  }

  public static func _makeBranchLeaf(_ view: Self, parent: _Node, depth: Int, path: inout UInt) -> _Node {
    guard depth < conditionalPathDepth else { return _makeNode(view, parent: parent) }
    let isTrue = isTrueContent(view)
    path = path << 1 | (isTrue ? 0 : 1)
    return _makeContentLeaf(of: view, isTrue: isTrue, parent: parent, depth: depth + 1, path: &path)
  }

  public static func _updateBranchLeaf(_ node: _Node, with view: Self, depth: Int) {
    guard depth < conditionalPathDepth else { return _updateNode(node, with: view) }
    _updateContentLeaf(node, of: view, isTrue: isTrueContent(view), depth: depth + 1)
  }

  /// Whether `view` holds its first case. The enum's payloads are generic, so Swift lays it out
  /// the same way in every context, as the runtime does: the payload first, then one tag byte,
  /// 0 for the first case (`ConditionalLayoutTests` checks this for payloads with spare bits).
  static func isTrueContent(_ view: Self) -> Bool {
    conditionalTag(of: view, at: _payloadSize) == 0
  }
}

/// The branches the `if`s nested from `view` down take, as `BranchNode.branch`.
nonisolated func branchPath<C: ConditionalView>(of view: C) -> Int {
  withUnsafePointer(to: view) { pointer in
    var path: UInt = 1
    C._appendBranchPath(at: UnsafeRawPointer(pointer), to: &path, depth: 0)
    return Int(bitPattern: path)
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
