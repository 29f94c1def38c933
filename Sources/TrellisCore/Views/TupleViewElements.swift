/// Where the views of a `TupleView<T>` lie in a value of `T`, and their types: worked out once
/// per tuple type, from the tuple's metadata, and never freed.
@MainActor
final class TupleViewElements {
  /// The views, in order.
  let elements: UnsafeBufferPointer<TupleViewElement>

  private init(_ elements: [TupleViewElement]) {
    let storage = UnsafeMutableBufferPointer<TupleViewElement>.allocate(capacity: elements.count)
    _ = storage.initialize(from: elements)
    self.elements = UnsafeBufferPointer(storage)
  }

  // Looked up for every tuple view made or updated; unretained, as records are never freed.
  @exclusivity(unchecked) private static var known = TypeTable<Unmanaged<TupleViewElements>>()

  /// The record of the tuple type `type`, unretained, made the first time it is asked for.
  static func record(of type: Any.Type) -> Unmanaged<TupleViewElements> {
    let key = ObjectIdentifier(type)
    if let found = known[key] { return found }
    let made = Unmanaged.passRetained(TupleViewElements(elements(of: type)))
    known.set(made, for: key)
    return made
  }

  /// The kind the runtime gives a tuple's metadata (`MetadataKind::Tuple`: 1, marked private to
  /// the runtime and not on the heap).
  private static let tupleKind = 0x301

  /// The elements of `type` as the runtime lays it out. A tuple's metadata holds, after its
  /// kind, the number of elements, a pointer to their labels, then each element's type and
  /// offset, two words each (Swift's ABI, docs/ABI/TypeMetadata.rst). The offset is 32 bits
  /// on Linux, the rest of its word undefined. A type that is not a tuple (a view builder's
  /// block of one view) is its only element.
  static func elements(of type: Any.Type) -> [TupleViewElement] {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard metadata.load(as: Int.self) == tupleKind else { return [element(type, at: 0)] }
    let pointerSize = MemoryLayout<Int>.size
    let count = metadata.load(fromByteOffset: pointerSize, as: Int.self)
    return (0..<count).map { index in
      let entry = 3 * pointerSize + 2 * pointerSize * index
      return element(
        metadata.load(fromByteOffset: entry, as: Any.Type.self),
        at: Int(metadata.load(fromByteOffset: entry + pointerSize, as: UInt32.self)))
    }
  }

  private static func element(_ type: Any.Type, at offset: Int) -> TupleViewElement {
    if let view = type as? any View.Type { return TupleViewElement(offset: offset, type: view) }
    ViewGraph.warnOnce("a TupleView holds a \(type), which is not a view; it shows nothing")
    // An empty view reads nothing of the value it is given.
    return TupleViewElement(offset: offset, type: EmptyView.self)
  }
}

/// One view of a `TupleView`: where it lies in the tuple, and its type.
struct TupleViewElement {
  let offset: Int
  let type: any View.Type

  /// Makes the node of the view in the tuple at `tuple`.
  @MainActor func makeNode(in tuple: UnsafeRawPointer, parent: _Node) -> _Node {
    type.makeElementNode(at: tuple + offset, parent: parent)
  }

  /// Updates `node` with the view in the tuple at `tuple`.
  @MainActor func updateNode(_ node: _Node, in tuple: UnsafeRawPointer) {
    type.updateElementNode(node, at: tuple + offset)
  }

  /// Makes the node of the view in the tuple at `tuple`, modified by `modifier`.
  @MainActor func makeNode<M: ViewModifier>(in tuple: UnsafeRawPointer, modifiedBy modifier: M, parent: _Node)
    -> _Node
  {
    type.makeElementNode(at: tuple + offset, modifiedBy: modifier, parent: parent)
  }

  /// Updates `node` with the view in the tuple at `tuple`, modified by `modifier`.
  @MainActor func updateNode<M: ViewModifier>(
    _ node: _Node, in tuple: UnsafeRawPointer, modifiedBy modifier: M
  ) {
    type.updateElementNode(node, at: tuple + offset, modifiedBy: modifier)
  }
}

// Called on a `TupleViewElement`'s type, an existential metatype, which opens it.
extension View {
  @MainActor fileprivate static func makeElementNode(at address: UnsafeRawPointer, parent: _Node) -> _Node {
    _makeNode(address.assumingMemoryBound(to: Self.self).pointee, parent: parent)
  }

  @MainActor fileprivate static func updateElementNode(_ node: _Node, at address: UnsafeRawPointer) {
    _updateNode(node, with: address.assumingMemoryBound(to: Self.self).pointee)
  }

  @MainActor fileprivate static func makeElementNode<M: ViewModifier>(
    at address: UnsafeRawPointer, modifiedBy modifier: M, parent: _Node
  ) -> _Node {
    makeChild(
      ModifiedContent(content: address.assumingMemoryBound(to: Self.self).pointee, modifier: modifier),
      parent: parent)
  }

  @MainActor fileprivate static func updateElementNode<M: ViewModifier>(
    _ node: _Node, at address: UnsafeRawPointer, modifiedBy modifier: M
  ) {
    updateChild(
      node,
      with: ModifiedContent(content: address.assumingMemoryBound(to: Self.self).pointee, modifier: modifier))
  }
}
