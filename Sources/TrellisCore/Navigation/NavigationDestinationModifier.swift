extension View {
  /// Registers the view a navigation stack pushes for values of `data`'s type, wherever in the
  /// stack the value comes from: a `NavigationLink(value:)` or the bound path.
  ///
  /// ```swift
  /// .navigationDestination(for: Recipe.self) { recipe in RecipeDetail(recipe: recipe) }
  /// ```
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(NavigationDestinationModifier(destination: destination))
  }
}

/// Registers a destination with the enclosing navigation stack.
struct NavigationDestinationModifier<D: Hashable, C: View>: PrimitiveModifier {
  typealias NodeType = NavigationDestinationNode<D, C>
  let destination: (D) -> C
}

/// Keeps the registration up to date while the modifier is in the graph: a new closure (the view
/// declaring it was evaluated again) builds the pushed views of its type again.
final class NavigationDestinationNode<D: Hashable, C: View>: PassThroughNode<
  NavigationDestinationModifier<D, C>
>
{
  /// The stack registered with; kept, since a removed node's environment may no longer say.
  private weak var stack: NavigationStackNode?

  override func didInstall() {
    super.didInstall()
    register()
  }

  override func modifierDidChange(from old: NavigationDestinationModifier<D, C>) {
    register()
  }

  override func dispose() {
    stack?.destinations.unregister(type: ObjectIdentifier(D.self), owner: ObjectIdentifier(self))
    stack?.setNeedsSynchronize()
    super.dispose()
  }

  private func register() {
    guard let stack = environment.navigationScope?.stack else { return }
    self.stack = stack
    let destination = modifier.destination
    stack.destinations.register(type: ObjectIdentifier(D.self), owner: ObjectIdentifier(self)) { value in
      (value.base as? D).map { AnyView(destination($0)) }
    }
    stack.setNeedsSynchronize()
  }
}
