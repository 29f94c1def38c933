/// A value kept in `UserDefaults` under a key, which views read and write like `@State`: writing
/// it evaluates again every view with an `@AppStorage` of the same key and store, and the value
/// is there at the next launch.
///
/// ```swift
/// @AppStorage("showPreview") private var showPreview = true
/// Toggle("Show preview", isOn: $showPreview)
/// ```
/// Writes made to `UserDefaults` directly, not through an `@AppStorage`, are read at the next
/// evaluation of the view but do not cause one.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let key: String
  private let store: UserDefaults
  private let defaultValue: Value
  private let coding: AppStorageCoding<Value>

  init(key: String, store: UserDefaults?, defaultValue: Value, coding: AppStorageCoding<Value>) {
    self.key = key
    self.store = store ?? .standard
    self.defaultValue = defaultValue
    self.coding = coding
  }

  /// The stored value, or the default while the key holds none (or a value of another type).
  public var wrappedValue: Value {
    get { coding.read(store, key) ?? defaultValue }
    nonmutating set {
      coding.write(store, key, newValue)
      AppStorageNotifier.publisher(for: key, in: store).send()
    }
  }

  /// A binding to the stored value.
  @MainActor public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
  }
}

extension AppStorage {
  /// A stored Boolean, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key: key, store: store, defaultValue: wrappedValue, coding: .bool)
  }
  /// A stored integer, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, store: store, defaultValue: wrappedValue, coding: .int)
  }
  /// A stored double, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(key: key, store: store, defaultValue: wrappedValue, coding: .double)
  }
  /// A stored string, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(key: key, store: store, defaultValue: wrappedValue, coding: .string)
  }
  /// A stored URL, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(key: key, store: store, defaultValue: wrappedValue, coding: .url)
  }
  /// Stored data, `wrappedValue` until some is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key: key, store: store, defaultValue: wrappedValue, coding: .data)
  }
  /// A stored date, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(key: key, store: store, defaultValue: wrappedValue, coding: .date)
  }
  /// A value stored as its integer raw value, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, store: store, defaultValue: wrappedValue, coding: .raw(.int))
  }
  /// A value stored as its string raw value, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, store: store, defaultValue: wrappedValue, coding: .raw(.string))
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// A stored optional Boolean, nil until one is written; writing nil removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, store: store, defaultValue: nil, coding: .optional(.bool))
  }
  /// A stored optional integer, nil until one is written; writing nil removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, store: store, defaultValue: nil, coding: .optional(.int))
  }
  /// A stored optional double, nil until one is written; writing nil removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, store: store, defaultValue: nil, coding: .optional(.double))
  }
  /// A stored optional string, nil until one is written; writing nil removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, store: store, defaultValue: nil, coding: .optional(.string))
  }
  /// A stored optional URL, nil until one is written; writing nil removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key: key, store: store, defaultValue: nil, coding: .optional(.url))
  }
  /// Stored optional data, nil until some is written; writing nil removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, store: store, defaultValue: nil, coding: .optional(.data))
  }
  /// A stored optional date, nil until one is written; writing nil removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(key: key, store: store, defaultValue: nil, coding: .optional(.date))
  }
  /// An optional value stored as its integer raw value; writing nil removes it.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == Int {
    self.init(key: key, store: store, defaultValue: nil, coding: .optional(.raw(.int)))
  }
  /// An optional value stored as its string raw value; writing nil removes it.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == String {
    self.init(key: key, store: store, defaultValue: nil, coding: .optional(.raw(.string)))
  }
}

extension AppStorage: BoxLinkedProperty {
  func link(to node: CompositeNodeBase, slot: inout Int) {
    AppStorageNotifier.publisher(for: key, in: store).subscribe(node.token)
  }
}

extension AppStorage: ComparableViewInput {
  // Its value lives in the store; changes arrive through the key's publisher.
  func isSameInput(as other: Any) -> Bool {
    guard let other = other as? AppStorage<Value> else { return false }
    return other.key == key && other.store === store
  }
}
