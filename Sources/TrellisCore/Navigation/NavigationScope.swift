/// What views inside a navigation stack find in their environment: the stack, to push onto, and
/// the level they are on, to give it a title. Weak, since the environment of every node below
/// holds it and the nodes hold their environment.
@MainActor
final class NavigationScope {
  weak var stack: NavigationStackNode?
  /// Nil in the bar, which is on no level.
  weak var level: NavigationLevelNode?

  init(stack: NavigationStackNode, level: NavigationLevelNode?) {
    self.stack = stack
    self.level = level
  }
}

struct NavigationScopeKey: EnvironmentKey {
  static let defaultValue: NavigationScope? = nil
}

extension EnvironmentValues {
  /// The navigation stack and level around this view, if any.
  var navigationScope: NavigationScope? {
    get { self[NavigationScopeKey.self] }
    set { self[NavigationScopeKey.self] = newValue }
  }
}
