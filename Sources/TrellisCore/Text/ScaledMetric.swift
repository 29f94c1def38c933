/// A length that grows and shrinks with the text size, as a text style does: 24 points at the
/// default `.large` size is about 40 at `.accessibility1`.
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) private var iconSize = 24.0
///
/// Image(systemName: "star").frame(width: iconSize, height: iconSize)
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  @Environment(\.dynamicTypeSize) private var size
  private let base: Value
  private let textStyle: Font.TextStyle

  /// A length of `wrappedValue` at the default text size, scaled with `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
    self.textStyle = textStyle
  }

  /// A length of `wrappedValue` at the default text size, scaled with the body text.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, relativeTo: .body)
  }

  /// The length at the current text size.
  @MainActor public var wrappedValue: Value {
    // Every text style scales alike here, so the style names the intent only.
    base * Value(size.scale)
  }
}
