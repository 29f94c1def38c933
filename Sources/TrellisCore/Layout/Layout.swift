/// A type that sizes and places a collection of subviews: write your own container.
///
/// ```swift
/// struct MyEqualWidthHStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { ... }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) { ... }
/// }
/// ```
/// Use it like a stack: `MyEqualWidthHStack { ... }`.
@MainActor @preconcurrency
public protocol Layout: Animatable {
  /// Properties of the layout, such as the axis it stacks along.
  static var layoutProperties: LayoutProperties { get }

  /// Data the layout computes once and shares among its methods.
  associatedtype Cache = Void

  /// The subviews' proxies.
  typealias Subviews = LayoutSubviews

  /// The container's size for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places each subview inside `bounds` with `LayoutSubview.place(at:anchor:proposal:)`.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// Where a horizontal guide lies in the container, or nil to merge the subviews' explicit guides.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?

  /// Where a vertical guide lies in the container, or nil to merge the subviews' explicit guides.
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat?

  /// The spacing the container prefers around itself.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// Makes the cache.
  func makeCache(subviews: Subviews) -> Cache

  /// Updates the cache when the subviews change.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
  /// Properties of the layout: the axis it stacks along, if any.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { nil }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? { nil }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    var result = ViewSpacing.zero
    for subview in subviews { result.formUnion(subview.spacing) }
    return subviews.isEmpty ? ViewSpacing() : result
  }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// A view that arranges the views `content` builds with this layout.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}

extension Layout where Cache == () {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Properties of a layout that its container needs to know.
public struct LayoutProperties: Sendable {
  /// The axis the layout stacks its subviews along, or nil if it does not stack (a `Spacer`
  /// inside grows along this axis).
  public var stackOrientation: Axis?

  /// Default properties: no stack orientation.
  public init() {}
}

/// A key for a value that a view hands to the layout containing it, read through
/// `LayoutSubview`'s subscript.
public protocol LayoutValueKey {
  /// The key's value type.
  associatedtype Value
  /// The value of a subview that did not set one.
  static var defaultValue: Value { get }
}
