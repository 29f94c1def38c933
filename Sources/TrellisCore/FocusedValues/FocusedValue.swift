/// Reads a value that the focused view, or a view around it, publishes with
/// `.focusedValue(_:_:)`, or that any view of the window publishes with
/// `.focusedSceneValue(_:_:)`; nil when none does.
///
/// ```swift
/// struct NoteCommands: Commands {
///   @FocusedValue(\.selectedNote) private var note
///
///   var body: some Commands {
///     CommandMenu("Note") {
///       Button("Archive") { note?.wrappedValue.isArchived = true }
///         .keyboardShortcut("e")
///         .disabled(note == nil)
///     }
///   }
/// }
/// ```
///
/// In a view, it reads the values of the view's window; in menu commands, those of the key
/// window. A view that reads it is evaluated again when the value it reads changes.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  enum Source {
    case keyPath(KeyPath<FocusedValues, Value?>)
    case object(ObjectIdentifier)
  }

  /// The token of the node whose body reads the property, nil outside views (in commands);
  /// first, at a fixed offset, as `Environment`'s.
  var token: InvalidationToken?
  let source: Source

  /// Reads the value at `keyPath` of the focused values.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    token = nil
    source = .keyPath(keyPath)
  }

  /// The value published now, nil when no view in focus publishes one.
  @MainActor public var wrappedValue: Value? {
    let store = token?.node.map { $0.graph.focusedValuesForReading } ?? KeyWindowFocusedValues.store
    guard let store else { return nil }
    switch source {
    case .keyPath(let keyPath): return store.values[keyPath: keyPath]
    case .object(let key): return store.value(for: key) as? Value
    }
  }
}

extension FocusedValue {
  /// Reads the value published under `key`, an object type's identity.
  init(key: ObjectIdentifier) {
    token = nil
    source = .object(key)
  }
}

extension FocusedValue where Value: AnyObject & Observable {
  /// Reads the observable object of type `Value` published with `.focusedValue(_:)` or
  /// `.focusedSceneValue(_:)`.
  public init(_ objectType: Value.Type) {
    token = nil
    source = .object(ObjectIdentifier(objectType))
  }
}

extension FocusedValue: NodeLinkedProperty {
  static func link(
    at address: UnsafeMutableRawPointer, to node: CompositeNodeBase, slot: inout Int, storageClass: AnyClass?
  ) {
    address.assumingMemoryBound(to: InvalidationToken?.self).pointee = node.token
  }
}

extension FocusedValue: ComparableViewInput {
  // What it reads belongs to the window, not to the parent's description of the view.
  func isSameInput(as other: Any) -> Bool { true }
}
