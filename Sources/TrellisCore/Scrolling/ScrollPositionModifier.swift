/// `.scrollPosition`: links a binding to the scroll view it modifies. A value set by code scrolls
/// there once the layout after it is done; scrolling by a person writes where they went.
struct ScrollPositionModifier: PrimitiveModifier {
  static var _appliesToEachViewOfAList: Bool { false }
  typealias NodeType = ScrollPositionNode
  /// What the binding asks for now, and a token that changes with each new request.
  let request: () -> (target: ScrollPosition.Target, token: AnyHashable)?
  /// Writes where a person scrolled: the offset, and the first target view that shows.
  let positionedByUser: (CGPoint, AnyHashable?) -> Void
  /// Where in the viewport the first showing view is looked for.
  let anchor: UnitPoint?
}

final class ScrollPositionNode: PassThroughNode<ScrollPositionModifier>, ScrollViewObserver {
  private weak var scrollView: ScrollNode?
  /// The token of the last request seen, so each is performed once.
  private var lastToken: AnyHashable?
  /// Set while performing a request: the scrolling it causes is not a person's.
  private var isPerforming = false

  override var isTransparentAroundSeveralViews: Bool { true }

  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.scrollViewLinks.add(self)
    return values
  }

  override func didInstall() {
    super.didInstall()
    checkRequest()
  }

  override func modifierDidChange(from old: ScrollPositionModifier) { checkRequest() }

  private func checkRequest() {
    guard let request = modifier.request(), request.token != lastToken else { return }
    lastToken = request.token
    let transaction = graph.transaction
    graph.enqueueAppearAction { [weak self] in self?.perform(request.target, in: transaction) }
    graph.setNeedsLayout()
  }

  private func perform(_ target: ScrollPosition.Target, in transaction: Transaction) {
    guard isAlive, let scrollView, scrollView.isAlive else { return }
    isPerforming = true
    graph.performing(in: transaction) { scrollView.scroll(to: target) }
    isPerforming = false
  }

  func scrollViewDidChange(_ scrollView: ScrollNode, byUser: Bool) {
    self.scrollView = scrollView
    guard byUser, !isPerforming else { return }
    let offset = scrollView.offset
    let id = scrollView.firstVisibleTargetID(anchor: modifier.anchor)
    // An id binding then holds this id: it asks for no scrolling.
    if let id { lastToken = id }
    let write = modifier.positionedByUser
    graph.enqueueScrollAction { write(offset, id) }
  }
}

extension View {
  /// Links `position` to the scroll view this modifies: setting it (`scrollTo(edge:)`,
  /// `scrollTo(id:)`, `scrollTo(point:)`, also inside `withAnimation`) scrolls there, and when a
  /// person scrolls, it is set to where they went (`isPositionedByUser`, `point`, and `viewID`
  /// when there is a `.scrollTargetLayout()` or a `ForEach` inside).
  ///
  /// ```swift
  /// @State private var position = ScrollPosition(edge: .bottom)
  ///
  /// ScrollView { LazyVStack { ForEach(messages) { MessageRow($0) } } }
  ///     .scrollPosition($position)
  /// ```
  ///
  /// - Parameters:
  ///   - position: The position.
  ///   - anchor: Where in the viewport the view whose id a person scrolled to is looked for; nil
  ///     for the first view that shows at all.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
    modifier(
      ScrollPositionModifier(
        request: {
          let value = position.wrappedValue
          guard !value.isPositionedByUser, value.target != .none else { return nil }
          return (value.target, AnyHashable(ScrollPositionRequest(number: value.request)))
        },
        positionedByUser: { offset, id in
          position.wrappedValue = position.wrappedValue.positionedByUser(offset: offset, viewID: id)
        }, anchor: anchor))
  }

  /// Links `id` to the scroll view this modifies: setting it scrolls to the view with that id
  /// (of the `.scrollTargetLayout()` inside, or a `ForEach`'s), lined up at `anchor`; when a
  /// person scrolls, it is set to the id of the first view that shows (at `anchor`).
  ///
  /// ```swift
  /// ScrollView {
  ///     LazyVStack { ForEach(items) { Row($0) } }.scrollTargetLayout()
  /// }
  /// .scrollPosition(id: $visibleID)
  /// ```
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    modifier(
      ScrollPositionModifier(
        request: {
          guard let value = id.wrappedValue else { return nil }
          return (.view(AnyHashable(value), anchor: anchor), AnyHashable(value))
        },
        positionedByUser: { _, found in
          guard let found = found?.base as? ID, found != id.wrappedValue else { return }
          id.wrappedValue = found
        }, anchor: anchor))
  }
}

/// The token of a `ScrollPosition`'s request: never equal to a view's id.
private struct ScrollPositionRequest: Hashable {
  let number: Int
}
