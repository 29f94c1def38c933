/// Where a scroll view is scrolled, as a value to bind with ``View/scrollPosition(_:anchor:)``:
/// set it (`scrollTo(edge:)`, `scrollTo(id:)`, `scrollTo(point:)`) to scroll there; when a person
/// scrolls, it tells where they went (`isPositionedByUser`, `point`, `viewID`).
///
/// ```swift
/// @State private var position = ScrollPosition(edge: .top)
///
/// ScrollView { ... }
///     .scrollPosition($position)
/// Button("Latest") { withAnimation { position.scrollTo(edge: .bottom) } }
/// ```
public struct ScrollPosition: Equatable {
  enum Target: Equatable {
    case none
    case edge(Edge)
    case point(CGPoint)
    case x(CGFloat)
    case y(CGFloat)
    case view(AnyHashable, anchor: UnitPoint?)
  }

  /// Where code last asked to scroll.
  var target: Target
  /// Counts requests, so that asking for the same place twice scrolls twice.
  var request = 0
  /// Where a person scrolled to, while `isPositionedByUser`.
  var userOffset: CGPoint?
  var userViewID: AnyHashable?

  /// Whether a person scrolled the scroll view since code last set the position.
  public private(set) var isPositionedByUser = false

  /// A position with no place asked for, for views identified by `idType`.
  public init(idType: (some Hashable).Type = Never.self) { target = .none }

  /// The start or end of the content along an axis.
  public init(idType: (some Hashable).Type = Never.self, edge: Edge) { target = .edge(edge) }

  /// A point of the content at the top-left corner.
  public init(idType: (some Hashable).Type = Never.self, point: CGPoint) { target = .point(point) }

  /// An x offset into the content.
  public init(idType: (some Hashable).Type = Never.self, x: CGFloat) { target = .x(x) }

  /// A y offset into the content.
  public init(idType: (some Hashable).Type = Never.self, y: CGFloat) { target = .y(y) }

  /// The view with `id` (a `ForEach` row's id, or one given with `.id(_:)`), lined up at
  /// `anchor` (the least movement that shows it when nil).
  public init(id: some Hashable, anchor: UnitPoint? = nil) { target = .view(AnyHashable(id), anchor: anchor) }

  private mutating func set(_ target: Target) {
    self.target = target
    request += 1
    isPositionedByUser = false
    userOffset = nil
    userViewID = nil
  }

  /// Scrolls to the start (`.top`, `.leading`) or end (`.bottom`, `.trailing`) of the content.
  public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }

  /// Scrolls so that `point` of the content is at the top-left corner.
  public mutating func scrollTo(point: CGPoint) { set(.point(point)) }

  /// Scrolls to `x` points into the content, leaving the other axis.
  public mutating func scrollTo(x: CGFloat) { set(.x(x)) }

  /// Scrolls to `y` points into the content, leaving the other axis.
  public mutating func scrollTo(y: CGFloat) { set(.y(y)) }

  /// Scrolls to the view with `id`, lined up at `anchor`.
  public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) {
    set(.view(AnyHashable(id), anchor: anchor))
  }

  /// The edge asked for, if that is what was asked.
  public var edge: Edge? {
    if case .edge(let edge) = target { return edge }
    return nil
  }

  /// The point asked for, or where a person scrolled to.
  public var point: CGPoint? {
    if case .point(let point) = target { return point }
    return isPositionedByUser ? userOffset : nil
  }

  /// The x offset asked for, or a person's.
  public var x: CGFloat? {
    switch target {
    case .x(let x): x
    case .point(let point): point.x
    default: isPositionedByUser ? userOffset?.x : nil
    }
  }

  /// The y offset asked for, or a person's.
  public var y: CGFloat? {
    switch target {
    case .y(let y): y
    case .point(let point): point.y
    default: isPositionedByUser ? userOffset?.y : nil
    }
  }

  /// The id of the view asked for or, once a person scrolled, of the first view of the
  /// `.scrollTargetLayout()` that shows.
  public var viewID: (any Hashable)? {
    if case .view(let id, _) = target { return id.base as? any Hashable }
    return isPositionedByUser ? userViewID?.base as? any Hashable : nil
  }

  /// `viewID` as a `T`, or nil when it is of another type or there is none.
  public func viewID<T: Hashable>(type: T.Type) -> T? {
    if case .view(let id, _) = target { return id.base as? T }
    return isPositionedByUser ? userViewID?.base as? T : nil
  }

  /// This position as a person left it by scrolling to `offset`, with `viewID` first showing.
  func positionedByUser(offset: CGPoint, viewID: AnyHashable?) -> ScrollPosition {
    var copy = self
    copy.target = .none
    copy.isPositionedByUser = true
    copy.userOffset = offset
    copy.userViewID = viewID
    return copy
  }
}
