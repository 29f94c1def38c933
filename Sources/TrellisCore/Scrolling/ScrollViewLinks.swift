/// A modifier applied to a scroll view that follows it: told whenever the scroll view moves or
/// is laid out again, and able to scroll it.
@MainActor
protocol ScrollViewObserver: AnyObject {
  /// The scroll view moved, was laid out again, or was first placed; `byUser` when a person
  /// scrolled it (wheel, scroll bar, keys).
  func scrollViewDidChange(_ scrollView: ScrollNode, byUser: Bool)
}

/// What the modifiers applied to a scroll view (`onScrollGeometryChange`, `scrollPosition`,
/// `defaultScrollAnchor`) ask of it: handed down in the environment to the nearest scroll view
/// inside, which hands none of it further down.
// Unchecked: environment values are Sendable, and the observers, nodes, are only reached from
// the main actor, where the environment is read.
struct ScrollViewLinks: Equatable, @unchecked Sendable {
  private struct Observer {
    weak var object: (any ScrollViewObserver)?
    let id: ObjectIdentifier
  }

  private var observerList: [Observer] = []
  /// Where to anchor the content, by role.
  var anchors: [ScrollAnchorRole: UnitPoint] = [:]

  /// The observers still alive, outermost first.
  var observers: [any ScrollViewObserver] { observerList.compactMap(\.object) }

  mutating func add(_ observer: any ScrollViewObserver) {
    observerList.append(Observer(object: observer, id: ObjectIdentifier(observer)))
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.anchors == rhs.anchors && lhs.observerList.map(\.id) == rhs.observerList.map(\.id)
  }
}

struct ScrollViewLinksKey: EnvironmentKey {
  static let defaultValue = ScrollViewLinks()
}

extension EnvironmentValues {
  var scrollViewLinks: ScrollViewLinks {
    get { self[ScrollViewLinksKey.self] }
    set { self[ScrollViewLinksKey.self] = newValue }
  }
}

extension ViewGraph {
  /// Queues an action a scroll view's change triggered: after the layout when one is running,
  /// else (a wheel turned) in the next update.
  func enqueueScrollAction(_ action: @escaping () -> Void) {
    if isLayingOut { enqueueAppearAction(action) } else { enqueueAction(action) }
  }

  /// Runs `body` in `transaction` (a `scrollTo`'s or a position's, whose animation moves the
  /// content), then restores the pass's own.
  func performing(in transaction: Transaction, _ body: () -> Void) {
    let saved = self.transaction
    self.transaction = transaction
    defer { self.transaction = saved }
    body()
  }
}
