extension View {
  /// Pushes `destination` onto the enclosing navigation stack while `isPresented` is true; popping
  /// it (the back button, `dismiss`) sets `isPresented` to false.
  ///
  /// ```swift
  /// Button("Settings") { showsSettings = true }
  ///     .navigationDestination(isPresented: $showsSettings) { SettingsView() }
  /// ```
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    // Read here, in the body making the modifier, so that the body subscribes to the value.
    modifier(
      NavigationPresentedModifier(
        isShown: isPresented.wrappedValue, destination: destination(),
        hide: { isPresented.wrappedValue = false }))
  }

  /// Pushes the view `destination` makes from `item` onto the enclosing navigation stack while
  /// `item` is not nil; popping it sets `item` to nil. A different item makes a new page, with
  /// state of its own.
  ///
  /// ```swift
  /// List(pets, selection: $chosen) { pet in Text(pet.name).tag(pet) }
  ///     .navigationDestination(item: $chosen) { pet in PetDetail(pet: pet) }
  /// ```
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: (D) -> C
  ) -> some View {
    let value = item.wrappedValue
    return modifier(
      NavigationPresentedModifier(
        isShown: value != nil, destination: value.map { destination($0).id($0) },
        hide: { item.wrappedValue = nil }))
  }
}

/// Pushes a view while a condition holds.
struct NavigationPresentedModifier<V: View>: PrimitiveModifier {
  typealias NodeType = NavigationPresentedNode<V>
  let isShown: Bool
  let destination: V?
  let hide: @MainActor () -> Void
}

/// Tells the enclosing stack whether its view is presented, and from which level.
final class NavigationPresentedNode<V: View>: PassThroughNode<NavigationPresentedModifier<V>> {
  private weak var stack: NavigationStackNode?

  override func didInstall() {
    super.didInstall()
    synchronize()
  }

  override func modifierDidChange(from old: NavigationPresentedModifier<V>) {
    synchronize()
  }

  override func dispose() {
    stack?.setPresenter(self, isPresented: false, host: nil, destination: { AnyView(EmptyView()) }, hide: {})
    super.dispose()
  }

  private func synchronize() {
    guard let scope = environment.navigationScope, let stack = scope.stack else { return }
    self.stack = stack
    let modifier = self.modifier
    stack.setPresenter(
      self, isPresented: modifier.isShown && modifier.destination != nil, host: scope.level,
      destination: { modifier.destination.map { AnyView($0) } ?? AnyView(EmptyView()) }, hide: modifier.hide)
  }
}
