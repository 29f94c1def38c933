/// The storage a node keeps for its view's dynamic properties (state cells), one object per
/// slot, in declaration order.
///
/// The first object is held inline: most views with state have one `@State`, and an array
/// for it was an allocation more for every such node.
struct NodeStorage {
  private var first: AnyObject?
  private var others: [AnyObject] = []

  /// How many slots are filled.
  var count: Int { first == nil ? 0 : others.count + 1 }

  /// Whether no slot is filled.
  var isEmpty: Bool { first == nil }

  /// The object in slot `index`, which must be filled.
  subscript(index: Int) -> AnyObject {
    get { index == 0 ? first! : others[index - 1] }
    set {
      if index == 0 {
        first = newValue
      } else {
        others[index - 1] = newValue
      }
    }
  }

  /// Fills the next slot.
  mutating func append(_ object: AnyObject) {
    if first == nil {
      first = object
    } else {
      others.append(object)
    }
  }

  /// Calls `body` with the object in each filled slot, in order.
  func forEach(_ body: (AnyObject) -> Void) {
    guard let first else { return }
    body(first)
    for object in others { body(object) }
  }
}
