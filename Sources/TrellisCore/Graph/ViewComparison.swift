@_spi(Reflection) import Swift

/// Decides whether a new value of a view (or of a state) is the same as the old one, so that an
/// unchanged child's body is not evaluated again.
///
/// Equal bytes mean equal values; otherwise values are compared as their type says: `Equatable`
/// ones with `==`, bindings by where they point and the value they were made from, `AnyView`s by
/// the views inside, other structs field by field, and anything else (closures, objects) by
/// identity, which at worst costs an evaluation.
@MainActor
enum ViewComparison {
  nonisolated static func isSame<T>(_ a: T, _ b: T) -> Bool {
    // Identical bytes first, since most values compared (a modifier's, an environment value)
    // did not change at all; then the `==` of `T`, found once per type: casting each value to
    // `Equatable` cost two thousand instructions, for every modifier of a window's views whose
    // theme changed.
    if bytesEqual(a, b) { return true }
    switch EquatableComparators.comparator(for: T.self) {
    case .equatable(let equals):
      return withUnsafePointer(to: a) { left in withUnsafePointer(to: b) { right in equals(left, right) } }
    case .notEquatable:
      return false
    case .existential:
      // The values' own types decide.
      if let equatable = a as? any Equatable { return equatable.isEqual(toAny: b) }
      return false
    }
  }

  static func viewsEqual<V>(_ a: V, _ b: V) -> Bool {
    if bytesEqual(a, b) { return true }
    let compare = comparator(for: V.self)
    return withUnsafePointer(to: a) { left in withUnsafePointer(to: b) { right in compare(left, right) } }
  }

  /// Compares two values of one type, given where each lies in memory.
  typealias Comparator = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  /// How each type is compared, worked out once: casting to `Equatable` and walking a mirror
  /// on every comparison cost thousands of instructions per view, for every button of a window
  /// whose theme changed.
  private static var comparators: [ObjectIdentifier: Comparator] = [:]

  static func comparator(for type: Any.Type) -> Comparator {
    if let known = comparators[ObjectIdentifier(type)] { return known }
    let made = makeComparator(for: type)
    comparators[ObjectIdentifier(type)] = made
    return made
  }

  private static func makeComparator(for type: Any.Type) -> Comparator {
    if let input = type as? any ComparableViewInput.Type { return inputComparator(input) }
    if let equatable = type as? any Equatable.Type { return equatableComparator(equatable) }
    if type == AnyView.self { return anyViewsEqual }
    // Only a struct's fields are walked (reflection of an existential type needs a value);
    // enums, tuples, closures, existentials and objects compare by their bytes.
    guard isStruct(type) else { return bytesComparator(type) }
    var fields: [(offset: Int, compare: Comparator)] = []
    let enumerated = _forEachField(of: type) { _, offset, fieldType, _ in
      fields.append((offset, comparator(for: fieldType)))
      return true
    }
    guard enumerated, !fields.isEmpty else { return bytesComparator(type) }
    return { left, right in
      for field in fields where !field.compare(left + field.offset, right + field.offset) { return false }
      return true
    }
  }

  /// Whether `type` is a struct: the kind its metadata starts with (a class's starts with a
  /// pointer, which is no kind).
  private static func isStruct(_ type: Any.Type) -> Bool {
    let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
    return _MetadataKind(rawValue: kind) == .struct
  }

  private static func inputComparator<I: ComparableViewInput>(_: I.Type) -> Comparator {
    { left, right in
      left.assumingMemoryBound(to: I.self).pointee.isSameInput(
        as: right.assumingMemoryBound(to: I.self).pointee)
    }
  }

  private static func equatableComparator<E: Equatable>(_: E.Type) -> Comparator {
    { left, right in
      left.assumingMemoryBound(to: E.self).pointee == right.assumingMemoryBound(to: E.self).pointee
    }
  }

  private static func bytesComparator(_ type: Any.Type) -> Comparator {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    let count = size(type)
    return { left, right in count == 0 || memcmp(left, right, count) == 0 }
  }

  private static func anyViewsEqual(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer) -> Bool {
    let a = left.assumingMemoryBound(to: AnyView.self).pointee.storage
    let b = right.assumingMemoryBound(to: AnyView.self).pointee.storage
    func same<V: View>(_ a: V) -> Bool {
      guard let b = b as? V else { return false }
      return viewsEqual(a, b)
    }
    return type(of: a) == type(of: b) && same(a)
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
