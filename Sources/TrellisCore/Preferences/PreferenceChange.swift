struct PreferenceChangeModifier<Key: PreferenceKey>: PrimitiveModifier {
  typealias NodeType = PreferenceChangeNode<Key>
  let action: (Key.Value) -> Void
  /// Whether two values are the same; nil when values cannot be compared, so every new
  /// combination counts as a change.
  let isSame: ((Key.Value, Key.Value) -> Bool)?
}

/// `.onPreferenceChange`: reads the combined value of its content after each pass that may have
/// changed it, and calls the action when it differs from the last one it saw.
final class PreferenceChangeNode<Key: PreferenceKey>:
  PassThroughNode<PreferenceChangeModifier<Key>>, PreferenceReader
{
  /// The value last handed to the action; the default before any, so an action is first called
  /// when something inside sets a different value, as in SwiftUI.
  private var lastValue = Key.defaultValue
  var seenGeneration = -1

  override func didInstall() { graph.preferences.add(self) }

  // Only the action changed: nothing to measure or read again.
  override func modifierDidChange(from old: PreferenceChangeModifier<Key>) {}

  func readPreference() {
    let value = PreferenceCollector<Key>.value(inside: self) ?? Key.defaultValue
    if let isSame = modifier.isSame, isSame(lastValue, value) { return }
    lastValue = value
    let action = modifier.action
    // In the transaction of the pass that changed the value, so that a view following a moved
    // anchor animates along with it; its completions are already awaited by that pass.
    var transaction = graph.transaction
    transaction.completions.removeAll()
    // After layout, not during it: the action usually writes state.
    graph.enqueueAppearAction {
      let saved = Transaction.current
      Transaction.current = transaction
      defer { Transaction.current = saved }
      action(value)
    }
  }
}

/// The readers of a graph's preferences, and whether any value may have changed since each last
/// looked.
@MainActor
final class PreferenceReaders {
  private var readers: [WeakReader] = []
  /// Counts changes to preference writers and to the tree's structure.
  private var generation = 0

  private struct WeakReader {
    weak var value: (any PreferenceReader)?
  }

  func add(_ reader: any PreferenceReader) {
    readers.append(WeakReader(value: reader))
  }

  /// A writer was added or changed.
  func valuesDidChange() { generation += 1 }

  /// Views were added, removed or reordered: writers inside them may have come or gone.
  func structureDidChange() { generation += 1 }

  /// Has every reader whose values may have changed read them again; called after layout, as
  /// geometry readers build their content (often writers) while laying out.
  func refresh() {
    guard !readers.isEmpty else { return }
    readers.removeAll { $0.value.map { !$0.isAlive } ?? true }
    for entry in readers {
      guard let reader = entry.value, reader.seenGeneration != generation else { continue }
      reader.seenGeneration = generation
      reader.readPreference()
    }
  }
}

/// A node that reads a preference of its content.
@MainActor
protocol PreferenceReader: AnyObject {
  var isAlive: Bool { get }
  var seenGeneration: Int { get set }
  func readPreference()
}

/// Whether two values of a type not known to be `Equatable` are equal: nil when it is not.
func preferenceValuesEqual<Value>(_ a: Value, _ b: Value) -> Bool? {
  guard let a = a as? any Equatable else { return nil }
  return a.isEqual(to: b)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

extension View {
  /// Calls `action` with the combined value of the preference `key` that the views inside set,
  /// after the pass in which it changed (first when it differs from the key's default value).
  ///
  /// ```swift
  /// content
  ///     .onPreferenceChange(WidthKey.self) { width = $0 }
  /// ```
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceChangeModifier<K>(action: action, isSame: { $0 == $1 }))
  }
}
