/// Groups views without affecting their layout: modifiers apply to the group as one, and its
/// children take part in the parent's layout as if written in its place.
public struct Group<Content: View>: View {
  let content: Content

  /// A group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: Content { content }
}
