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

final class AppearNode: PassThroughNode<AppearModifier>, LifecycleNode {
  override func didInstall() {
    if let action = modifier.onAppear { graph.enqueueAppearAction(action) }
  }

  func didDisappear() {
    if let action = modifier.onDisappear { graph.enqueueAction(action) }
  }

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
  /// Runs `action` after the view first appears in the tree.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(AppearModifier(onAppear: action, onDisappear: nil))
  }

  /// Runs `action` after the view leaves the tree.
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
