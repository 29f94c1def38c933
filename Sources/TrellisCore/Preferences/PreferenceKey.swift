/// A named value that views produce and their ancestors read: the opposite direction to the
/// environment.
///
/// Several views inside one ancestor can each set a value; the ancestor sees them combined by
/// ``reduce(value:nextValue:)`` in view order.
///
/// ```swift
/// struct WidthKey: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///         value = max(value, nextValue())
///     }
/// }
/// ```
public protocol PreferenceKey {
  /// The type of the key's values.
  associatedtype Value

  /// The value when no view sets one.
  static var defaultValue: Value { get }

  /// Combines the value of the next view (in view order) into `value`, which holds the
  /// combination of the views before it.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// nil, for keys whose values are optional.
  public static var defaultValue: Value { nil }
}

/// Combines the values of a key found in a subtree, as SwiftUI does: a view that sets the key
/// replaces what its content set, views that do not set it contribute nothing, and siblings are
/// reduced in order, the first one's value being the start.
///
/// The closures of transforms and anchor preferences run here, after layout; what they read
/// counts as read by the body that made them, so that changing it makes them anew.
@MainActor
enum PreferenceCollector<Key: PreferenceKey> {
  /// The value the content of `node` gives `Key`, or nil when nothing in it sets one.
  static func value(inside node: LayoutNode) -> Key.Value? {
    guard let content = node.content else { return nil }
    return value(of: content, container: node)
  }

  /// `container` is the layout node whose subviews `node` is among (or inside), which may hide
  /// some of them (a `ViewThatFits` candidate not chosen), whose values then do not count.
  private static func value(of node: _Node, container: LayoutNode?) -> Key.Value? {
    if let writer = node as? PreferenceWriterNode<Key> { return writer.modifier.value }
    if let writer = node as? AnchorPreferenceWriterNode<Key> {
      return writer.trackingReadsForEnclosingBody { writer.modifier.value(writer.anchorFrame) }
    }
    let childContainer = (node as? LayoutNode) ?? container
    var result: Key.Value?
    node.forEachDisplayedChild { child in
      if let layout = child as? LayoutNode, let childContainer, childContainer !== layout,
        childContainer.hidesSubview(layout)
      {
        return
      }
      guard let next = value(of: child, container: childContainer) else { return }
      if result == nil {
        result = next
      } else {
        Key.reduce(value: &result!) { next }
      }
    }
    if let transform = node as? PreferenceTransformNode<Key> {
      var value = result ?? Key.defaultValue
      transform.trackingReadsForEnclosingBody { transform.modifier.transform(&value) }
      return value
    }
    if let transform = node as? AnchorPreferenceTransformNode<Key> {
      var value = result ?? Key.defaultValue
      transform.trackingReadsForEnclosingBody { transform.modifier.transform(&value, transform.anchorFrame) }
      return value
    }
    return result
  }
}
