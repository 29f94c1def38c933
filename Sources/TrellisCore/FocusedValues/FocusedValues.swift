/// The values published by the focused view and the views around it (with
/// `.focusedValue(_:_:)`), and by any view of the window (with `.focusedSceneValue(_:_:)`).
///
/// Extend it with a property for each key, and read the property with `@FocusedValue`.
public struct FocusedValues {
  /// The values, by the key type's identity: what a modifier publishes.
  var entries: [ObjectIdentifier: Any] = [:]
  /// When set, reads go to this window's current values and subscribe the reading view to
  /// changes of the value read, and of no other.
  let store: FocusedValuesStore?

  init(store: FocusedValuesStore? = nil) { self.store = store }

  /// The value published under `key`, nil when no view in focus publishes one.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get {
      // Only `@FocusedValue` makes values backed by a store, and reads them on the main actor.
      let id = ObjectIdentifier(key)
      if let store { return assumeMainActorUnchecked { store.value(for: id) } as? Key.Value }
      return entries[id] as? Key.Value
    }
    set { entries[ObjectIdentifier(key)] = newValue }
  }
}
