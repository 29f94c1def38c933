import Foundation
@_spi(Reflection) import Swift

/// How `ViewComparison.isSame` compares values of each type, worked out once per type.
enum EquatableComparators {
  enum Kind {
    /// The type's `==`, on two values given where they lie in memory.
    case equatable((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    /// Values differ when their bytes do.
    case notEquatable
    /// An existential (`Any`, `any Layout`): each value's own type decides.
    case existential
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var known: [ObjectIdentifier: Kind] = [:]

  static func comparator(for type: Any.Type) -> Kind {
    let key = ObjectIdentifier(type)
    lock.lock()
    defer { lock.unlock() }
    if let found = known[key] { return found }
    let made: Kind
    if isExistential(type) {
      made = .existential
    } else if let equatable = type as? any Equatable.Type {
      made = .equatable(equals(equatable))
    } else {
      made = .notEquatable
    }
    known[key] = made
    return made
  }

  private static func equals<E: Equatable>(_: E.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
    { left, right in
      left.assumingMemoryBound(to: E.self).pointee == right.assumingMemoryBound(to: E.self).pointee
    }
  }

  /// Whether `type` is an existential, by the kind its metadata starts with.
  private static func isExistential(_ type: Any.Type) -> Bool {
    let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self)
    return _MetadataKind(rawValue: kind) == .existential
  }
}
