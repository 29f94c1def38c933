/// Runs an asynchronous action for as long as a view is in the tree.
struct TaskModifier<ID: Equatable>: PrimitiveModifier {
  typealias NodeType = TaskNode<ID>
  var id: ID
  var priority: TaskPriority
  var action: @Sendable @isolated(any) () async -> Void
}

/// Starts the task once the view has appeared, cancels it when the view leaves, and starts it
/// again (cancelling the old one) when its id changes.
final class TaskNode<ID: Equatable>: PassThroughNode<TaskModifier<ID>>, LifecycleNode, AppearanceObserver {
  private var task: Task<Void, Never>?
  var hasAppeared = false

  override func didInstall() { graph.appearance.install(self) }

  func viewDidAppear() { start() }

  func viewDidDisappear(leavingTree: Bool) {
    task?.cancel()
    task = nil
  }

  // The action is a closure and differs on every update; only a new id restarts it.
  override func modifierDidChange(from old: TaskModifier<ID>) {
    guard old.id != modifier.id, task != nil else { return }
    task?.cancel()
    start()
  }

  func didDisappear() { leaveAppearance() }

  private func start() {
    guard isAlive else { return }
    task = Task(priority: modifier.priority, operation: modifier.action)
  }
}

extension View {
  /// Runs `action` once the view appears, and cancels it when the view disappears.
  ///
  /// ```swift
  /// List(items) { Text($0.name) }
  ///     .task { items = await store.load() }
  /// ```
  /// Written in a view, the action runs on the main actor; a long loop should check for
  /// cancellation (`Task.isCancelled`, or throwing calls such as `Task.sleep`).
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable @isolated(any) () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: true, priority: priority, action: action))
  }

  /// Runs `action` once the view appears and again, after cancelling the running one, whenever
  /// `value` changes; cancels it when the view disappears.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable @isolated(any) () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: value, priority: priority, action: action))
  }
}
