/// An outline as list rows: every element shown is a row, indented by its depth, with a chevron
/// when it has children; the elements expanded are kept here, by id.
struct OutlineRows<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
  typealias Element = Data.Element
  let roots: [Element]
  let id: KeyPath<Element, ID>
  let children: KeyPath<Element, Data?>
  let content: (Element) -> Leaf
  @State private var expanded: Set<ID> = []

  /// One shown row.
  struct Row {
    let element: Element
    let id: ID
    let depth: Int
    /// Nil for a leaf; whether it is expanded for an element with children.
    let isExpanded: Bool?
  }

  /// How far each level is indented.
  static var indent: CGFloat { DisclosureHeaderNode.indent }

  /// The rows shown: the roots, and the children of every expanded element, depth first.
  var rows: [Row] {
    var result: [Row] = []
    // A stack rather than recursion: a deep tree does not deepen the call stack.
    var pending: [(Element, Int)] = roots.reversed().map { ($0, 0) }
    while let (element, depth) = pending.popLast() {
      let elementID = element[keyPath: id]
      let nested = element[keyPath: children]
      let isOpen = nested != nil && expanded.contains(elementID)
      result.append(
        Row(element: element, id: elementID, depth: depth, isExpanded: nested == nil ? nil : isOpen))
      if isOpen, let nested {
        for child in nested.reversed() { pending.append((child, depth + 1)) }
      }
    }
    return result
  }

  var body: some View {
    ForEach(rows, id: \.id) { row in
      HStack(spacing: DisclosureHeaderNode.labelGap) {
        if let isExpanded = row.isExpanded {
          DisclosureChevron(isExpanded: isExpanded)
            .contentShape(Rectangle())
            .onTapGesture { toggle(row.id) }
            .accessibilityIdentifier("outline-chevron")
        } else {
          Color.clear.frame(width: DisclosureHeaderNode.chevronBox, height: DisclosureHeaderNode.chevronBox)
        }
        content(row.element)
      }
      .padding(.leading, CGFloat(row.depth) * Self.indent)
      .tag(row.id)
    }
  }

  private func toggle(_ rowID: ID) {
    if expanded.contains(rowID) {
      expanded.remove(rowID)
    } else {
      expanded.insert(rowID)
    }
  }
}
