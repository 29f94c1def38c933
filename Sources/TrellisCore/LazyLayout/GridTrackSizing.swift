/// One column of a `LazyVGrid` (or row of a `LazyHGrid`) as laid out: an adaptive grid item
/// becomes several.
struct GridTrack: Equatable {
  /// The distance from the grid's leading (or top) edge.
  var offset: CGFloat
  /// The width of the column (or height of the row).
  var length: CGFloat
  /// The alignment of the grid item the track came from.
  var alignment: Alignment?
}

/// Sizes the tracks of a lazy grid from its grid items, as SwiftUI does.
///
/// The algorithm is the one objc.io worked out by reimplementing SwiftUI's grids ("SwiftUI's
/// Grid Views", 2020) and Apple documents for `GridItem.Size`: spacing after every item but the
/// last and the fixed lengths come off the available length first; then each other item, in
/// order, is offered what remains divided by the items left, a flexible one clamping the offer
/// to its bounds, an adaptive one taking it all; finally each adaptive item fits as many cells of
/// its minimum as it can, spaced by its own spacing, and shares its room among them up to its
/// maximum. The tracks never look at the cells.
enum GridTrackSizing {
  /// The spacing after a grid item that gives none, as in SwiftUI on macOS and iOS.
  static let defaultSpacing: CGFloat = 8

  /// More tracks than this come only from a nonsensical minimum; capping them keeps the track
  /// array (and the grid) finite.
  static let maximumAdaptiveCount = 10_000

  /// The tracks for `items` in `available` points (nil: the grid's ideal length, which gives
  /// every flexible item its minimum and every adaptive item one cell of its minimum), and the
  /// length they span with their spacing.
  static func tracks(for items: [GridItem], in available: CGFloat?) -> (tracks: [GridTrack], length: CGFloat)
  {
    let spacings = items.map { finite($0.spacing, or: defaultSpacing) }
    let shares = itemLengths(items, spacings, available)
    var tracks: [GridTrack] = []
    var offset: CGFloat = 0
    for index in items.indices {
      let item = items[index]
      if index > 0 { offset += spacings[index - 1] }
      switch item.size {
      case .adaptive(let minimum, let maximum):
        let cells = adaptiveCells(
          share: shares[index], minimum: minimum, maximum: maximum, spacing: spacings[index])
        for cell in 0..<cells.count {
          if cell > 0 { offset += spacings[index] }
          tracks.append(GridTrack(offset: offset, length: cells.length, alignment: item.alignment))
          offset += cells.length
        }
      default:
        let length = shares[index] ?? 0
        tracks.append(GridTrack(offset: offset, length: length, alignment: item.alignment))
        offset += length
      }
    }
    return (tracks, offset)
  }

  /// Each item's share of `available`: its own length for fixed and flexible items, the room
  /// for its cells for adaptive ones (nil when the grid is asked for its ideal size).
  private static func itemLengths(_ items: [GridItem], _ spacings: [CGFloat], _ available: CGFloat?)
    -> [CGFloat?]
  {
    var lengths = [CGFloat?](repeating: nil, count: items.count)
    var remaining = available.map { $0.isNaN ? 0 : $0 }
    if remaining != nil { remaining! -= spacings.dropLast().reduce(0, +) }
    var unsized = 0
    for index in items.indices {
      if case .fixed(let length) = items[index].size {
        lengths[index] = finite(length, or: 0)
        if remaining != nil { remaining! -= lengths[index]! }
      } else {
        unsized += 1
      }
    }
    for index in items.indices {
      switch items[index].size {
      case .fixed: continue
      case .flexible(let minimum, let maximum):
        let offer = remaining.map { max(0, $0 / CGFloat(unsized)) } ?? 0
        lengths[index] = clamp(offer, minimum, maximum)
      case .adaptive:
        lengths[index] = remaining.map { max(0, $0 / CGFloat(unsized)) }
      }
      unsized -= 1
      // An infinite remainder stays infinite: subtracting an infinite share would make it NaN.
      if let taken = lengths[index], let left = remaining, left.isFinite { remaining = left - taken }
    }
    return lengths
  }

  /// How many cells an adaptive item of `share` points holds, and how long each is.
  private static func adaptiveCells(share: CGFloat?, minimum: CGFloat, maximum: CGFloat, spacing: CGFloat)
    -> (count: Int, length: CGFloat)
  {
    let minimum = finite(minimum, or: 0)
    let maximum = maximum.isNaN ? .infinity : maximum
    guard let share else { return (1, max(0, min(minimum, maximum))) }
    guard share.isFinite else { return (1, max(0, maximum)) }
    var count = 1
    if minimum + spacing > 0 {
      let fitting = ((share + spacing) / (minimum + spacing)).rounded(.down)
      count = Int(min(max(fitting, 1), CGFloat(maximumAdaptiveCount)))
    }
    let length = (share - CGFloat(count - 1) * spacing) / CGFloat(count)
    return (count, max(0, min(length, maximum)))
  }

  /// `value` clamped to `minimum...maximum`, the minimum winning when the bounds cross.
  private static func clamp(_ value: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat) -> CGFloat {
    let minimum = finite(minimum, or: 0)
    let maximum = maximum.isNaN ? .infinity : maximum
    return max(minimum, min(value, maximum))
  }

  /// `value` if it is a usable length, otherwise `fallback`: NaN, infinite or negative lengths
  /// would poison every position after them.
  private static func finite(_ value: CGFloat?, or fallback: CGFloat) -> CGFloat {
    guard let value, value.isFinite else { return fallback }
    return max(0, value)
  }
}
