/// A row that pushes a view onto the enclosing `NavigationStack` when clicked, or activated with
/// Space or Return while focused: the view registered for its value, or its own destination.
///
/// ```swift
/// NavigationLink("Mint", value: Color.mint)
/// NavigationLink(value: recipe) { Label(recipe.name, systemImage: "fork.knife") }
/// NavigationLink("Settings") { SettingsView() }
/// ```
/// Outside a stack, or with a nil value, the link is disabled.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let value: AnyHashable?
  let destination: Destination?
  /// Whether the link's own destination is pushed.
  @State private var isActive = false
  @Environment(\.navigationScope) private var scope
  @Environment(\.listSelection) private var listSelection

  init(label: Label, value: AnyHashable?, destination: Destination?) {
    self.label = label
    self.value = value
    self.destination = destination
  }

  /// The link's row, with the presentation of its own destination if it has one.
  public var body: some View {
    let isActive = $isActive
    Button(action: activate) { label }
      .buttonStyle(NavigationLinkStyle())
      .disabled(scope?.stack == nil || (destination == nil && value == nil))
      .modifier(
        NavigationPresentedModifier(
          isShown: isActive.wrappedValue, destination: destination, hide: { isActive.wrappedValue = false })
      )
      .modifier(
        NavigationLinkValueTag(
          value: value, isSelected: value.map { listSelection?.isSelected($0) ?? false } ?? false))
  }

  private func activate() {
    if destination != nil {
      let isActive = $isActive
      NavigationStackNode.slidingByDefault { isActive.wrappedValue = true }
    } else if let value {
      // In a list with a selection of the value's type, the link selects its row, as in SwiftUI.
      listSelection?.select(value, false)
      if let stack = scope?.stack { NavigationStackNode.slidingByDefault { stack.push(value) } }
    }
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value`, shown by the stack's `navigationDestination` for its type.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.init(label: label(), value: value.map { AnyHashable($0) }, destination: nil)
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled `title` that pushes `value`.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(label: Text(title), value: value.map { AnyHashable($0) }, destination: nil)
  }
}

extension NavigationLink {
  /// A link that pushes the view `destination` builds.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(label: label(), value: nil, destination: destination())
  }

  /// A link that pushes `destination`.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(label: label(), value: nil, destination: destination)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` that pushes the view `destination` builds.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(label: Text(title), value: nil, destination: destination())
  }

  /// A link titled `title` that pushes `destination`.
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(label: Text(title), value: nil, destination: destination)
  }
}
