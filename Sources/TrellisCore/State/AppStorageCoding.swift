/// How an ``AppStorage`` value is read from and written to `UserDefaults`: through the typed
/// accessors, so that a value of another type under the key reads as absent.
struct AppStorageCoding<Value> {
  let read: (UserDefaults, String) -> Value?
  let write: (UserDefaults, String, Value) -> Void

  static func present<T>(_ read: @escaping (UserDefaults, String) -> T?) -> (UserDefaults, String) -> T? {
    { store, key in store.object(forKey: key) == nil ? nil : read(store, key) }
  }
}

extension AppStorageCoding {
  static var bool: AppStorageCoding<Bool> {
    .init(read: present { $0.object(forKey: $1) as? Bool ?? ($0.object(forKey: $1) as? NSNumber)?.boolValue })
    {
      $0.set($2, forKey: $1)
    }
  }
  static var int: AppStorageCoding<Int> {
    .init(read: present { $0.object(forKey: $1) as? Int ?? ($0.object(forKey: $1) as? NSNumber)?.intValue }) {
      $0.set($2, forKey: $1)
    }
  }
  static var double: AppStorageCoding<Double> {
    .init(
      read: present { $0.object(forKey: $1) as? Double ?? ($0.object(forKey: $1) as? NSNumber)?.doubleValue }
    ) {
      $0.set($2, forKey: $1)
    }
  }
  static var string: AppStorageCoding<String> {
    .init(read: present { $0.string(forKey: $1) }) { $0.set($2, forKey: $1) }
  }
  static var url: AppStorageCoding<URL> {
    .init(read: present { $0.url(forKey: $1) }) { $0.set($2, forKey: $1) }
  }
  static var data: AppStorageCoding<Data> {
    .init(read: present { $0.data(forKey: $1) }) { $0.set($2, forKey: $1) }
  }
  static var date: AppStorageCoding<Date> {
    .init(read: present { $0.object(forKey: $1) as? Date }) { $0.set($2, forKey: $1) }
  }

  /// A raw-representable value stored as its raw value; a raw value the type rejects reads as
  /// absent.
  static func raw<R: RawRepresentable>(_ coding: AppStorageCoding<R.RawValue>) -> AppStorageCoding<R> {
    .init(read: { coding.read($0, $1).flatMap(R.init(rawValue:)) }) { coding.write($0, $1, $2.rawValue) }
  }

  /// An optional value: nil removes the key.
  static func optional<T>(_ coding: AppStorageCoding<T>) -> AppStorageCoding<T?> {
    .init(read: { store, key in coding.read(store, key).map(Optional.some) }) { store, key, value in
      if let value { coding.write(store, key, value) } else { store.removeObject(forKey: key) }
    }
  }
}

/// The publishers announcing writes to each key of each store, so that every view with an
/// `@AppStorage` of that key is evaluated again, whichever view wrote it.
enum AppStorageNotifier {
  private struct Key: Hashable {
    let store: ObjectIdentifier
    let key: String
  }

  nonisolated(unsafe) private static var publishers: [Key: ObservableObjectPublisher] = [:]
  private static let lock = NSLock()

  static func publisher(for key: String, in store: UserDefaults) -> ObservableObjectPublisher {
    lock.lock()
    defer { lock.unlock() }
    let entry = Key(store: ObjectIdentifier(store), key: key)
    if let publisher = publishers[entry] { return publisher }
    let publisher = ObservableObjectPublisher()
    publishers[entry] = publisher
    return publisher
  }
}
