/// Where each of a `ForEach`'s ids lies in its list of ids, found by the id's hash.
///
/// Not a `Dictionary<ID, _Node>`: `ForEachNode` is generic over the id type and never
/// specialized for it, and there a dictionary's insertions and lookups, through witness tables
/// and run-time metadata, cost over a thousand instructions per element. Here only the id's
/// `hashValue` and `==` go through witnesses; the table itself is plain integers.
struct IDIndex {
  /// The hash of the id in each slot (its low 32 bits).
  private var hashes: [UInt32] = []
  /// The position of the id in each slot, plus one; zero for an empty slot.
  private var positions: [Int32] = []

  /// An index with room for `count` ids.
  init(capacity count: Int) {
    guard count > 0 else { return }
    // At most half full, so probes stay short.
    var size = 8
    while size < count * 2 { size *= 2 }
    hashes = [UInt32](repeating: 0, count: size)
    positions = [Int32](repeating: 0, count: size)
  }

  /// An empty index.
  init() {}

  /// The position of the id hashing to `hash` for which `isMatch` (given a position) is true.
  func position(ofHash hash: Int, where isMatch: (Int) -> Bool) -> Int? {
    guard !positions.isEmpty else { return nil }
    let mask = positions.count - 1
    let short = UInt32(truncatingIfNeeded: hash)
    var slot = Self.slot(of: hash, mask: mask)
    while positions[slot] != 0 {
      if hashes[slot] == short, isMatch(Int(positions[slot]) - 1) { return Int(positions[slot]) - 1 }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Records that the id at `position` hashes to `hash`; the index must have room for it.
  mutating func insert(hash: Int, position: Int) {
    let mask = positions.count - 1
    var slot = Self.slot(of: hash, mask: mask)
    while positions[slot] != 0 { slot = (slot + 1) & mask }
    hashes[slot] = UInt32(truncatingIfNeeded: hash)
    positions[slot] = Int32(position + 1)
  }

  /// The first slot to probe for `hash`: its bits mixed, since a type may hash poorly.
  private static func slot(of hash: Int, mask: Int) -> Int {
    Int(truncatingIfNeeded: (UInt(bitPattern: hash) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }
}
