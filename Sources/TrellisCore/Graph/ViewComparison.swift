/// Decides whether a new value of a view (or of a state) is the same as the old one, so that an
/// unchanged child's body is not evaluated again.
///
/// Equal bytes mean equal values; otherwise fields are compared one by one: `Equatable` fields
/// with `==`, bindings by where they point and the value they were made from, and anything
/// else (closures, most objects) as different, which only costs an evaluation.
@MainActor
enum ViewComparison {
  nonisolated static func isSame<T>(_ a: T, _ b: T) -> Bool {
    if let equatable = a as? any Equatable { return equatable.isEqual(toAny: b) }
    return bytesEqual(a, b)
  }

  static func viewsEqual<V>(_ a: V, _ b: V) -> Bool {
    if bytesEqual(a, b) { return true }
    if let equatable = a as? any Equatable { return equatable.isEqual(toAny: b) }
    let left = Mirror(reflecting: a).children
    let right = Mirror(reflecting: b).children
    guard !left.isEmpty, left.count == right.count else { return false }
    for (l, r) in zip(left, right) where !fieldSame(l.value, r.value) {
      return false
    }
    return true
  }

  private static func fieldSame(_ a: Any, _ b: Any) -> Bool {
    if let input = a as? any ComparableViewInput { return input.isSameInput(as: b) }
    if let equatable = a as? any Equatable { return equatable.isEqual(toAny: b) }
    return openedBytesEqual(a, b)
  }

  private static func openedBytesEqual<T>(_ a: T, _ b: Any) -> Bool {
    guard let b = b as? T else { return false }
    return bytesEqual(a, b)
  }

  nonisolated static func bytesEqual<T>(_ a: T, _ b: T) -> Bool {
    if MemoryLayout<T>.size == 0 { return true }
    return withUnsafeBytes(of: a) { pa in
      withUnsafeBytes(of: b) { pb in
        pa.count == pb.count && memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0
      }
    }
  }
}

extension Equatable {
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// A view input with its own idea of sameness.
@MainActor
protocol ComparableViewInput {
  func isSameInput(as other: Any) -> Bool
}

extension Binding: ComparableViewInput {
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? Binding<Value> else { return false }
    return isEquivalent(to: other)
  }
}

extension State: ComparableViewInput {
  // State belongs to the node, not to the parent's description of the view.
  func isSameInput(as other: Any) -> Bool { true }
}
