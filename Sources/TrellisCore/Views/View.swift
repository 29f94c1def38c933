/// A piece of user interface: a description that Trellis turns into something on screen.
///
/// Write a view as a struct with a `body` made of other views, exactly as in SwiftUI:
/// ```swift
/// struct Greeting: View {
///     var name: String
///     var body: some View { Text("Hello, \(name)!") }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
  /// The type of the view's content.
  associatedtype Body: View

  /// The view's content, re-evaluated when state it reads changes.
  @ViewBuilder var body: Body { get }

  /// Implementation detail: creates the graph node for a view of this type.
  static func _makeNode(_ view: Self, parent: _Node) -> _Node

  /// Implementation detail: updates a node made by `_makeNode` with a new value of the view.
  static func _updateNode(_ node: _Node, with view: Self)

  /// Implementation detail: whether a view of this type stands for a list of views (a `Group`,
  /// a `ForEach`, several views from a view builder, an `if`), to each of which a modifier
  /// applies, as in SwiftUI, rather than to the list as one view.
  static var _isViewList: Bool { get }

  /// Implementation detail: makes the node of a view list with `modifier` applied to each view.
  static func _makeNode<M: ViewModifier>(_ view: Self, eachModifiedBy modifier: M, parent: _Node) -> _Node

  /// Implementation detail: updates a node made by `_makeNode(_:eachModifiedBy:parent:)`.
  static func _updateNode<M: ViewModifier>(_ node: _Node, with view: Self, eachModifiedBy modifier: M)

  /// Implementation detail: appends to `path` the branch taken by each `if` the view at `view`
  /// nests directly (none for other views), `depth` levels down in one `if`'s node.
  nonisolated static func _appendBranchPath(at view: UnsafeRawPointer, to path: inout UInt, depth: Int)

  /// Implementation detail: makes the node of the view an `if`'s node shows, `depth` levels
  /// down in it: the view's own node, or for a nested `if`, that of the view its branch shows,
  /// appending the branches taken to `path` as `_appendBranchPath` does.
  static func _makeBranchLeaf(_ view: Self, parent: _Node, depth: Int, path: inout UInt) -> _Node

  /// Implementation detail: updates a node made by `_makeBranchLeaf(_:parent:depth:)`.
  static func _updateBranchLeaf(_ node: _Node, with view: Self, depth: Int)

  /// Implementation detail: makes the node of `view`, the body of the view whose node is
  /// `owner`. An `if` keeps its branch path in `owner` instead of in a node of its own. The body
  /// is handed over, since the caller has no further use for it: a view that keeps its value in
  /// its node (a `Text`) takes it without a copy.
  static func _makeBodyNode(_ view: consuming Self, owner: _Node) -> _Node

  /// Implementation detail: updates `node`, made by `_makeBodyNode(_:owner:)`, with a new body.
  static func _updateBodyNode(_ node: _Node, with view: Self, owner: _Node)
}

extension View {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    makeCompositeNode(view, parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: CompositeNode<Self>.self).update(with: view)
  }

  /// A view with a body stands for what its body stands for: a view whose body is several views
  /// is a list of them, as in SwiftUI. Views without a body have `Never` for one.
  public static var _isViewList: Bool { Body._isViewList }

  public static func _makeNode<M: ViewModifier>(_ view: Self, eachModifiedBy modifier: M, parent: _Node)
    -> _Node
  {
    // A single view: the modifier wraps it.
    guard Body._isViewList else { return M._makeModified(modifier, content: view, parent: parent) }
    return makeCompositeNode(view, parent: parent, bodyModifier: EachViewModifier(modifier))
  }

  public static func _updateNode<M: ViewModifier>(_ node: _Node, with view: Self, eachModifiedBy modifier: M)
  {
    guard Body._isViewList else { return M._updateModified(node, modifier: modifier, content: view) }
    let composite = unsafeDowncast(node, to: CompositeNode<Self>.self)
    composite.update(with: view, bodyModifier: EachViewModifier(modifier))
  }

  /// A view that is not an `if` takes no branch: the path stays as it is.
  nonisolated public static func _appendBranchPath(
    at view: UnsafeRawPointer, to path: inout UInt, depth: Int
  ) {}

  /// A view that is not an `if` is the leaf: its own node.
  public static func _makeBranchLeaf(_ view: Self, parent: _Node, depth: Int, path: inout UInt) -> _Node {
    _makeNode(view, parent: parent)
  }

  /// A view that is not an `if` updates its own node.
  public static func _updateBranchLeaf(_ node: _Node, with view: Self, depth: Int) {
    _updateNode(node, with: view)
  }

  /// A body that is not an `if` has its own node.
  public static func _makeBodyNode(_ view: consuming Self, owner: _Node) -> _Node {
    _makeNode(view, parent: owner)
  }

  /// A body that is not an `if` updates its own node.
  public static func _updateBodyNode(_ node: _Node, with view: Self, owner: _Node) {
    _updateNode(node, with: view)
  }
}

extension Never: View {
  public var body: Never { fatalError("Never has no body") }

  public static var _isViewList: Bool { false }
}

/// A view that Trellis implements itself, with no body.
protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
