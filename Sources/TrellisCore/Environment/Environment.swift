/// Reads a value from the view's environment.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// @Environment(Library.self) private var library   // an @Observable model set with .environment(_:)
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(ObjectIdentifier)
  }

  /// The token of the node whose body reads the property, written by the node into the view
  /// value it keeps before evaluating the body (so making one allocates nothing); nil before.
  /// First, at a fixed offset, for the same reason as `State`'s cell.
  var token: InvalidationToken?
  let source: Source

  /// Reads the value at `keyPath` of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    token = nil
    source = .keyPath(keyPath)
  }

  /// The current value.
  @MainActor public var wrappedValue: Value {
    guard let node = token?.node else {
      let environment = token?.detachedEnvironment
      switch source {
      case .keyPath(let keyPath): return (environment ?? EnvironmentValues())[keyPath: keyPath]
      case .object(let key):
        guard let value = environment?[objectKey: key] as? Value else {
          fatalError("@Environment(\(Value.self).self) was read outside a view's body")
        }
        return value
      }
    }
    node.readsEnvironment = true
    switch source {
    case .keyPath(let keyPath):
      return node.environment[keyPath: keyPath]
    case .object(let key):
      guard let value = node.environment[objectKey: key] as? Value else {
        fatalError(
          "No \(Value.self) in the environment: set one above this view with .environment(_:)")
      }
      return value
    }
  }
}

extension Environment where Value: AnyObject & Observable {
  /// Reads the observable object of type `Value` set with `.environment(_:)`.
  public init(_ objectType: Value.Type) {
    token = nil
    source = .object(ObjectIdentifier(objectType))
  }
}

extension Environment where Value: ExpressibleByNilLiteral {
  /// Reads the observable object of the wrapped type, or nil when none is set.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    token = nil
    source = .object(ObjectIdentifier(objectType))
  }
}

extension Environment: NodeLinkedProperty {
  static func link(
    at address: UnsafeMutableRawPointer, to node: CompositeNodeBase, slot: inout Int, storageClass: AnyClass?
  ) {
    address.assumingMemoryBound(to: InvalidationToken?.self).pointee = node.token
  }
}

extension Environment: ComparableViewInput {
  func isSameInput(as other: Any) -> Bool { true }
}

/// Makes bindings to the properties of an `@Observable` object.
///
/// ```swift
/// @Bindable var book: Book
/// TextField("Title", text: $book.title)
/// ```
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
  /// The object.
  public var wrappedValue: Value

  /// A value that makes bindings to the object's properties.
  public var projectedValue: Bindable<Value> { self }

  /// Wraps an observable object.
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// Wraps an observable object.
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

  /// A binding to a property of the object.
  @MainActor public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding(
      location: ObjectLocation(object: wrappedValue, keyPath: keyPath),
      snapshot: wrappedValue[keyPath: keyPath])
  }
}

/// A binding to a property of an object.
final class ObjectLocation<Root: AnyObject, Value>: AnyLocation<Value> {
  let object: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>
  init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
  }
  override func get() -> Value { object[keyPath: keyPath] }
  override func set(_ value: Value, transaction: Transaction) {
    Transaction.withTransaction(transaction) { object[keyPath: keyPath] = value }
  }
  override func isEquivalent(to other: AnyLocation<Value>) -> Bool {
    guard let other = other as? ObjectLocation<Root, Value> else { return false }
    return other.object === object && other.keyPath == keyPath
  }
}
