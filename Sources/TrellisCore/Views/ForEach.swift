/// Makes views from a collection of data, one per element, identified by each element's id so
/// that a view keeps its state when the collection changes.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
  // The closures come first, at fixed offsets: reading a field after `data`, whose size depends
  // on `Data`, needs the metadata of this generic type, which unspecialized code looks up at
  // run time.
  /// The view for an element.
  public var content: (Data.Element) -> Content
  @usableFromInline let idOf: (Data.Element) -> ID
  /// The data.
  public var data: Data

  init(data: Data, idOf: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
    self.content = content
    self.idOf = idOf
    self.data = data
  }

  /// Views for `data`, identified by the key path `id` of each element.
  // Inlinable so that the app's module, which knows the types, stores the fields without asking
  // the run time for this type's metadata, for every `ForEach` a body makes.
  @inlinable public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    // `id: \.self` is the usual way to identify plain values, and applying a key path in code
    // not specialized for the element type costs hundreds of instructions per element. A key
    // path from a type to itself stored at offset zero is that one: a value cannot hold a stored
    // property of its own type. (Comparing with `\Data.Element.self` would make that key path,
    // which in generic code costs as much as a thousand elements.)
    if ID.self == Data.Element.self, MemoryLayout<Data.Element>.offset(of: id) == 0 {
      self.idOf = { unsafeBitCast($0, to: ID.self) }
    } else {
      self.idOf = { $0[keyPath: id] }
    }
  }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  /// Views for `data`, identified by each element's `id`.
  @inlinable public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.idOf = { $0.id }
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Views for a constant range of integers.
  @inlinable public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
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
    if let subviews = subviewsData(of: view) {
      return SubviewsContainer.makeNode(subviews.program(eachModifiedBy: nil), parent: parent)
    }
    let node = ForEachNode<ID>(parent: parent)
    node.reconcile(view)
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    if let subviews = subviewsData(of: view) {
      return SubviewsContainer.updateNode(node, with: subviews.program(eachModifiedBy: nil))
    }
    unsafeDowncast(node, to: ForEachNode<ID>.self).reconcile(view)
  }

  /// The data of a `ForEach(subviews:)` or `ForEach(sections:)`, whose node reads a view's
  /// subviews; nil for any other. The id type tells them apart first, by a comparison of
  /// metadata: looking a conformance up for every `ForEach` made would cost every list.
  private static func subviewsData(of view: Self) -> (any SubviewsForEachData)? {
    guard ID.self == Subview.ID.self || ID.self == SectionConfiguration.ID.self else { return nil }
    return view.data as? any SubviewsForEachData
  }

  public static var _isViewList: Bool { true }

  public static func _makeNode<M: ViewModifier>(_ view: Self, eachModifiedBy modifier: M, parent: _Node)
    -> _Node
  {
    if let subviews = subviewsData(of: view) {
      return SubviewsContainer.makeNode(subviews.program(eachModifiedBy: modifier), parent: parent)
    }
    let node = ForEachNode<ID>(parent: parent)
    node.reconcile(view.modified(by: modifier))
    return node
  }

  public static func _updateNode<M: ViewModifier>(_ node: _Node, with view: Self, eachModifiedBy modifier: M)
  {
    if let subviews = subviewsData(of: view) {
      return SubviewsContainer.updateNode(node, with: subviews.program(eachModifiedBy: modifier))
    }
    unsafeDowncast(node, to: ForEachNode<ID>.self).reconcile(view.modified(by: modifier))
  }

  /// The same views with `modifier` applied to each.
  private func modified<M: ViewModifier>(by modifier: M) -> ForEach<Data, ID, ModifiedContent<Content, M>> {
    let content = self.content
    return ForEach<Data, ID, ModifiedContent<Content, M>>(
      data: data, idOf: idOf, content: { ModifiedContent(content: content($0), modifier: modifier) })
  }
}

/// The node of a `ForEach`: one child per element, matched to elements by id.
final class ForEachNode<ID: Hashable>: _Node {
  /// The distinct ids, in order, with the node of each.
  var ids: [ID] = []
  private var idNodes: [_Node] = []
  /// Where each id lies in `ids`.
  var index = IDIndex()
  /// Every child in order: the nodes of `ids`, and those made for repeated ids.
  var children: [_Node] = []
  /// Nodes made for repeated ids, which get no identity of their own.
  private var duplicates: [_Node] = []
  var isFirstReconcile = true
  /// Set for a `ForEach` whose enclosing layout node is a lazy stack or grid: its elements are
  /// made only when the container asks for them (`ForEachNode+Lazy`), and `children` holds the
  /// ones made.
  private(set) var isLazy = false
  /// A lazy `ForEach`'s node for each element, nil until made.
  var lazyNodes: [_Node?] = []
  /// The positions of the elements made, ascending: `children` holds their nodes in this order.
  var builtPositions: [Int] = []
  /// Positions of elements whose id repeats an earlier one's: they get no identity of their own.
  var duplicatePositions: Set<Int> = []
  /// Positions of elements inserted by the last reconcile, which enter through their transition
  /// if made in the layout that follows it.
  var insertedPositions: Set<Int> = []
  /// Makes the node of the element at a position, from the latest `ForEach` value.
  var makeElement: ((Int) -> _Node)?

  override init(parent: __shared _Node?, graph: ViewGraph? = nil) {
    super.init(parent: parent, graph: graph)
    isLazy = ForEachNode.isDirectlyInLazyContainer(parent)
  }

  /// Whether a `ForEach` whose node's parent is `parent` gives a lazy stack or grid its elements:
  /// its enclosing layout node is one, and no lazy `ForEach` lies between them. Inside an element
  /// of another (a section's rows, in a `ForEach` of sections), the element is what is made
  /// lazily, whole; the container would never ask for the inner one's elements.
  private static func isDirectlyInLazyContainer(_ parent: _Node?) -> Bool {
    var current = parent
    while let node = current {
      if node is LayoutNode { return node is LazyContainerNode }
      if let source = node as? any LazyElementSource, source.isLazy { return false }
      current = node.parent
    }
    return false
  }

  override var childNodes: [_Node] { children }

  override func forEachChild(_ body: (_Node) -> Void) {
    for child in children { body(child) }
  }

  override func collectLayoutNodes(into result: inout [LayoutNode]) {
    collectLayoutNodes(of: children, into: &result)
  }

  func reconcile<Data, Content>(_ view: ForEach<Data, ID, Content>) {
    if isLazy { return reconcileLazily(view) }
    // Counted once: walking the collection protocols is not specialized here, and each call
    // costs hundreds of instructions.
    let count = view.data.count
    var newIDs: [ID] = []
    var newChildren: [_Node] = []
    // The nodes of the distinct ids: nil while they are all of `newChildren`, as they are until
    // an id repeats (one array fewer made for nearly every `ForEach`).
    var newNodes: [_Node]?
    var newIndex = IDIndex(capacity: count)
    newIDs.reserveCapacity(count)
    newChildren.reserveCapacity(count)
    var reused = [Bool](repeating: false, count: ids.count)
    var structureChanged = false
    var duplicateWarned = false
    var inserted: [_Node] = []
    // The nodes of repeated ids are made afresh each time; the old ones leave the layout.
    if !duplicates.isEmpty { structureChanged = true }
    for extra in duplicates { graph.retire(extra) }
    duplicates.removeAll()
    // The ids and views of all elements, made first under one tracking scope for the enclosing
    // body: a scope per element cost a twentieth of building a large list. (Not while making
    // the nodes: the children's own bodies would then count as the enclosing body's reads.)
    // Buffers, not arrays: each use of an `Array<Content>` in this unspecialized code looks the
    // array type's metadata up at run time.
    let elementIDs = UnsafeMutablePointer<ID>.allocate(capacity: count)
    let contents = UnsafeMutablePointer<Content>.allocate(capacity: count)
    var made = 0
    // The views are moved out one by one as their nodes are made or updated.
    var moved = 0
    defer {
      elementIDs.deinitialize(count: made)
      (contents + moved).deinitialize(count: made - moved)
      elementIDs.deallocate()
      contents.deallocate()
    }
    // The closures and data are taken out of the view first: a closure capturing the whole
    // `ForEach` value needs the generic type's metadata, which this unspecialized code looks up
    // at run time.
    let data = view.data
    let idOf = view.idOf
    let makeContent = view.content
    trackingReadsForEnclosingBody {
      // `ForEach(0..<n)` is the common case, and walking a range through the generic collection
      // protocols (this code is not specialized for the app's types) cost more than the rest of
      // reconciling an element; so a range is walked as one, with no iterator made at all.
      if Data.self == Range<Int>.self {
        let range = unsafeBitCast(data, to: Range<Int>.self)
        // A range's count is exact.
        for value in range.lowerBound..<range.lowerBound + count {
          let element = unsafeBitCast(value, to: Data.Element.self)
          (elementIDs + made).initialize(to: idOf(element))
          (contents + made).initialize(to: makeContent(element))
          made += 1
        }
        return
      }
      var iterator = data.makeIterator()
      // A collection whose count was wrong stops at the count it gave.
      while made < count, let element = iterator.next() {
        (elementIDs + made).initialize(to: idOf(element))
        (contents + made).initialize(to: makeContent(element))
        made += 1
      }
    }
    // A view with a body gets its node from `makeCompositeNode` (views that make their own
    // nodes are primitive, with `Never` for a body), which takes the element over: handing it to
    // `_makeNode` copied it, retaining everything it holds, and released it once made.
    let makesCompositeNodes = Content.Body.self != Never.self
    for position in 0..<made {
      let id = elementIDs[position]
      // Moved rather than copied: copying a view retains everything it holds.
      let content = (contents + position).move()
      moved += 1
      // An `Int` id is its own hash (the index mixes the bits): hashing through the witness
      // runs the seeded hasher, a tenth of reconciling an element.
      let hash = ID.self == Int.self ? unsafeBitCast(id, to: Int.self) : id.hashValue
      if newIndex.position(ofHash: hash, where: { newIDs[$0] == id }) != nil {
        if !duplicateWarned {
          ViewGraph.warnOnce(
            "ForEach: the ID \(id) occurs more than once; the later views get identities of their own")
          duplicateWarned = true
        }
        let extra = Content._makeNode(content, parent: self)
        if newNodes == nil { newNodes = newChildren }
        newChildren.append(extra)
        duplicates.append(extra)
        structureChanged = true
        continue
      }
      let node: _Node
      // A first reconcile finds nothing to reuse, so it does not look.
      // (`idNodes`, not `ids`: an array of a generic element type asks the run time for its
      // conformances even to tell whether it is empty.)
      if !idNodes.isEmpty, let old = index.position(ofHash: hash, where: { ids[$0] == id }) {
        node = idNodes[old]
        reused[old] = true
        Content._updateNode(node, with: content)
      } else {
        if makesCompositeNodes {
          node = makeCompositeNode(consume content, parent: self)
        } else {
          node = Content._makeNode(content, parent: self)
        }
        // A first reconcile's nodes are introduced with their parent's; keeping them here as
        // well cost a retain and a release each.
        if !isFirstReconcile { inserted.append(node) }
        structureChanged = true
      }
      newIndex.insert(hash: hash, position: newIDs.count)
      newIDs.append(id)
      newNodes?.append(node)
      // Moved in: the node's own reference is the one the children keep.
      newChildren.append(consume node)
    }
    if newIDs != ids { structureChanged = true }
    for (position, node) in idNodes.enumerated() where !reused[position] {
      graph.retire(node)
      structureChanged = true
    }
    ids = newIDs
    idNodes = newNodes ?? newChildren
    index = newIndex
    children = newChildren
    if !isFirstReconcile {
      for node in inserted { graph.introduce(node) }
    }
    isFirstReconcile = false
    if structureChanged { structureDidChange() }
  }
}
