/// One column of a `LazyVGrid` or one row of a `LazyHGrid`: how long it is across the grid, the
/// spacing after it, and where cells sit in it.
///
/// ```swift
/// let columns = [
///     GridItem(.fixed(70)),
///     GridItem(.adaptive(minimum: 40), spacing: 2),
///     GridItem(.flexible(minimum: 60), alignment: .leading),
/// ]
/// ```
/// Fixed items take their length first; the rest of the grid's length, less spacing, is offered
/// to the other items in order, each getting what is left divided by the items left. An adaptive
/// item then holds as many cells of at least `minimum` as fit in what it got.
public struct GridItem: Sendable {
  /// How long a grid item is across the grid: a column's width, or a row's height.
  public enum Size: Sendable {
    /// Exactly this length, whatever room the grid has.
    case fixed(CGFloat)

    /// A share of the length the fixed items and spacing leave, clamped to `minimum...maximum`.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)

    /// As many cells as fit at `minimum` each in the share a flexible item would get, then
    /// widened to share that room equally, up to `maximum` each.
    ///
    /// `minimum` only decides how many cells fit: a share narrower than `minimum` still holds one
    /// cell, as narrow as the share, as in SwiftUI.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The item's length rule.
  public var size: GridItem.Size

  /// The spacing between this item and the next (and between the cells of an adaptive item);
  /// nil for the default of 8 points.
  public var spacing: CGFloat?

  /// Where a cell sits in its space; nil for the grid's `alignment` across the item and centered
  /// along it.
  public var alignment: Alignment?

  /// A grid item of the given size, spacing after it (nil: 8 points) and cell alignment (nil:
  /// the grid's).
  public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

extension GridItem {
  /// Whether two items lay out alike; lets an unchanged grid keep its measurements when its
  /// parent's body runs again (an array of items would otherwise compare by its buffer).
  func laysOutLike(_ other: GridItem) -> Bool {
    guard spacing == other.spacing, alignment == other.alignment else { return false }
    switch (size, other.size) {
    case (.fixed(let a), .fixed(let b)): return a == b
    case (.flexible(let minA, let maxA), .flexible(let minB, let maxB)): return minA == minB && maxA == maxB
    case (.adaptive(let minA, let maxA), .adaptive(let minB, let maxB)): return minA == minB && maxA == maxB
    default: return false
    }
  }
}
