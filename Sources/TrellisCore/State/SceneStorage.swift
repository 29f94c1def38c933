/// A value kept per window under a key, which views read and write like `@State`: views of the
/// same window with a `@SceneStorage` of that key share it, and each window has its own.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = "inbox"
/// ```
/// Trellis keeps these values in memory for as long as the window is open: they are not saved
/// across launches (there is no state restoration on Linux desktops yet).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  private let key: String
  private let defaultValue: Value
  /// Points at the window's values once the view is in the tree.
  private let box = SceneStorageBox()

  init(key: String, defaultValue: Value) {
    self.key = key
    self.defaultValue = defaultValue
  }

  /// The window's value, or the default while none was written.
  @MainActor public var wrappedValue: Value {
    get {
      guard let stored = box.values?.values[key] else { return defaultValue }
      return stored as? Value ?? defaultValue
    }
    nonmutating set {
      guard let values = box.values else {
        return ViewGraph.warnOnce(
          "a @SceneStorage was written before its view was in the view tree; the write is ignored")
      }
      values.values[key] = newValue
      values.publisher(for: key).send()
    }
  }

  /// A binding to the window's value.
  @MainActor public var projectedValue: Binding<Value> {
    let storage = self
    return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
  }
}

extension SceneStorage {
  /// A Boolean kept per window, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// An integer kept per window, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A double kept per window, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A string kept per window, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String) where Value == String {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A URL kept per window, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// Data kept per window, `wrappedValue` until some is written.
  public init(wrappedValue: Value, _ key: String) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A value kept per window, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue)
  }
  /// A value kept per window, `wrappedValue` until one is written.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// An optional Boolean kept per window, nil until one is written.
  public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil) }
  /// An optional integer kept per window, nil until one is written.
  public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil) }
  /// An optional double kept per window, nil until one is written.
  public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil) }
  /// An optional string kept per window, nil until one is written.
  public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil) }
  /// An optional URL kept per window, nil until one is written.
  public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil) }
  /// Optional data kept per window, nil until some is written.
  public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil) }
  /// An optional value kept per window, nil until one is written.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil)
  }
  /// An optional value kept per window, nil until one is written.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil)
  }
}

extension SceneStorage: BoxLinkedProperty {
  func link(to node: CompositeNodeBase, slot: inout Int) {
    let values = SceneStorageValues.values(of: node.graph)
    box.values = values
    values.publisher(for: key).subscribe(node.token)
  }
}

extension SceneStorage: ComparableViewInput {
  // The value lives in the window; changes arrive through the key's publisher.
  func isSameInput(as other: Any) -> Bool { (other as? SceneStorage<Value>)?.key == key }
}

/// Points a `SceneStorage` value at its window's values.
final class SceneStorageBox: @unchecked Sendable {
  /// Set on the main actor when linked.
  var values: SceneStorageValues?
}

/// One window's scene-storage values and the publishers announcing their changes.
@MainActor
final class SceneStorageValues {
  var values: [String: Any] = [:]
  private var publishers: [String: ObservableObjectPublisher] = [:]

  func publisher(for key: String) -> ObservableObjectPublisher {
    if let publisher = publishers[key] { return publisher }
    let publisher = ObservableObjectPublisher()
    publishers[key] = publisher
    return publisher
  }

  private struct Entry {
    weak var graph: ViewGraph?
    let values: SceneStorageValues
  }

  /// Each window's values, by its graph; an entry goes when its window's graph does.
  private static var windows: [ObjectIdentifier: Entry] = [:]

  static func values(of graph: ViewGraph) -> SceneStorageValues {
    let key = ObjectIdentifier(graph)
    if let entry = windows[key], entry.graph === graph { return entry.values }
    windows = windows.filter { $0.value.graph != nil }
    let values = SceneStorageValues()
    windows[key] = Entry(graph: graph, values: values)
    return values
  }
}
