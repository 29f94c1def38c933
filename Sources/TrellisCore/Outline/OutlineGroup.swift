/// Views for a tree of data: an element with children shows as a disclosure group holding an
/// outline of its children, an element without as its content alone.
///
/// ```swift
/// struct FileItem: Identifiable {
///     let id = UUID()
///     var name: String
///     var children: [FileItem]?
/// }
/// OutlineGroup(files, children: \.children) { item in
///     Text(item.name)
/// }
/// ```
/// In a `List` (or through `List(_:children:rowContent:)`) every element shown is a row of its
/// own, indented by its depth, with a chevron that expands and collapses it; rows can be
/// selected by their elements' ids. Elements start collapsed.
public struct OutlineGroup<
  Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View
> {
  let roots: [Data.Element]
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf
  @Environment(\.isInRowGroup) private var isInRowGroup
}

extension OutlineGroup
where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
  /// An outline of `data`'s elements and their descendants, identified by their `id`s.
  public init<DataElement: Identifiable>(
    _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(roots: Array(data), id: \.id, children: children, content: content)
  }

  /// An outline of `root` and its descendants, identified by their `id`s.
  public init<DataElement: Identifiable>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(roots: [root], id: \.id, children: children, content: content)
  }

  /// An outline of `data`'s elements and their descendants, identified by the key path `id`.
  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(roots: Array(data), id: id, children: children, content: content)
  }

  /// An outline of `root` and its descendants, identified by the key path `id`.
  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(roots: [root], id: id, children: children, content: content)
  }
}

extension OutlineGroup: View {
  /// The view's content.
  public var body: some View {
    if isInRowGroup {
      OutlineRows(roots: roots, id: id, children: children, content: content)
    } else {
      ForEach(roots, id: id) { element in
        if let nested = element[keyPath: children] {
          DisclosureGroup {
            OutlineSubgroupChildren(
              content: AnyView(
                OutlineGroup(roots: Array(nested), id: id, children: children, content: content)))
          } label: {
            content(element)
          }
        } else {
          content(element)
        }
      }
    }
  }
}

/// The children of an element in an `OutlineGroup`: an outline of its own.
public struct OutlineSubgroupChildren: View {
  let content: AnyView

  /// The view's content.
  public var body: some View { content }
}
