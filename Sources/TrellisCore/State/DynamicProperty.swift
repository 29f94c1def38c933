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

  /// The class of the storage the property keeps in its node, if it makes one; asked once per
  /// view type, and handed to `link(at:to:slot:storageClass:)`.
  static var storageClass: AnyClass? { get }

  /// Links the property stored at `address` (inside a view value), given the `storageClass`
  /// found before.
  static func link(
    at address: UnsafeRawPointer, to node: CompositeNodeBase, slot: inout Int, storageClass: AnyClass?)
}

extension NodeLinkedProperty {
  static var storageClass: AnyClass? { nil }

  static func link(
    at address: UnsafeRawPointer, to node: CompositeNodeBase, slot: inout Int, storageClass: AnyClass?
  ) {
    address.assumingMemoryBound(to: Self.self).pointee.link(to: node, slot: &slot)
  }
}
