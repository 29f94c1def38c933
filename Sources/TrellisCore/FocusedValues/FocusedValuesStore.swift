/// A window's current focused values: those of the `.focusedSceneValue` views anywhere in it,
/// then those of the `.focusedValue` views around the focused view, the innermost winning.
///
/// Each key has a location of its own, so that a view reading one value is evaluated again
/// when that value changes, and not when focus moves in a way that leaves it as it was.
@MainActor
final class FocusedValuesStore {
  unowned let graph: ViewGraph
  /// The `.focusedSceneValue` views, in the order they appeared: a later one wins a key two
  /// publish.
  private var sceneContributors: [any FocusedValueContributor] = []
  /// What each key resolves to now.
  private var resolved: [ObjectIdentifier: ResolvedFocusedValue] = [:]
  /// The locations of the keys some view has read.
  private var slots: [ObjectIdentifier: FocusedValueSlot] = [:]
  private var refreshQueued = false

  init(graph: ViewGraph) { self.graph = graph }

  /// Values that read from this store.
  var values: FocusedValues { FocusedValues(store: self) }

  /// The value published under `key`, read as a body reads state.
  func value(for key: ObjectIdentifier) -> Any? {
    if let slot = slots[key] { return slot.read() }
    let slot = FocusedValueSlot(resolved[key]?.value)
    slots[key] = slot
    return slot.read()
  }

  /// A `.focusedValue` or `.focusedSceneValue` view appeared.
  func add(_ contributor: any FocusedValueContributor) {
    if contributor.isSceneWide { sceneContributors.append(contributor) }
    contributionDidChange()
  }

  /// A contributing view left.
  func remove(_ contributor: any FocusedValueContributor) {
    sceneContributors.removeAll { $0 === contributor }
    contributionDidChange()
  }

  /// A contributing view changed what it publishes: the values are worked out again once the
  /// current round of updates ends, however many changed in it.
  func contributionDidChange() {
    guard !refreshQueued else { return }
    refreshQueued = true
    graph.enqueueAction { [weak self] in self?.refresh() }
  }

  /// Keyboard focus moved.
  func focusDidMove() { refresh() }

  /// Has every view that read a value here evaluated again.
  func notifyAllReaders() {
    for (key, slot) in slots { slot.write(resolved[key]?.value) }
  }

  /// Works the values out again and tells the readers of each key whose value changed.
  func refresh() {
    refreshQueued = false
    var next: [ObjectIdentifier: ResolvedFocusedValue] = [:]
    func apply(_ contributor: any FocusedValueContributor) {
      guard contributor.isAlive else { return }
      for (key, value) in contributor.focusedEntries {
        next[key] = ResolvedFocusedValue(
          value: value, source: ObjectIdentifier(contributor), generation: contributor.generation)
      }
    }
    for contributor in sceneContributors { apply(contributor) }
    var chain: [any FocusedValueContributor] = []
    var current: _Node? = graph.focusedNode
    while let node = current {
      if let contributor = node as? any FocusedValueContributor { chain.append(contributor) }
      current = node.parent
    }
    for contributor in chain.reversed() { apply(contributor) }
    let old = resolved
    resolved = next
    for (key, slot) in slots where old[key] != next[key] {
      slot.write(next[key]?.value)
    }
  }
}

/// Where one key's value came from: the same view at the same version publishes the same value.
struct ResolvedFocusedValue: Equatable {
  let value: Any
  let source: ObjectIdentifier
  let generation: Int

  static func == (a: Self, b: Self) -> Bool { a.source == b.source && a.generation == b.generation }
}

/// One key's current value, with the views that read it.
@MainActor
final class FocusedValueSlot: ObservedLocation {
  private var value: Any?

  init(_ value: Any?) { self.value = value }

  func read() -> Any? {
    recordRead()
    return value
  }

  func write(_ newValue: Any?) {
    value = newValue
    notifyReaders()
  }
}

/// A `.focusedValue` or `.focusedSceneValue` modifier's node.
@MainActor
protocol FocusedValueContributor: AnyObject {
  /// Whether it publishes from anywhere in the window, not only around the focused view.
  var isSceneWide: Bool { get }
  /// What it publishes, by key.
  var focusedEntries: [ObjectIdentifier: Any] { get }
  /// Counts the changes of what it publishes.
  var generation: Int { get }
  /// Whether it is still in the tree.
  var isAlive: Bool { get }
}
