struct TagModifier: PrimitiveModifier {
  typealias NodeType = TagNode
  let tag: AnyHashable
}

/// `.tag(_:)`: the value a picker or a list selects when this view is chosen.
final class TagNode: PassThroughNode<TagModifier> {
  override func modifierDidChange(from old: TagModifier) {
    super.modifierDidChange(from: old)
    // A container reading its subviews' tags (`subview.containerValues.tag(for:)`) reads again.
    notifySubviewsContainer()
  }

  override func layoutValue(_ key: ObjectIdentifier) -> Any? {
    key == TagNode.key ? modifier.tag : super.layoutValue(key)
  }

  /// The layout value key under which views report their tag.
  static let key = ObjectIdentifier(TagNode.self)
}

extension View {
  /// Gives the view a tag: the value a `Picker` or `List` selection takes when this view is
  /// chosen. Rows of a `ForEach` over identifiable data are tagged with their ids already.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(TagModifier(tag: AnyHashable(tag)))
  }
}

/// A view of a picker's or list's content, with the tag it selects.
struct TaggedView {
  let node: LayoutNode
  let tag: AnyHashable?
}

/// Finds the views in a structural subtree with their tags: an explicit `.tag(_:)`, else the id of
/// the `ForEach` row the view belongs to.
@MainActor
enum TaggedContent {
  static func collect(_ root: _Node?) -> [TaggedView] {
    var result: [TaggedView] = []
    if let root { visit(root, implicitTag: nil, into: &result) }
    return result
  }

  private static func visit(_ node: _Node, implicitTag: AnyHashable?, into result: inout [TaggedView]) {
    if let layout = node as? LayoutNode {
      let explicit = layout.layoutValue(TagNode.key) as? AnyHashable
      result.append(TaggedView(node: layout, tag: explicit ?? implicitTag))
      return
    }
    if let rows = node as? any IdentifiedRows {
      for (id, child) in rows.identifiedChildren { visit(child, implicitTag: id, into: &result) }
      return
    }
    for child in node.displayedChildNodes { visit(child, implicitTag: implicitTag, into: &result) }
  }
}

/// A structural node whose children have ids (`ForEach`).
@MainActor
protocol IdentifiedRows {
  var identifiedChildren: [(AnyHashable?, _Node)] { get }
  /// The children made so far with the offsets of their elements in the data, and how many
  /// elements there are; nil when some ids repeat, which leaves offsets ambiguous.
  var elementOffsets: (children: [(offset: Int, node: _Node)], count: Int)? { get }
}

extension ForEachNode: IdentifiedRows {
  var identifiedChildren: [(AnyHashable?, _Node)] {
    if isLazy {
      // The elements made so far; one whose id repeats an earlier one's has none of its own.
      return builtPositions.map { position in
        (duplicatePositions.contains(position) ? nil : AnyHashable(ids[position]), lazyNodes[position]!)
      }
    }
    // Rows with duplicate ids have no id of their own, so nothing is tagged when there are any.
    guard ids.count == children.count else { return children.map { (nil, $0) } }
    return zip(ids, children).map { (AnyHashable($0), $1) }
  }

  var elementOffsets: (children: [(offset: Int, node: _Node)], count: Int)? {
    if isLazy {
      guard duplicatePositions.isEmpty else { return nil }
      return (builtPositions.map { ($0, lazyNodes[$0]!) }, lazyNodes.count)
    }
    guard ids.count == children.count else { return nil }
    return (children.enumerated().map { ($0.offset, $0.element) }, children.count)
  }
}
