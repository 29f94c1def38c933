/// How many times something happened per type: body evaluations, which tests count by view type.
///
/// An open-addressing table with a multiplicative hash of the type's address: counting every
/// body evaluation in a `Dictionary`, hashed with SipHash, cost a few percent of building a
/// large tree.
struct TypeCounts {
  private var types = [ObjectIdentifier?](repeating: nil, count: 64)
  private var counts = [Int](repeating: 0, count: 64)
  private var used = 0

  /// Adds one to the count of `type`.
  mutating func increment(_ type: ObjectIdentifier) {
    if (used + 1) * 2 > types.count { grow() }
    let slot = self.slot(of: type)
    if types[slot] == nil {
      types[slot] = type
      used += 1
    }
    counts[slot] += 1
  }

  /// The count of `type`.
  func count(of type: ObjectIdentifier) -> Int {
    let slot = self.slot(of: type)
    return types[slot] == nil ? 0 : counts[slot]
  }

  /// Every count, by type.
  var dictionary: [ObjectIdentifier: Int] {
    var result: [ObjectIdentifier: Int] = [:]
    for index in types.indices {
      if let type = types[index] { result[type] = counts[index] }
    }
    return result
  }

  /// Where `type` is, or the empty slot where it would go.
  private func slot(of type: ObjectIdentifier) -> Int {
    let mask = types.count - 1
    var index = Int(truncatingIfNeeded: (UInt(bitPattern: type) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    while let occupant = types[index], occupant != type { index = (index + 1) & mask }
    return index
  }

  private mutating func grow() {
    let oldTypes = types
    let oldCounts = counts
    types = [ObjectIdentifier?](repeating: nil, count: oldTypes.count * 2)
    counts = [Int](repeating: 0, count: oldTypes.count * 2)
    for index in oldTypes.indices {
      guard let type = oldTypes[index] else { continue }
      let slot = self.slot(of: type)
      types[slot] = type
      counts[slot] = oldCounts[index]
    }
  }
}
