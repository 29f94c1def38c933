/// A key for a value that a view hands to the container around it, read there through
/// `Subview.containerValues`.
///
/// Declare one with `@Entry` in an extension of ``ContainerValues``, or by hand:
/// ```swift
/// private struct IsFeaturedKey: ContainerValueKey {
///     static let defaultValue = false
/// }
/// extension ContainerValues {
///     var isFeatured: Bool {
///         get { self[IsFeaturedKey.self] }
///         set { self[IsFeaturedKey.self] = newValue }
///     }
/// }
/// ```
public protocol ContainerValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a view that sets none.
  static var defaultValue: Value { get }
}
