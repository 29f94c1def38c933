/// Scrolls the scroll views of a `ScrollViewReader` to a view with an explicit identity.
public struct ScrollViewProxy {
  let target: ScrollTarget

  /// Scrolls to the view whose id is `id` (a `ForEach` row's id, or one given with `.id(_:)`).
  ///
  /// With an `anchor`, that point of the view lines up with the same point of the visible area:
  /// `.top` brings the view's top edge to the top, `.center` centres it, `.bottom` brings its
  /// bottom edge to the bottom. Without one, the scroll view moves as little as makes the view
  /// wholly visible, and not at all if it already is. Every scroll view around the view scrolls,
  /// innermost first. Inside `withAnimation`, the content moves there with the animation.
  ///
  /// The scrolling happens after the next layout, so a view added by the same state change can
  /// be scrolled to. An id no view has does nothing.
  @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let node = target.node, node.isAlive else { return }
    node.requestScroll(
      to: ScrollRequest(id: AnyHashable(id), anchor: anchor, transaction: Transaction.current))
  }
}

/// A `scrollTo` waiting for the layout after it.
struct ScrollRequest {
  let id: AnyHashable
  let anchor: UnitPoint?
  /// The transaction `scrollTo` was called in: its animation moves the content.
  let transaction: Transaction
}

/// The link from a reader's proxies to its node; the reader keeps it in its state.
@MainActor
final class ScrollTarget {
  weak var node: ScrollReaderNode?
  nonisolated init() {}
}
