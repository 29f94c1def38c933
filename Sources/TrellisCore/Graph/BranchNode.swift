/// A structural node holding at most one child: the branch a conditional or an optional shows,
/// or the view an `AnyView` wraps.
///
/// Kept apart from `ListNode` because every `if` in every body makes one: a single stored child
/// costs no array allocation, and reading it no bounds check.
final class BranchNode: _Node {
  @exclusivity(unchecked) var child: _Node?
  /// Which branch is shown (nil: none); for an `if`, the path of the branches its nested `if`s
  /// take (see `ConditionalView`).
  var branch: Int? {
    get { storedBranch == Self.noBranch ? nil : storedBranch }
    set { storedBranch = newValue ?? Self.noBranch }
  }
  /// `branch`, with nil as a value no branch takes: an optional's extra byte made every node of
  /// an `if` 8 bytes larger.
  private var storedBranch = BranchNode.noBranch
  private static let noBranch = Int.min
  /// For `AnyView`: the type of the wrapped view.
  var erasedType: ObjectIdentifier?

  override var childNodes: [_Node] {
    guard let child else { return [] }
    return [child]
  }

  override func forEachChild(_ body: (_Node) -> Void) {
    if let child { body(child) }
  }

  override func collectLayoutNodes(into result: inout [LayoutNode]) {
    collectLayoutNodes(of: &child, into: &result)
  }

  /// Replaces the child when the branch changes: the old branch's identity ends.
  func replaceChild(branch: Int?, make: () -> _Node?) {
    if let child { graph.retire(child) }
    self.branch = branch
    child = make()
    if let child { graph.introduce(child) }
    structureDidChange()
  }
}
