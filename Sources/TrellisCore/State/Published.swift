/// A property of an ``ObservableObject`` whose changes the views that hold the object follow:
/// setting it sends the object's `objectWillChange` first.
///
/// ```swift
/// final class Settings: ObservableObject {
///     @Published var volume = 0.5
/// }
/// ```
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  /// A published property starting at `wrappedValue`.
  public init(wrappedValue: Value) { value = wrappedValue }

  /// A published property starting at `initialValue`.
  public init(initialValue: Value) { value = initialValue }

  /// Only a class's property can be published: the value is reached through the object.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The value, read and set through the object that holds it, so that a change is announced.
  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      object.objectWillChange.send()
      object[keyPath: storageKeyPath].value = newValue
    }
  }
}
