/// A node that wants to know when it leaves the tree.
@MainActor
protocol LifecycleNode: AnyObject {
  func didDisappear()
}

struct AppearModifier: PrimitiveModifier {
  typealias NodeType = AppearNode
  var onAppear: (() -> Void)?
  var onDisappear: (() -> Void)?
}

final class AppearNode: PassThroughNode<AppearModifier>, LifecycleNode, AppearanceObserver {
  var hasAppeared = false

  override func didInstall() { graph.appearance.install(self) }

  func viewDidAppear() { modifier.onAppear?() }

  func viewDidDisappear(leavingTree: Bool) {
    guard let action = modifier.onDisappear else { return }
    if leavingTree { graph.enqueueAction(action) } else { action() }
  }

  func didDisappear() { leaveAppearance() }

  // Handlers are closures and differ on every update; that is no reason to measure again.
  override func modifierDidChange(from old: AppearModifier) {}
}

struct ChangeModifier<Value: Equatable>: PrimitiveModifier {
  typealias NodeType = ChangeNode<Value>
  var value: Value
  var initial: Bool
  var action: (Value, Value) -> Void
}

final class ChangeNode<Value: Equatable>: PassThroughNode<ChangeModifier<Value>> {
  override func didInstall() {
    if modifier.initial {
      let value = modifier.value
      let action = modifier.action
      graph.enqueueAction { action(value, value) }
    }
  }

  override func modifierDidChange(from old: ChangeModifier<Value>) {
    guard old.value != modifier.value else { return }
    let oldValue = old.value
    let newValue = modifier.value
    let action = modifier.action
    graph.enqueueAction { action(oldValue, newValue) }
  }
}

extension View {
  /// Runs `action` when the view appears: once it is first laid out, and again whenever a
  /// container shows it after hiding it (a tab selected again, a navigation level uncovered).
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearModifier(onAppear: action, onDisappear: nil))
  }

  /// Runs `action` when the view disappears: it leaves the tree, or a container hides it (another
  /// tab is selected, a view is pushed over it). A view that never appeared does not disappear.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearModifier(onAppear: nil, onDisappear: action))
  }

  /// Runs `action` with the old and new values when `value` changes (and on appear if `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes (and on appear if `initial`).
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> some View
  {
    modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }
}
