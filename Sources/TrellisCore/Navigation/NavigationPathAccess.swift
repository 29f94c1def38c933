/// How a navigation stack reads and changes its path, whatever it is bound to: a
/// `NavigationPath` or a collection of one `Hashable` type.
struct NavigationPathAccess {
  /// The values, bottom first.
  let elements: [AnyHashable]
  /// Pushes a value; returns false when the path cannot hold a value of its type.
  let append: @MainActor (AnyHashable) -> Bool
  /// Pops the last `k` values.
  let removeLast: @MainActor (Int) -> Void

  init(
    elements: [AnyHashable], append: @escaping @MainActor (AnyHashable) -> Bool,
    removeLast: @escaping @MainActor (Int) -> Void
  ) {
    self.elements = elements
    self.append = append
    self.removeLast = removeLast
  }

  /// Reads `path` now, so that the body making this subscribes to it.
  @MainActor init(_ path: Binding<NavigationPath>) {
    elements = path.wrappedValue.elements
    append = { value in
      path.wrappedValue.elements.append(value)
      return true
    }
    removeLast = { k in path.wrappedValue.removeLast(k) }
  }

  /// Reads `path` now, so that the body making this subscribes to it.
  @MainActor init<Data>(_ path: Binding<Data>)
  where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
  {
    elements = path.wrappedValue.map { AnyHashable($0) }
    append = { value in
      guard let typed = value.base as? Data.Element else { return false }
      path.wrappedValue.append(typed)
      return true
    }
    removeLast = { k in
      let count = min(max(0, k), path.wrappedValue.count)
      if count > 0 { path.wrappedValue.removeLast(count) }
    }
  }
}
