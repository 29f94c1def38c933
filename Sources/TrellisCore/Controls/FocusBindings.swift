/// Keeps `@FocusState` values in step with keyboard focus: when focus moves, the `.focused`
/// modifiers around the old and the new focused view update their bindings.
@MainActor
enum FocusBindings {
  static func focusMoved(from old: LayoutNode?, to new: LayoutNode?) {
    var inNew: [ObjectIdentifier] = []
    var current: _Node? = new
    while let node = current {
      if let binding = node as? any FocusBindingNode {
        inNew.append(ObjectIdentifier(binding))
        binding.focusEntered()
      }
      current = node.parent
    }
    current = old
    while let node = current {
      if let binding = node as? any FocusBindingNode, !inNew.contains(ObjectIdentifier(binding)) {
        binding.focusLeft()
      }
      current = node.parent
    }
  }
}

/// A `.focused` modifier's node.
@MainActor
protocol FocusBindingNode: AnyObject {
  /// Focus moved to a view inside.
  func focusEntered()
  /// Focus moved from a view inside to one outside.
  func focusLeft()
}
