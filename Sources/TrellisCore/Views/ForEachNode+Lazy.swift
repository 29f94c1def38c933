/// A `ForEach` directly inside a lazy stack or grid keeps every element's id (for identity and
/// `scrollTo`) but makes an element's node only when the container asks, as it comes near the visible
/// part of the scroll view. A node once made is kept, with its state, as SwiftUI keeps it.
extension ForEachNode: LazyElementSource {
  var elementCount: Int { lazyNodes.count }

  func collectLayoutNodes(ofElement position: Int, into result: inout [LayoutNode]) {
    lazyNodes[position]?.collectLayoutNodes(into: &result)
  }

  func collectItems(ofElement position: Int, into result: inout [LazyContentItem]) {
    // An element holds no lazy `ForEach` (see `isDirectlyInLazyContainer`): only views and marks.
    if let node = lazyNodes[position] { LazyContentItem.collect(from: node, into: &result) }
  }

  @discardableResult func buildElement(at position: Int) -> Bool {
    guard isLazy, lazyNodes.indices.contains(position), lazyNodes[position] == nil, let makeElement else {
      return false
    }
    let node = makeElement(position)
    lazyNodes[position] = node
    let slot = insertionSlot(for: position)
    builtPositions.insert(position, at: slot)
    children.insert(node, at: slot)
    if insertedPositions.contains(position) { graph.introduce(node) }
    graph.preferences.structureDidChange()
    return true
  }

  @discardableResult func buildAllElements() -> Bool {
    guard isLazy, builtPositions.count < lazyNodes.count, let makeElement else { return false }
    for position in lazyNodes.indices where lazyNodes[position] == nil {
      let node = makeElement(position)
      lazyNodes[position] = node
      if insertedPositions.contains(position) { graph.introduce(node) }
    }
    builtPositions = Array(lazyNodes.indices)
    children = lazyNodes.map { $0! }
    graph.preferences.structureDidChange()
    return true
  }

  func elementPosition(of id: AnyHashable) -> Int? {
    guard let id = id.base as? ID else { return nil }
    let hash = ID.self == Int.self ? unsafeBitCast(id, to: Int.self) : id.hashValue
    return index.position(ofHash: hash, where: { ids[$0] == id })
  }

  /// Where `position` goes in `builtPositions`, which is ascending.
  private func insertionSlot(for position: Int) -> Int {
    var low = 0
    var high = builtPositions.count
    while low < high {
      let middle = (low + high) / 2
      if builtPositions[middle] < position { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Reconciles without making any element: the ids of all are worked out, the elements made
  /// before are matched by id and updated, and the rest wait until the container asks for them.
  func reconcileLazily<Data, Content>(_ view: ForEach<Data, ID, Content>) {
    let count = view.data.count
    var newIDs: [ID] = []
    newIDs.reserveCapacity(count)
    var newIndex = IDIndex(capacity: count)
    var newDuplicates: Set<Int> = []
    var duplicateWarned = false
    let data = view.data
    let isRange = Data.self == Range<Int>.self
    let start = data.startIndex
    // The element at a position: a range's is computed, others go through the index.
    let element: (Int) -> Data.Element = { position in
      if isRange {
        let range = unsafeBitCast(data, to: Range<Int>.self)
        return unsafeBitCast(range.lowerBound + position, to: Data.Element.self)
      }
      return data[data.index(start, offsetBy: position)]
    }
    let idOf = view.idOf
    let makeContent = view.content
    trackingReadsForEnclosingBody {
      for position in 0..<count {
        let id = idOf(element(position))
        let hash = ID.self == Int.self ? unsafeBitCast(id, to: Int.self) : id.hashValue
        if newIndex.position(ofHash: hash, where: { newIDs[$0] == id }) != nil {
          if !duplicateWarned {
            ViewGraph.warnOnce(
              "ForEach: the ID \(id) occurs more than once; the later views get identities of their own")
            duplicateWarned = true
          }
          newDuplicates.insert(position)
        } else {
          newIndex.insert(hash: hash, position: position)
        }
        newIDs.append(id)
      }
    }
    // The elements made before keep their nodes under their ids; repeated ids are made afresh.
    var newNodes = [_Node?](repeating: nil, count: count)
    var newBuilt: [Int] = []
    var structureChanged = count != lazyNodes.count
    var updates: [(node: _Node, position: Int)] = []
    for old in builtPositions {
      guard let node = lazyNodes[old] else { continue }
      let id = ids[old]
      let hash = ID.self == Int.self ? unsafeBitCast(id, to: Int.self) : id.hashValue
      if !duplicatePositions.contains(old),
        let position = newIndex.position(ofHash: hash, where: { newIDs[$0] == id })
      {
        newNodes[position] = node
        newBuilt.append(position)
        updates.append((node, position))
        if position != old { structureChanged = true }
      } else {
        graph.retire(node)
        structureChanged = true
      }
    }
    let contents = trackingReadsForEnclosingBody { updates.map { makeContent(element($0.position)) } }
    for (update, content) in zip(updates, contents) { Content._updateNode(update.node, with: content) }
    newBuilt.sort()
    // Ids inserted by this change, which enter through their transition when made.
    var inserted: Set<Int> = []
    if !isFirstReconcile {
      for position in 0..<count where newNodes[position] == nil && !newDuplicates.contains(position) {
        let id = newIDs[position]
        let hash = ID.self == Int.self ? unsafeBitCast(id, to: Int.self) : id.hashValue
        if index.position(ofHash: hash, where: { ids[$0] == id }) == nil { inserted.insert(position) }
      }
    }
    if !structureChanged, newIDs != ids { structureChanged = true }
    ids = newIDs
    index = newIndex
    duplicatePositions = newDuplicates
    insertedPositions = inserted
    lazyNodes = newNodes
    builtPositions = newBuilt
    children = newBuilt.map { newNodes[$0]! }
    makeElement = { [unowned self] position in
      let content = trackingReadsForEnclosingBody { makeContent(element(position)) }
      return Content._makeNode(content, parent: self)
    }
    isFirstReconcile = false
    if structureChanged { structureDidChange() }
  }
}
