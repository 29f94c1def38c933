/// A type-erased layout: switch between layouts while keeping the subviews' identity and state,
/// so the change can animate.
///
/// ```swift
/// let layout = isThreeWayTie ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())
/// layout { ForEach(pets) { Avatar(pet: $0) } }
/// ```
public struct AnyLayout: Layout, Equatable {
  nonisolated(unsafe) let storage: any Layout

  /// Erases the type of `layout`.
  public nonisolated init<L: Layout>(_ layout: L) {
    if let erased = layout as? AnyLayout {
      storage = erased.storage
    } else {
      storage = layout
    }
  }

  /// Erases the type of `layout`.
  public nonisolated init(_ layout: any Layout) {
    if let erased = layout as? AnyLayout {
      storage = erased.storage
    } else {
      storage = layout
    }
  }

  /// The erased layout's cache, kept with the layout's type so a switch starts a fresh one.
  public struct Cache {
    var value: Any?
    var type: ObjectIdentifier?
  }

  public func makeCache(subviews: Subviews) -> Cache { Cache() }
  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = Cache() }

  private func typedCache<L: Layout>(_ layout: L, _ cache: Cache, _ subviews: Subviews) -> L.Cache {
    if cache.type == ObjectIdentifier(L.self), let existing = cache.value as? L.Cache { return existing }
    return layout.makeCache(subviews: subviews)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    func run<L: Layout>(_ layout: L) -> CGSize {
      var typed = typedCache(layout, cache, subviews)
      defer { cache = Cache(value: typed, type: ObjectIdentifier(L.self)) }
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
    }
    return run(storage)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    func run<L: Layout>(_ layout: L) {
      var typed = typedCache(layout, cache, subviews)
      defer { cache = Cache(value: typed, type: ObjectIdentifier(L.self)) }
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }
    run(storage)
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    func run<L: Layout>(_ layout: L) -> CGFloat? {
      var typed = typedCache(layout, cache, subviews)
      defer { cache = Cache(value: typed, type: ObjectIdentifier(L.self)) }
      return layout.explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }
    return run(storage)
  }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    func run<L: Layout>(_ layout: L) -> CGFloat? {
      var typed = typedCache(layout, cache, subviews)
      defer { cache = Cache(value: typed, type: ObjectIdentifier(L.self)) }
      return layout.explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }
    return run(storage)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    func run<L: Layout>(_ layout: L) -> ViewSpacing {
      var typed = typedCache(layout, cache, subviews)
      defer { cache = Cache(value: typed, type: ObjectIdentifier(L.self)) }
      return layout.spacing(subviews: subviews, cache: &typed)
    }
    return run(storage)
  }

  public nonisolated static func == (lhs: AnyLayout, rhs: AnyLayout) -> Bool {
    func same<L: Layout>(_ left: L) -> Bool {
      guard let right = rhs.storage as? L else { return false }
      return ViewComparison.isSame(left, right)
    }
    return same(lhs.storage)
  }
}

extension AnyLayout: InstanceLayoutProperties {
  var instanceStackOrientation: Axis? { type(of: storage).layoutProperties.stackOrientation }
}
