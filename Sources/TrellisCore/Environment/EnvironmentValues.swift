/// A key for a value stored in the environment.
public protocol EnvironmentKey {
  /// The key's value type.
  associatedtype Value
  /// The value when no view above has set one.
  static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors: fonts, colors, layout direction and your own keys.
///
/// Extend it with a computed property per `EnvironmentKey` to add values of your own.
public struct EnvironmentValues: CustomStringConvertible {
  /// The values set, newest first; a value set again shadows the older one further down.
  ///
  /// A chain rather than a dictionary: a view that sets a value for its subtree adds one entry
  /// instead of copying every value, and reading compares key addresses instead of hashing
  /// and casting, which for a theme switch over a window of buttons was a fifth of the update.
  private var head: EnvironmentEntry?

  /// The newest entry of the chain, which with the entries below it (none of which ever
  /// changes) determines every value: what is worked out from the values can be kept on it.
  var newestEntry: EnvironmentEntry? { head }

  /// The default environment.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      let id = ObjectIdentifier(key)
      var entry = head
      while let current = entry {
        if current.key == id {
          // Entries for a key type are made by the setter below, with the key's value type.
          guard !current.isErased else { return current.erasedValue as? K.Value ?? K.defaultValue }
          return unsafeDowncast(current, to: TypedEnvironmentEntry<K.Value>.self).value
        }
        entry = current.next
      }
      return K.defaultValue
    }
    set {
      let id = ObjectIdentifier(key)
      head = TypedEnvironmentEntry(key: id, value: newValue, next: shadowedHead(of: id))
    }
  }

  subscript(objectKey key: ObjectIdentifier) -> Any? {
    get {
      var entry = head
      while let current = entry {
        if current.key == key { return current.erasedValue }
        entry = current.next
      }
      return nil
    }
    set { head = ErasedEnvironmentEntry(key: key, value: newValue, next: shadowedHead(of: key)) }
  }

  /// The chain a new entry for `key` goes in front of: without the head if that is for the
  /// same key, so that setting one value over and over does not lengthen the chain.
  private func shadowedHead(of key: ObjectIdentifier) -> EnvironmentEntry? {
    if let head, head.key == key { return head.next }
    return head
  }

  public var description: String {
    var keys: Set<ObjectIdentifier> = []
    var entry = head
    while let current = entry {
      keys.insert(current.key)
      entry = current.next
    }
    return "EnvironmentValues(\(keys.count) values)"
  }
}

/// One value in an environment's chain.
class EnvironmentEntry {
  let key: ObjectIdentifier
  let next: EnvironmentEntry?
  /// Whether the value is kept as `Any` (an object set with `.environment(_:)`), not typed.
  let isErased: Bool
  /// The text settings of the environment this entry heads, once a text asked for them.
  var textSettings: TextEnvironmentSettings?

  init(key: ObjectIdentifier, next: EnvironmentEntry?, isErased: Bool) {
    self.key = key
    self.next = next
    self.isErased = isErased
  }

  /// The value as `Any`; nil when the entry removes it.
  var erasedValue: Any? { nil }
}

/// A value set through its `EnvironmentKey`.
final class TypedEnvironmentEntry<Value>: EnvironmentEntry {
  let value: Value

  init(key: ObjectIdentifier, value: Value, next: EnvironmentEntry?) {
    self.value = value
    super.init(key: key, next: next, isErased: false)
  }

  override var erasedValue: Any? { value }
}

/// A value set by its type (an observable model), or its removal.
final class ErasedEnvironmentEntry: EnvironmentEntry {
  let value: Any?

  init(key: ObjectIdentifier, value: Any?, next: EnvironmentEntry?) {
    self.value = value
    super.init(key: key, next: next, isErased: true)
  }

  override var erasedValue: Any? { value }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light, dark
}

/// The reading direction of the user interface.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}
struct TintKey: EnvironmentKey {
  static let defaultValue: Color? = nil
}
struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}
struct FontKey: EnvironmentKey {
  static let defaultValue: Font? = nil
}
struct DisplayScaleKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}

extension EnvironmentValues {
  /// Whether views draw in light or dark appearance.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// The accent color of controls, or nil for the default (blue).
  public var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  /// The reading direction: stacks, grids, alignment and padding mirror in right-to-left.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// The default font of text in this part of the view tree; nil means `.body`.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// Device pixels per point.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
}
