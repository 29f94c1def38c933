/// A stored property of a view that the graph connects to storage it keeps for the view's
/// identity: `@State`, `@Binding`, `@Environment`, `@Bindable`, or a struct of them.
public protocol DynamicProperty {
  /// Called before the view's body is evaluated, after the property's own state and
  /// environment are linked, on the main actor: an implementation reads them as the body does.
  @MainActor mutating func update()
}

extension DynamicProperty {
  /// Does nothing by default.
  @MainActor public mutating func update() {}
}

/// A dynamic property that needs the node of the view it belongs to.
///
/// The node links the properties of the view value it keeps, in place, before evaluating its
/// body (see `DynamicProperties`): a property may store what it needs (`State`'s cell) right in
/// the value, where every copy the body makes finds it.
@MainActor
protocol NodeLinkedProperty {
  /// The class of the storage the property keeps in its node, if it makes one; asked once per
  /// view type, and handed to `link(at:to:slot:storageClass:)`.
  static var storageClass: AnyClass? { get }

  /// Links the property stored at `address` (inside the view value its node keeps) to `node`'s
  /// storage slot number `slot`, advancing `slot` past the slots it uses, given the
  /// `storageClass` found before.
  static func link(
    at address: UnsafeMutableRawPointer, to node: CompositeNodeBase, slot: inout Int, storageClass: AnyClass?)
}

/// A linked property that points at its node's storage through a box it shares with its
/// copies, so that linking any one copy links them all.
@MainActor
protocol BoxLinkedProperty: NodeLinkedProperty {
  /// Connects the property to `node`'s storage slot number `slot`, advancing `slot` past the
  /// slots it uses.
  func link(to node: CompositeNodeBase, slot: inout Int)
}

extension NodeLinkedProperty {
  static var storageClass: AnyClass? { nil }
}

extension BoxLinkedProperty {
  static func link(
    at address: UnsafeMutableRawPointer, to node: CompositeNodeBase, slot: inout Int, storageClass: AnyClass?
  ) {
    address.assumingMemoryBound(to: Self.self).pointee.link(to: node, slot: &slot)
  }
}
