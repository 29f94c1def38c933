/// A dynamic property whose identifier stays the same for as long as its view's identity lives,
/// and differs from every other view's: the scope in which ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``
/// matches views by id.
///
/// ```swift
/// @Namespace private var cards
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty {
  let box = NamespaceBox()

  /// A namespace for a view; its identifier is made when the view enters the tree.
  public init() {}

  /// The namespace's identifier. Read in `body`: outside it there is no view identity to keep
  /// it for, and each read makes an identifier that matches nothing.
  @MainActor public var wrappedValue: Namespace.ID {
    if let storage = box.storage { return storage.id }
    ViewGraph.warnOnce(
      "a Namespace was read outside View.body; its identifiers will never match any other identifier")
    return ID.make()
  }

  /// Identifies a namespace: equal only to the identifier of the same namespace.
  public struct ID: Hashable, Sendable {
    let value: Int

    /// Only touched on the main actor, where every view identity is made.
    private nonisolated(unsafe) static var lastValue = 0

    @MainActor static func make() -> ID {
      lastValue += 1
      return ID(value: lastValue)
    }
  }
}

/// Where a `Namespace` value finds the identifier its node keeps.
final class NamespaceBox: @unchecked Sendable {
  var storage: NamespaceStorage?
}

/// A namespace's identifier, kept in one of its view's node storage slots.
final class NamespaceStorage {
  let id: Namespace.ID

  init(_ id: Namespace.ID) { self.id = id }
}

extension Namespace: BoxLinkedProperty {
  func link(to node: CompositeNodeBase, slot: inout Int) {
    defer { slot += 1 }
    if slot < node.storage.count, let existing = node.storage[slot] as? NamespaceStorage {
      box.storage = existing
      return
    }
    let made = NamespaceStorage(ID.make())
    if slot < node.storage.count {
      node.storage[slot] = made
    } else {
      node.storage.append(made)
    }
    box.storage = made
  }
}

extension Namespace: ComparableViewInput {
  // The identifier belongs to the node, not to the parent's description of the view.
  func isSameInput(as other: Any) -> Bool { true }
}
