/// Which alignment guides anything in a graph can set explicitly, so that a container asked for a
/// guide nobody sets answers at once instead of asking every subview.
///
/// Explicit values come only from `.alignmentGuide` modifiers, text (its baselines) and layouts
/// that implement `explicitAlignment` themselves; the built-in stacks and grid only pass on what
/// their subviews say. Registrations are never withdrawn: being conservative only costs time.
struct ExplicitGuideRegistry {
  // An array: a graph sets a handful of guides, and stacks ask for every child at every
  // proposal, where hashing cost more than scanning.
  private var keys: [ObjectIdentifier] = [
    ObjectIdentifier(FirstTextBaselineGuide.self), ObjectIdentifier(LastTextBaselineGuide.self),
  ]
  /// Set once a layout that may compute guides of its own is in the graph.
  private var anyGuideMayExist = false

  func mayExist(_ key: AlignmentKey) -> Bool {
    if anyGuideMayExist { return true }
    for registered in keys where registered == key.id { return true }
    return false
  }

  mutating func register(_ key: AlignmentKey) {
    for registered in keys where registered == key.id { return }
    keys.append(key.id)
  }

  /// Notes a layout in the graph: unless it is one of the built-in ones, any guide may be set.
  mutating func register<L: Layout>(layout: L) {
    guard !anyGuideMayExist else { return }
    if let erased = layout as? AnyLayout {
      if !Self.isBuiltIn(type(of: erased.storage)) { anyGuideMayExist = true }
    } else if !Self.isBuiltIn(L.self) {
      anyGuideMayExist = true
    }
  }

  private static func isBuiltIn(_ type: any Layout.Type) -> Bool {
    type == HStackLayout.self || type == VStackLayout.self || type == ZStackLayout.self
      || type == GridLayout.self
  }
}
