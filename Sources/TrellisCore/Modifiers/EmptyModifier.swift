/// A modifier that changes nothing: a view modified by it is the view itself.
///
/// Useful where a modifier is expected but none applies, such as the default of a generic
/// view's modifier:
/// ```swift
/// struct Card<Content: View, Style: ViewModifier>: View {
///     var style: Style
///     var content: Content
///     var body: some View { content.modifier(style) }
/// }
/// Card(style: EmptyModifier.identity, content: Text("Plain"))
/// ```
public struct EmptyModifier: ViewModifier {
  public typealias Body = Never

  /// The modifier that changes nothing.
  public static let identity = EmptyModifier()

  /// A modifier that changes nothing.
  public init() {}

  public static func _makeModified<C: View>(_ modifier: Self, content: C, parent: _Node) -> _Node {
    C._makeNode(content, parent: parent)
  }

  public static func _updateModified<C: View>(_ node: _Node, modifier: Self, content: C) {
    C._updateNode(node, with: content)
  }
}
