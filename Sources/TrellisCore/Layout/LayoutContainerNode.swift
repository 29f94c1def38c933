/// The node of a container laid out by a `Layout`: stacks, grids, `AnyLayout` and custom layouts.
///
/// The subviews belong to the container node, not to the layout value, so switching the layout
/// (as `AnyLayout` does) keeps every subview's identity and state.
final class LayoutContainerNode<L: Layout>: LayoutNode, LayoutStateHolder {
  var layout: L
  /// State a built-in layout keeps here rather than in its public cache (`GridSolverCache`),
  /// dropped with the cache whenever anything inside changes.
  @exclusivity(unchecked) var layoutState: AnyObject?
  @exclusivity(unchecked) private var layoutCache: L.Cache?
  /// Set when a subview's layout changed since the cache was last brought up to date.
  @exclusivity(unchecked) private var cacheIsStale = false
  private let name: String

  init(layout: L, name: String, parent: _Node) {
    self.layout = layout
    self.name = name
    super.init(parent: parent)
    graph.explicitGuides.register(layout: layout)
  }

  func update<Content: View>(layout newLayout: L, content: Content) {
    if !ViewComparison.isSame(layout, newLayout) {
      graph.explicitGuides.register(layout: newLayout)
      layout = newLayout
      layoutCache = nil
      invalidateLayout()
    }
    setContent(content)
  }

  override func subviewsDidChange() {
    layoutCache = nil
    super.subviewsDidChange()
  }

  override func invalidateLayout() {
    cacheIsStale = true
    layoutState = nil
    super.invalidateLayout()
  }

  override func descendantDidInvalidate(_ node: LayoutNode) -> Bool {
    // A layout's cache may hold sizes of subviews, so it is as stale as they are, however deep
    // the change began.
    cacheIsStale = true
    layoutState = nil
    return false
  }

  private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
    var cache: L.Cache
    if let existing = layoutCache {
      cache = existing
      // Brought up to date when next used, once the subviews have all changed.
      if cacheIsStale { layout.updateCache(&cache, subviews: subviews) }
    } else {
      cache = layout.makeCache(subviews: subviews)
    }
    cacheIsStale = false
    let result = body(&cache)
    layoutCache = cache
    return result
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let subviews = LayoutSubviews(self.subviews, container: self)
    return withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    let subviews = LayoutSubviews(self.subviews, container: self)
    withCache(subviews) { layout.placeSubviews(in: rect, proposal: proposal, subviews: subviews, cache: &$0) }
    subviews.commitPlacements(in: rect)
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    let subviews = LayoutSubviews(self.subviews, container: self)
    let bounds = CGRect(origin: .zero, size: size)
    let proposal = ProposedViewSize(size)
    let own: CGFloat? = withCache(subviews) { cache in
      switch key.axis {
      case .horizontal:
        layout.explicitAlignment(
          of: HorizontalAlignment(key.type), in: bounds, proposal: proposal, subviews: subviews, cache: &cache
        )
      case .vertical:
        layout.explicitAlignment(
          of: VerticalAlignment(key.type), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
      }
    }
    if let own { return own }
    // Merge: the first subview with an explicit value for the guide decides where it lies; for
    // the last text baseline the last one does, as in SwiftUI.
    var firstRects: [(rect: CGRect, proposal: ProposedViewSize)]?
    let nodes = self.subviews
    let fromLast = key == VerticalAlignment.lastTextBaseline.key
    for index in fromLast ? Array(nodes.indices.reversed()) : Array(nodes.indices) {
      let node = nodes[index]
      if firstRects == nil {
        withCache(subviews) {
          layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
        firstRects = subviews.placedRects(in: bounds)
      }
      let rect = firstRects![index].rect
      if let value = node.dimensions(for: firstRects![index].proposal)[explicit: key] {
        return (key.axis == .horizontal ? rect.minX : rect.minY) + value
      }
    }
    return nil
  }

  override var spacing: ViewSpacing {
    // Cached with the sizes: a stack's spacing merges its subviews', so asking anew on every
    // measurement walked the whole subtree each time.
    if let cached = sizeCache.spacing { return cached }
    let subviews = LayoutSubviews(self.subviews, container: self)
    let spacing = withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    sizeCache.spacing = spacing
    return spacing
  }

  override var stackOrientation: Axis? {
    (layout as? any InstanceLayoutProperties)?.instanceStackOrientation ?? L.layoutProperties.stackOrientation
  }
  override var isContainer: Bool { true }

  override var typeName: String { name }
}

/// A layout whose properties depend on its value, not only its type (`AnyLayout`).
@MainActor
protocol InstanceLayoutProperties {
  var instanceStackOrientation: Axis? { get }
}
