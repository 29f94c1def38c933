/// A modifier that a view with a body applies to each view its body stands for: the modifier of
/// `Rows().padding()`, when `Rows`'s body is several views.
@MainActor
class CompositeBodyModifier {
  /// Makes the node of `body` with the modifier applied to each of its views.
  func makeNode<Body: View>(_ body: Body, parent: _Node) -> _Node { fatalError("abstract") }
  /// Updates a node made by `makeNode`.
  func update<Body: View>(_ node: _Node, with body: Body) { fatalError("abstract") }
  /// Whether `other` applies the same modifier, so that the body need not be updated for it.
  func isSame(as other: CompositeBodyModifier) -> Bool { false }
}

/// The `CompositeBodyModifier` of a modifier of type `M`.
final class EachViewModifier<M: ViewModifier>: CompositeBodyModifier {
  let modifier: M

  init(_ modifier: M) { self.modifier = modifier }

  override func makeNode<Body: View>(_ body: Body, parent: _Node) -> _Node {
    Body._makeNode(body, eachModifiedBy: modifier, parent: parent)
  }

  override func update<Body: View>(_ node: _Node, with body: Body) {
    Body._updateNode(node, with: body, eachModifiedBy: modifier)
  }

  override func isSame(as other: CompositeBodyModifier) -> Bool {
    guard let other = other as? EachViewModifier<M> else { return false }
    return ViewComparison.isSame(modifier, other.modifier)
  }
}
