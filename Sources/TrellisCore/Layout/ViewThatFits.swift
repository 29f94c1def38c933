/// Shows the first of its children whose ideal size fits the space offered, or the last one if
/// none does.
///
/// ```swift
/// ViewThatFits {
///     MyEqualWidthHStack { Buttons(pets: $pets) }
///     MyEqualWidthVStack { Buttons(pets: $pets) }
/// }
/// ```
/// Only the constrained axes are compared: with `in: .horizontal`, a child fits when its ideal
/// width is no wider than the proposal, whatever its height. The choice is made again for every
/// proposal, so resizing the window switches between the children.
public struct ViewThatFits<Content: View> {
  let axes: Axis.Set
  let content: Content

  /// Chooses among the views `content` builds, comparing their ideal sizes with the proposal on
  /// `axes`.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }
}

extension ViewThatFits: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = ViewThatFitsNode(axes: view.axes, parent: parent)
    node.setContent(view.content)
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    let node = unsafeDowncast(node, to: ViewThatFitsNode.self)
    if node.axes != view.axes {
      node.axes = view.axes
      node.invalidateLayout()
    }
    node.setContent(view.content)
  }
}
