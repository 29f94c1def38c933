/// A map from types to values, for what the graph works out once per type and looks up for
/// every node.
///
/// An open-addressing table with a multiplicative hash of the type's address: a `Dictionary`
/// hashes with SipHash, and its generic lookups cost several hundred instructions, more than
/// what most lookups save.
struct TypeTable<Value> {
  private var keys = [ObjectIdentifier?](repeating: nil, count: 64)
  private var values = [Value?](repeating: nil, count: 64)
  /// How many types are in the table.
  private(set) var count = 0

  /// The value for `type`, if there is one.
  subscript(type: ObjectIdentifier) -> Value? {
    let index = slot(of: type)
    return keys[index] == nil ? nil : values[index]
  }

  /// Sets the value for `type`, replacing any there was.
  mutating func set(_ value: Value, for type: ObjectIdentifier) {
    if (count + 1) * 2 > keys.count { grow() }
    let index = slot(of: type)
    if keys[index] == nil {
      keys[index] = type
      count += 1
    }
    values[index] = value
  }

  /// Every type with its value, in no particular order.
  var entries: [(type: ObjectIdentifier, value: Value)] {
    keys.indices.compactMap { index in keys[index].map { ($0, values[index]!) } }
  }

  /// Where `type` is, or the empty slot where it would go.
  private func slot(of type: ObjectIdentifier) -> Int {
    let mask = keys.count - 1
    var index = Int(truncatingIfNeeded: (UInt(bitPattern: type) &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    while let occupant = keys[index], occupant != type { index = (index + 1) & mask }
    return index
  }

  private mutating func grow() {
    let old = entries
    keys = [ObjectIdentifier?](repeating: nil, count: keys.count * 2)
    values = [Value?](repeating: nil, count: keys.count)
    count = 0
    for entry in old { set(entry.value, for: entry.type) }
  }
}
