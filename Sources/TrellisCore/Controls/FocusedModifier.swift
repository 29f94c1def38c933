struct FocusedModifier<Value: Hashable>: PrimitiveModifier {
  typealias NodeType = FocusedNode<Value>
  let binding: FocusState<Value>.Binding
  /// The value the state takes while a view inside is focused.
  let focusedValue: Value
  /// The value it takes when focus leaves.
  let unfocusedValue: Value
}

/// `.focused(_:)` and `.focused(_:equals:)`: keeps a focus state in step with whether the
/// focusable view inside has keyboard focus.
final class FocusedNode<Value: Hashable>: PassThroughNode<FocusedModifier<Value>>, FocusBindingNode {
  var focusedValue: Value { modifier.focusedValue }

  override func didInstall() {
    modifier.binding.box.cell?.register(self)
  }

  override func modifierDidChange(from old: FocusedModifier<Value>) {
    modifier.binding.box.cell?.register(self)
  }

  /// Whether `node` lies inside this modifier.
  func contains(_ node: LayoutNode) -> Bool {
    var current: _Node? = node
    while let ancestor = current {
      if ancestor === self { return true }
      current = ancestor.parent
    }
    return false
  }

  /// Moves keyboard focus to the first focusable view inside.
  func takeFocus() {
    if let focused = graph.focusedNode, contains(focused) { return }
    guard let target = firstFocusable(in: self) else { return }
    graph.setFocus(target)
  }

  private func firstFocusable(in node: LayoutNode) -> LayoutNode? {
    // A selectable text, which takes focus only from a click, is not what code focuses.
    if node !== self, let interactive = node as? any InteractiveNode, interactive.acceptsFocus,
      interactive.takesFocusFromTab, interactive.acceptsInput
    {
      return node
    }
    for child in node.allLayoutChildren {
      if let found = firstFocusable(in: child) { return found }
    }
    return nil
  }

  func focusEntered() {
    modifier.binding.box.cell?.focusDidSet(modifier.focusedValue)
  }

  func focusLeft() {
    guard let cell = modifier.binding.box.cell, cell.value == modifier.focusedValue else { return }
    cell.focusDidSet(modifier.unfocusedValue)
  }
}

extension View {
  /// Binds the focus of this view (its first focusable view) to a Boolean focus state: true while
  /// it is focused; setting it to true focuses it.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(FocusedModifier(binding: condition, focusedValue: true, unfocusedValue: false))
  }

  /// Binds the focus of this view to a focus state: it equals `value` while this view is focused;
  /// setting it to `value` focuses it.
  public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value)
    -> some View
  {
    modifier(FocusedModifier(binding: binding, focusedValue: value, unfocusedValue: nil))
  }
}
