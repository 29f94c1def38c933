/// Makes views from a collection of data, one per element, identified by each element's id so
/// that a view keeps its state when the collection changes.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
  /// The data.
  public var data: Data
  /// The view for an element.
  public var content: (Data.Element) -> Content
  let idOf: (Data.Element) -> ID

  /// Views for `data`, identified by the key path `id` of each element.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.idOf = { $0[keyPath: id] }
  }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  /// Views for `data`, identified by each element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.idOf = { $0.id }
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Views for a constant range of integers.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.idOf = { $0 }
  }
}

extension ForEach {
  /// Views for a bound collection: each view gets a binding to its element.
  ///
  /// ```swift
  /// ForEach($pets) { $pet in Button(pet.type) { pet.votes += 1 } }
  /// ```
  @MainActor
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where C.Element: Identifiable, ID == C.Element.ID, Data == [Binding<C.Element>] {
    let collection = data.snapshot ?? data.wrappedValue
    var bindings: [Binding<C.Element>] = []
    bindings.reserveCapacity(collection.count)
    for index in collection.indices {
      let element = collection[index]
      var binding = Binding<C.Element>(
        location: ElementLocation(base: data, id: element.id, indexHint: index), snapshot: element)
      binding.transaction = data.transaction
      bindings.append(binding)
    }
    self.data = bindings
    self.content = content
    self.idOf = { $0.snapshot!.id }
  }

  /// Views for a bound collection, identified by the key path `id` of each element.
  @MainActor
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Index: Hashable {
    let collection = data.snapshot ?? data.wrappedValue
    self.data = collection.indices.map { index in
      var binding = Binding<C.Element>(
        location: IndexLocation(base: data, index: index), snapshot: collection[index])
      binding.transaction = data.transaction
      return binding
    }
    self.content = content
    self.idOf = { $0.snapshot![keyPath: id] }
  }
}

/// A binding to the element at an index of a bound collection.
final class IndexLocation<C: MutableCollection>: AnyLocation<C.Element> where C.Index: Hashable {
  let base: Binding<C>
  let index: C.Index
  init(base: Binding<C>, index: C.Index) {
    self.base = base
    self.index = index
  }
  override func get() -> C.Element { base.location.get()[index] }
  override func set(_ value: C.Element, transaction: Transaction) {
    var collection = base.location.get()
    collection[index] = value
    base.location.set(collection, transaction: transaction)
  }
  override func isEquivalent(to other: AnyLocation<C.Element>) -> Bool {
    guard let other = other as? IndexLocation<C> else { return false }
    return other.index == index && other.base.location.isEquivalent(to: base.location)
  }
}

extension ForEach: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = ForEachNode<ID>(parent: parent)
    node.reconcile(view)
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: ForEachNode<ID>.self).reconcile(view)
  }
}

/// The node of a `ForEach`: one child per element, matched to elements by id.
final class ForEachNode<ID: Hashable>: _Node {
  private(set) var ids: [ID] = []
  private(set) var children: [_Node] = []
  private var byID: [ID: _Node] = [:]
  /// Nodes made for repeated ids, which get no identity of their own.
  private var duplicates: [_Node] = []
  private var isFirstReconcile = true

  override var childNodes: [_Node] { children }

  override func forEachChild(_ body: (_Node) -> Void) {
    for child in children { body(child) }
  }

  override func collectLayoutNodes(into result: inout [LayoutNode]) {
    for child in children { child.collectLayoutNodes(into: &result) }
  }

  func reconcile<Data, Content>(_ view: ForEach<Data, ID, Content>) {
    var newIDs: [ID] = []
    var newChildren: [_Node] = []
    var newByID: [ID: _Node] = [:]
    newIDs.reserveCapacity(view.data.count)
    newChildren.reserveCapacity(view.data.count)
    newByID.reserveCapacity(view.data.count)
    var structureChanged = false
    var duplicateWarned = false
    var inserted: [_Node] = []
    for extra in duplicates { graph.retire(extra) }
    duplicates.removeAll()
    // `ForEach(0..<n)` is the common case, and walking a range through the generic collection
    // protocols (this code is not specialized for the app's types) cost more than the rest of
    // reconciling an element; so a range is walked as one.
    var range = Data.self == Range<Int>.self ? unsafeBitCast(view.data, to: Range<Int>.self) : nil
    var iterator = view.data.makeIterator()
    while true {
      let element: Data.Element
      if let current = range {
        guard let first = current.first else { break }
        element = unsafeBitCast(first, to: Data.Element.self)
        range = current.dropFirst()
      } else {
        guard let next = iterator.next() else { break }
        element = next
      }
      let id = view.idOf(element)
      let content = trackingReadsForEnclosingBody { view.content(element) }
      if newByID[id] != nil {
        if !duplicateWarned {
          ViewGraph.warnOnce(
            "ForEach: the ID \(id) occurs more than once; the later views get identities of their own")
          duplicateWarned = true
        }
        let extra = Content._makeNode(content, parent: self)
        newChildren.append(extra)
        duplicates.append(extra)
        structureChanged = true
        continue
      }
      // A first reconcile finds nothing to reuse, so it does not hash every id twice.
      if !byID.isEmpty, let existing = byID[id] {
        Content._updateNode(existing, with: content)
        newChildren.append(existing)
        newByID[id] = existing
      } else {
        let made = Content._makeNode(content, parent: self)
        newChildren.append(made)
        newByID[id] = made
        inserted.append(made)
        structureChanged = true
      }
      newIDs.append(id)
    }
    if newIDs != ids { structureChanged = true }
    for (id, node) in byID where newByID[id] == nil {
      graph.retire(node)
      structureChanged = true
    }
    ids = newIDs
    children = newChildren
    byID = newByID
    if !isFirstReconcile {
      for node in inserted { graph.introduce(node) }
    }
    isFirstReconcile = false
    if structureChanged { structureDidChange() }
  }
}
