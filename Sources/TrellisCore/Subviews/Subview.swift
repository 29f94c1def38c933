/// One of the views a container's content is made of, as `ForEach(subviews:)` and
/// `Group(subviews:)` hand it over: put it in the container's own views to show it there.
///
/// ```swift
/// struct CardStack<Content: View>: View {
///     @ViewBuilder var content: Content
///     var body: some View {
///         VStack {
///             ForEach(subviews: content) { subview in
///                 subview
///                     .padding()
///                     .background(.quaternary, in: .rect(cornerRadius: 8))
///             }
///         }
///     }
/// }
/// ```
///
/// A subview is a proxy for the view as the content resolved it: modifiers in the content apply
/// before those applied to the subview, and the view keeps its state and the environment of the
/// container's content, not that of the place it is shown in. A `ForEach` in the content gives
/// one subview per element, a view whose body is several views one per view; a view that lays
/// out its own views (a stack) is one subview.
public struct Subview: View, Identifiable {
  /// Identifies a subview across updates, as long as its view keeps its identity in the
  /// content.
  public struct ID: Hashable, Sendable {
    let serial: Int
  }

  /// The subview's identity, which stays the same while its view does, whatever the content's
  /// other views do.
  public let id: ID
  /// The values the view set with `.containerValue(_:_:)`, and its tag.
  public let containerValues: ContainerValues
  /// The view's layout node in the content.
  let node: LayoutNode

  public var body: Never { fatalError("Subview is a primitive view and has no body") }

  public static var _isViewList: Bool { false }

  public static func _makeNode(_ view: Subview, parent: _Node) -> _Node {
    let node = SubviewReferenceNode(parent: parent)
    node.show(view)
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Subview) {
    unsafeDowncast(node, to: SubviewReferenceNode.self).show(view)
  }
}
