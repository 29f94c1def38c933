import Foundation

extension String.StandardComparator {
  /// The comparator SwiftUI's string columns sort with by default. Foundation on Linux can make
  /// no comparator but the lexical one (it has neither `localizedStandard` nor a way to set
  /// options), so this is lexical: by Unicode scalar values, case-sensitive.
  public static var localizedStandard: String.StandardComparator { .lexical }
}

/// Comparators that stand for a key path: a table matches its sort order's comparators with its
/// columns by key path, whatever string comparator or order either uses.
protocol KeyPathIdentifiedComparator {
  var identifyingKeyPath: AnyKeyPath { get }
}

extension KeyPathComparator: KeyPathIdentifiedComparator {
  var identifyingKeyPath: AnyKeyPath { keyPath }
}

/// `keyPath` as the sendable key path `KeyPathComparator` asks for. SwiftUI's column initializers
/// take plain key paths; a key path is an immutable object, and those made from literals are
/// always safe to share.
func sendableKeyPath<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> any KeyPath<Root, Value> & Sendable {
  unsafeBitCast(keyPath, to: (any KeyPath<Root, Value> & Sendable).self)
}
