/// A list of values of any `Hashable` types: what a `NavigationStack` shows above its root, one
/// pushed view per value, when the values are of several types.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(recipe)       // pushes the view registered for Recipe
/// path.removeLast()         // pops it
/// ```
public struct NavigationPath: Equatable {
  /// The values, bottom of the stack first; `AnyHashable` keeps each value's own type and equality.
  var elements: [AnyHashable]

  /// An empty path: the stack shows only its root.
  public init() { elements = [] }

  /// A path of `elements`, in order.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// How many values the path holds.
  public var count: Int { elements.count }

  /// Whether the path is empty.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Pops the last `k` values; asking for more than there are empties the path (SwiftUI traps,
  /// a window should not go down for it).
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(min(max(0, k), elements.count))
  }
}
