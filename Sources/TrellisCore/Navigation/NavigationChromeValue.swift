/// A value a modifier sets for its level (a title, a toolbar), with how deep the modifier lies.
struct NavigationChromeValue<Value> {
  let owner: ObjectIdentifier
  let depth: Int
  let value: Value

  /// Sets `owner`'s value in `list`, or removes it when `value` is nil.
  @MainActor static func set(_ value: Value?, from owner: _Node, level: _Node, in list: inout [Self]) {
    let id = ObjectIdentifier(owner)
    list.removeAll { $0.owner == id }
    if let value { list.append(Self(owner: id, depth: owner.distance(to: level), value: value)) }
  }
}

extension _Node {
  /// How many nodes lie between this one and `ancestor`: the shallower of two modifiers setting
  /// the same thing on a level wins, as SwiftUI's outer preference does.
  func distance(to ancestor: _Node) -> Int {
    var count = 0
    var current = parent
    while let node = current, node !== ancestor {
      count += 1
      current = node.parent
    }
    return count
  }
}
