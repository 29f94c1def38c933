/// Where the rows of a list that come from a `ForEach` with `onDelete` or `onMove` lie in that
/// `ForEach`'s data, found by walking the list's content down to its rows.
@MainActor
struct EditableRows {
  /// The rows of one `ForEach`, with its actions and the number of its elements.
  struct Group {
    let actions: EditActions
    let count: Int

    var onDelete: ((IndexSet) -> Void)? { actions.onDelete ?? nil }
    var onMove: ((IndexSet, Int) -> Void)? { actions.onMove ?? nil }
    var onInsert: RowInsertion? { actions.onInsert ?? nil }
  }

  /// A row's group (an index into `groups`) and its element's offset in the data.
  struct Place: Equatable {
    let group: Int
    let offset: Int
  }

  private(set) var groups: [Group] = []
  private var places: [ObjectIdentifier: Place] = [:]

  init() {}

  init(content: _Node?) {
    if let content { visit(content, actions: nil) }
  }

  /// Where the row laid out by `node` lies, if it comes from a `ForEach` with edit actions.
  func place(of node: LayoutNode) -> Place? { places[ObjectIdentifier(node)] }

  /// Whether some rows can be dragged to reorder them.
  var allowsMoving: Bool { groups.contains { $0.onMove != nil } }

  /// Whether some rows take dragged items inserted among them.
  var allowsInserting: Bool { groups.contains { $0.onInsert != nil } }

  private mutating func visit(_ node: _Node, actions: EditActions?) {
    if node is LayoutNode { return }
    if let editable = node as? EditActionsNode {
      visit(editable.child, actions: actions.map(editable.actions.within) ?? editable.actions)
      return
    }
    if let actions, let rows = node as? any IdentifiedRows {
      guard let elements = rows.elementOffsets else { return }
      let group = groups.count
      groups.append(Group(actions: actions, count: elements.count))
      for element in elements.children {
        var layouts: [LayoutNode] = []
        element.node.collectLayoutNodes(into: &layouts)
        for layout in layouts {
          places[ObjectIdentifier(layout)] = Place(group: group, offset: element.offset)
        }
      }
      return
    }
    node.forEachDisplayedChild { visit($0, actions: actions) }
  }
}
