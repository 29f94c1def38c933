/// What a lazy stack or grid lays out, in order: views made up front, runs of lazily made
/// elements, and where the parts of a section begin and end.
enum LazyContentItem {
  case view(LayoutNode)
  case elements(any LazyElementSource)
  /// The views that follow, up to the next mark, are this part of a section (`SectionNode`).
  case section(SectionMark)

  /// Where a part of a section begins, or where the section ends.
  enum SectionMark {
    /// The section begins; its header's views follow.
    case header
    /// Its content follows.
    case content
    /// Its footer's views follow.
    case footer
    /// The section ends.
    case end
  }

  /// The items of the structural subtree `node`, as its layout nodes would be collected, with
  /// each lazy `ForEach` standing for all of its elements and each section's parts marked.
  @MainActor
  static func collect(from node: _Node, into result: inout [LazyContentItem]) {
    if let layout = node as? LayoutNode {
      var nodes: [LayoutNode] = []
      layout.collectLayoutNodes(into: &nodes)
      for node in nodes { result.append(.view(node)) }
      return
    }
    if let source = node as? any LazyElementSource, source.isLazy {
      result.append(.elements(source))
      return
    }
    if let section = node as? SectionNode {
      result.append(.section(.header))
      collect(from: section.header, into: &result)
      result.append(.section(.content))
      collect(from: section.content, into: &result)
      result.append(.section(.footer))
      collect(from: section.footer, into: &result)
      result.append(.section(.end))
      return
    }
    node.forEachDisplayedChild { collect(from: $0, into: &result) }
  }
}
