extension SubviewsResolverNode.Program {
  /// A program whose content is `base` and whose result is `transform` of what `resolve` reads
  /// from it, with `modifier` (when there is one) applied to each of the result's views.
  @MainActor static func make<Base: View, Resolved, Result: View, M: ViewModifier>(
    base: Base, resolve: @escaping @MainActor (SubviewsResolverNode) -> Resolved,
    transform: @escaping (Resolved) -> Result, modifier: M?
  ) -> Self {
    Self(
      updateContent: { $0.setContent(base) },
      buildResult: { resolver, existing in
        let resolved = resolve(resolver)
        // What the transform reads (state, observable models) makes the container read its
        // content again when it changes.
        let result = ViewGraph.trackingReads(as: resolver) { transform(resolved) }
        if let modifier {
          if let existing {
            Result._updateNode(existing, with: result, eachModifiedBy: modifier)
            return existing
          }
          return Result._makeNode(result, eachModifiedBy: modifier, parent: resolver)
        }
        if let existing {
          Result._updateNode(existing, with: result)
          return existing
        }
        return Result._makeNode(result, parent: resolver)
      })
  }
}

/// Makes and updates the node of a view that reads its content's subviews or sections.
@MainActor
enum SubviewsContainer {
  static func makeNode(_ program: SubviewsResolverNode.Program, parent: _Node) -> _Node {
    let node = SubviewsResolverNode(program: program, parent: parent)
    node.evaluate()
    return node
  }

  static func updateNode(_ node: _Node, with program: SubviewsResolverNode.Program) {
    unsafeDowncast(node, to: SubviewsResolverNode.self).update(program: program)
  }
}
