/// What the graph works out once per view type with a body, when the first view of the type is
/// made, and then reads for every node of the type.
@MainActor
final class CompositeViewType {
  /// `CompositeNode<V>`: nodes are made through this class object, since code generic over the
  /// view type (none of Trellis is specialized for an app's views) otherwise looks the generic
  /// class's metadata up in the runtime's tables for every node it makes, a fifth of building
  /// a tree.
  let nodeClass: AnyClass
  /// How the view's dynamic properties are linked to its node.
  let links: DynamicProperties.Plan
  /// Whether `links` is `.none`, kept apart: matching the enum copies its payload.
  let linksNothing: Bool
  /// Whether the view has custom dynamic properties whose `update()` runs before each body.
  let hasUpdates: Bool
  /// The type's place among every `CompositeViewType` made, in order: the graph counts body
  /// evaluations in an array at this index.
  let index: Int
  /// The view type as an `Animatable` type with data to animate, or nil: see `BodyAnimations`.
  let animatable: (any Animatable.Type)?
  /// Where the view lies in its node (`CompositeNode<V>.view`), found with the first node; -1
  /// until then. The same for every node of the type, since a class's field offsets are.
  var viewOffset = -1

  private init(nodeClass: AnyClass, links: DynamicProperties.Plan, animatable: (any Animatable.Type)?) {
    self.nodeClass = nodeClass
    self.animatable = animatable
    index = CompositeViewType.nodeClasses.count
    CompositeViewType.nodeClasses.append(ObjectIdentifier(nodeClass))
    self.links = links
    if case .none = links { linksNothing = true } else { linksNothing = false }
    hasUpdates = links.hasUpdates
  }

  /// The node class of every type made, by index.
  private static var nodeClasses: [ObjectIdentifier] = []

  /// The node class (`CompositeNode<V>`) of the type at `index`.
  static func nodeClass(at index: Int) -> ObjectIdentifier { nodeClasses[index] }

  // Looked up for every node made; no access overlaps another, so no run-time exclusivity checks.
  // Unretained: records are never freed (the table holds each one's only retain, taken when it
  // is made), and a lookup returning a strong reference retained and released it for every node.
  @exclusivity(unchecked) private static var known = TypeTable<Unmanaged<CompositeViewType>>()

  /// The record of `V` if one was made: a view of the type was.
  static func existing<V: View>(_ type: V.Type) -> CompositeViewType? {
    known[ObjectIdentifier(type)]?.takeUnretainedValue()
  }

  /// The record of `V`, made the first time it is asked for.
  static func of<V: View>(_ type: V.Type) -> CompositeViewType { record(of: type).takeUnretainedValue() }

  /// The record of `V`, unretained, made the first time it is asked for.
  static func record<V: View>(of type: V.Type) -> Unmanaged<CompositeViewType> {
    let key = ObjectIdentifier(type)
    if let found = known[key] { return found }
    let made = Unmanaged.passRetained(
      CompositeViewType(
        nodeClass: CompositeNode<V>.self, links: DynamicProperties.plan(for: type),
        animatable: animatableType(of: type)))
    known.set(made, for: key)
    return made
  }
}

/// Makes the node of `view`, a view with a body.
@MainActor
func makeCompositeNode<V: View>(
  _ view: consuming V, parent: _Node, bodyModifier: CompositeBodyModifier? = nil
) -> _Node {
  let type = CompositeViewType.record(of: V.self)
  // The class object is `CompositeNode<V>` itself; casting the metatype costs nothing.
  let nodeClass = unsafeBitCast(withUnretained(type) { $0.nodeClass }, to: CompositeNode<V>.Type.self)
  let node = nodeClass.init(view: consume view, parent: parent, type: type)
  node.start(bodyModifier: bodyModifier)
  return node
}
