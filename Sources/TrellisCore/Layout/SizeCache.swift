/// The sizes a node reported for the proposals it was given since its content last changed.
///
/// A handful of entries covers what stacks ask (zero, infinity, ideal and one or two concrete
/// proposals), so a linear search beats hashing.
struct SizeCache {
  /// A proposal as the bits of its two lengths (an unspecified one as NaN: proposals are
  /// sanitized, so none is NaN itself), so that finding an entry compares two integers. Made
  /// once per measurement, for both the lookup and the store after it.
  struct Key: Equatable {
    fileprivate let width: UInt
    fileprivate let height: UInt

    @inline(__always)
    init(_ proposal: ProposedViewSize) {
      width = Entry.bits(proposal.width)
      height = Entry.bits(proposal.height)
    }

    var proposal: ProposedViewSize {
      let width = CGFloat(bitPattern: width)
      let height = CGFloat(bitPattern: height)
      return ProposedViewSize(width: width.isNaN ? nil : width, height: height.isNaN ? nil : height)
    }
  }

  /// A proposal and the size given for it.
  struct Entry {
    fileprivate var key: Key
    var size: CGSize

    init(proposal: ProposedViewSize, size: CGSize) {
      self.init(key: Key(proposal), size: size)
    }

    fileprivate init(key: Key, size: CGSize) {
      self.key = key
      self.size = size
    }

    var proposal: ProposedViewSize { key.proposal }

    /// The bits a length is kept as; -0 as 0, so that the two compare equal.
    @inline(__always)
    static func bits(_ length: CGFloat?) -> UInt {
      // A quiet NaN.
      guard let length else { return 0x7FF8_0000_0000_0000 }
      return (length + 0).bitPattern
    }
  }

  /// The first entries live in the cache itself, so that most nodes, asked a handful of
  /// proposals, allocate nothing: every allocation of an array of a type of ours looks its
  /// metadata up at run time, which in large layouts cost more than the measuring.
  private var inline = InlineArray<6, Entry>(repeating: Entry(proposal: .unspecified, size: .zero))
  /// Entries beyond the inline ones, up to `capacity` in all; then the oldest are overwritten.
  private var overflow: [Entry] = []
  private static let capacity = 32

  /// Every entry.
  var entries: [Entry] {
    var all: [Entry] = []
    for index in 0..<Int(inlineCount) { all.append(inline[index]) }
    return all + overflow
  }

  // The lookups are `mutating` though they change nothing: the cache is a node's stored
  // property, and a non-mutating call on it copies the whole cache (retaining its arrays) first.

  /// The size stored for `key`. Inlined into every measurement: most proposals asked are
  /// cached, and the call cost more than the search.
  @inline(__always)
  mutating func lookup(_ key: Key) -> CGSize? {
    // Unchecked: `inlineCount` never passes the inline capacity, and every proposal that is not
    // cached yet scans all the entries.
    for index in 0..<Int(inlineCount) where inline[unchecked: index].key == key {
      return inline[unchecked: index].size
    }
    if overflow.isEmpty { return nil }
    return lookupOverflow(key)
  }

  private mutating func lookupOverflow(_ key: Key) -> CGSize? {
    for index in overflow.indices where overflow[index].key == key { return overflow[index].size }
    return nil
  }

  mutating func store(_ size: CGSize, for key: Key) {
    let entry = Entry(key: key, size: size)
    if inlineCount < inline.count {
      inline[unchecked: Int(inlineCount)] = entry
      inlineCount += 1
    } else if overflow.count < Self.capacity - inline.count {
      // Room for a few at once: a node asked more proposals than fit inline is usually asked
      // several more.
      if overflow.isEmpty { overflow.reserveCapacity(4) }
      overflow.append(entry)
    } else {
      overflow[Int(next)] = entry
      next = UInt8((Int(next) + 1) % overflow.count)
      hasEvicted = true
    }
  }

  var isEmpty: Bool { inlineCount == 0 }

  mutating func removeAll() {
    inlineCount = 0
    overflow.removeAll(keepingCapacity: true)
    next = 0
    guides.removeAll(keepingCapacity: true)
    nextGuide = 0
    spacing = nil
    hasEvicted = false
  }

  /// The spacing the view prefers, once a container has merged its subviews' preferences.
  /// Nearly every spacing is the standard one or none, which a byte records; any other is
  /// boxed, so that the cache every layout node holds keeps 8 bytes for it rather than 33.
  var spacing: ViewSpacing? {
    get {
      switch spacingKind {
      case .unknown: nil
      case .standard: .standard
      case .zero: .zero
      case .other: otherSpacing?.value
      }
    }
    set {
      otherSpacing = nil
      if let newValue {
        if newValue == .standard {
          spacingKind = .standard
        } else if newValue == .zero {
          spacingKind = .zero
        } else {
          spacingKind = .other
          otherSpacing = SpacingBox(newValue)
        }
      } else {
        spacingKind = .unknown
      }
    }
  }

  private enum SpacingKind: UInt8 { case unknown, standard, zero, other }

  /// A spacing that is neither the standard one nor none.
  private final class SpacingBox {
    let value: ViewSpacing
    init(_ value: ViewSpacing) { self.value = value }
  }

  private var otherSpacing: SpacingBox?

  // MARK: Explicit alignment guides

  /// Where explicit guides lie at given sizes (nil: the view sets none). A container finds its
  /// guide by asking its subviews for theirs, so without this every level of nesting would
  /// double the work.
  private(set) var guides: [(key: AlignmentKey, size: CGSize, value: CGFloat?)] = []

  // The counters come last and as bytes (none passes `capacity`), so that they pack together
  // after the arrays: every layout node holds a cache.
  private var inlineCount: UInt8 = 0
  private var next: UInt8 = 0
  private var nextGuide: UInt8 = 0
  private var spacingKind = SpacingKind.unknown
  /// Whether an entry was overwritten since the cache was last emptied, so that what callers
  /// measured earlier is no longer all on record.
  private(set) var hasEvicted = false

  /// The cached position of `key` at `size`: nil when not cached, `.some(nil)` when the view
  /// has no explicit value for it.
  mutating func guide(_ key: AlignmentKey, at size: CGSize) -> CGFloat?? {
    for index in guides.indices where guides[index].key == key && guides[index].size == size {
      return .some(guides[index].value)
    }
    return nil
  }

  mutating func storeGuide(_ value: CGFloat?, for key: AlignmentKey, at size: CGSize) {
    if guides.count < Self.capacity {
      guides.append((key, size, value))
    } else {
      guides[Int(nextGuide)] = (key, size, value)
      nextGuide = UInt8((Int(nextGuide) + 1) % Self.capacity)
      hasEvicted = true
    }
  }
}
