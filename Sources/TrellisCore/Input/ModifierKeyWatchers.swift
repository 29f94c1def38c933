/// The modifier keys held in a window, and the `.onModifierKeysChanged` views told when they
/// change.
@MainActor
final class ModifierKeyWatchers {
  /// The keys held now.
  private(set) var held: EventModifiers = []
  private var watchers: [WeakWatcher] = []

  private struct WeakWatcher {
    weak var node: ModifierKeysNode?
  }

  func add(_ node: ModifierKeysNode) {
    watchers.append(WeakWatcher(node: node))
  }

  /// Records that `keys` are held now, and tells each watcher whose keys changed.
  func change(to keys: EventModifiers) {
    guard keys != held else { return }
    let old = held
    held = keys
    watchers.removeAll { $0.node.map { !$0.isAlive } ?? true }
    for watcher in watchers {
      watcher.node?.keysChanged(from: old, to: keys)
    }
  }
}

struct ModifierKeysModifier: PrimitiveModifier {
  typealias NodeType = ModifierKeysNode
  /// The keys the view watches.
  let mask: EventModifiers
  /// Whether the action runs when the view appears, with the keys held then.
  let initial: Bool
  let action: (EventModifiers, EventModifiers) -> Void
}

/// `.onModifierKeysChanged`: runs its action when the keys of its mask that are held change.
final class ModifierKeysNode: PassThroughNode<ModifierKeysModifier> {
  override func didInstall() {
    graph.modifierKeys.add(self)
    guard modifier.initial else { return }
    let held = graph.modifierKeys.held.intersection(modifier.mask)
    let action = modifier.action
    graph.enqueueAppearAction { action(held, held) }
  }

  // Only the action changed: nothing to measure again.
  override func modifierDidChange(from old: ModifierKeysModifier) {}

  func keysChanged(from old: EventModifiers, to new: EventModifiers) {
    let mask = modifier.mask
    let (old, new) = (old.intersection(mask), new.intersection(mask))
    guard old != new else { return }
    modifier.action(old, new)
  }
}

extension ViewGraph {
  /// Tells the views watching modifier keys which are held now: the platform calls this when a
  /// modifier key goes down or up, and with none when the window loses the keyboard.
  public func modifierKeysChanged(to keys: KeyEvent.Modifiers) {
    modifierKeys.change(to: EventModifiers(keys))
  }
}

extension View {
  /// Runs `action` with the keys of `mask` held before and after, whenever those change while
  /// the window has the keyboard; with `initial`, also when the view appears. On Linux Control
  /// (or Super) counts as Command as well, as for keyboard shortcuts.
  ///
  /// ```swift
  /// Canvas { ... }
  ///     .onModifierKeysChanged(mask: .option) { _, new in showsGuides = !new.isEmpty }
  /// ```
  public func onModifierKeysChanged(
    mask: EventModifiers = .all, initial: Bool = true,
    _ action: @escaping (_ old: EventModifiers, _ new: EventModifiers) -> Void
  ) -> some View {
    modifier(ModifierKeysModifier(mask: mask, initial: initial, action: action))
  }
}
