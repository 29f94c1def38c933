/// Where the views of a `Group(subviews:)` or `ForEach(subviews:)` content live: their nodes, with
/// their state, are this node's content, made in the container's environment as SwiftUI resolves
/// them. It is never laid out or drawn itself; each subview the container shows is lent to the
/// `Subview` that shows it (`SubviewReferenceNode`), which lays it out where it stands.
final class SubviewsSourceNode: LayoutNode {
  /// The node that reads the subviews and builds what the container shows.
  unowned(unsafe) let resolver: SubviewsResolverNode

  init(resolver: SubviewsResolverNode) {
    self.resolver = resolver
    super.init(parent: resolver)
  }

  /// A `Section` in the content is a section of the container (`Group(sections:)`), even
  /// inside a list, whose sections are otherwise rows of their own.
  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.resolvesSectionsAsParts = true
    return values
  }

  /// The content's views changed: the container reads them again.
  override func subviewsDidChange() {
    super.subviewsDidChange()
    resolver.contentDidChange()
  }

  /// A subview no `Subview` shows reaches this node when it changes: nothing here is laid out.
  override func invalidateLayout() {}

  override func descendantDidInvalidate(_ node: LayoutNode) -> Bool { true }

  /// A subview whose parent is still this node's content is one the container does not show
  /// (the ones it shows are lent to their `Subview`s): its `onAppear` waits until it is shown.
  override var gatesAppearance: Bool { true }

  override func hidesSubview(_ node: LayoutNode) -> Bool { true }
}

extension EnvironmentValues {
  /// Whether a `Section` here is a container's section (its header, content and footer as
  /// views), whatever list or form is around.
  var resolvesSectionsAsParts: Bool {
    get { self[ResolvesSectionsAsPartsKey.self] }
    set { self[ResolvesSectionsAsPartsKey.self] = newValue }
  }
}

struct ResolvesSectionsAsPartsKey: EnvironmentKey {
  static let defaultValue = false
}
