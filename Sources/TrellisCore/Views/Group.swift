/// Groups views without affecting their layout: its views take part in the parent's layout as if
/// written in its place, and a modifier on the group applies to each of them, as in SwiftUI.
///
/// ```swift
/// HStack {
///     Group {
///         Text("One")
///         Text("Two")
///     }
///     .padding()  // pads each text
/// }
/// ```
public struct Group<Content: View>: View {
  let content: Content

  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  init(content: Content) { self.content = content }

  public var body: Content { content }

  public static var _isViewList: Bool { true }

  public static func _makeNode<M: ViewModifier>(_ view: Self, eachModifiedBy modifier: M, parent: _Node)
    -> _Node
  {
    Group<ModifiedContent<Content, M>>._makeNode(view.modified(by: modifier), parent: parent)
  }

  public static func _updateNode<M: ViewModifier>(_ node: _Node, with view: Self, eachModifiedBy modifier: M)
  {
    Group<ModifiedContent<Content, M>>._updateNode(node, with: view.modified(by: modifier))
  }

  /// The group with `modifier` applied to its content, which applies it to each of its views.
  private func modified<M: ViewModifier>(by modifier: M) -> Group<ModifiedContent<Content, M>> {
    Group<ModifiedContent<Content, M>>(content: ModifiedContent(content: content, modifier: modifier))
  }
}
