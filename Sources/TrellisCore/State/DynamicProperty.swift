/// A stored property of a view that the graph connects to storage it keeps for the view's
/// identity: `@State`, `@Binding`, `@Environment`, `@Bindable`, or a struct of them.
public protocol DynamicProperty {
  /// Called before the view's body is evaluated.
  mutating func update()
}

extension DynamicProperty {
  /// Does nothing by default.
  public mutating func update() {}
}

/// A dynamic property that needs the node of the view it belongs to.
@MainActor
protocol NodeLinkedProperty {
  /// Connects the property to `node`'s storage slot number `slot`, advancing `slot` past the
  /// slots it uses.
  func link(to node: CompositeNodeBase, slot: inout Int)
}

extension NodeLinkedProperty {
  /// Links the property stored at `address` (inside a view value).
  static func link(at address: UnsafeRawPointer, to node: CompositeNodeBase, slot: inout Int) {
    address.assumingMemoryBound(to: Self.self).pointee.link(to: node, slot: &slot)
  }
}
