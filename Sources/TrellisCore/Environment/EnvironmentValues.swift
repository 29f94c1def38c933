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
  private var storage: [ObjectIdentifier: Any] = [:]

  /// The default environment.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { storage[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  subscript(objectKey key: ObjectIdentifier) -> Any? {
    get { storage[key] }
    set { storage[key] = newValue }
  }

  public var description: String { "EnvironmentValues(\(storage.count) values)" }
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
