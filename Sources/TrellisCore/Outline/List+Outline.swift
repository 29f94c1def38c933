extension List where SelectionValue == Never {
  /// A list of a tree of identifiable data: a row per element shown, children under their
  /// expanded parent, indented.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data.Element: Identifiable
  {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A list of a tree of data identified by the key path `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >
  {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }
}

extension List {
  /// A list of a tree of identifiable data whose rows select an element's id.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data.Element: Identifiable
  {
    self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A list of a tree of identifiable data whose rows can be selected together.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data.Element: Identifiable
  {
    self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
  }
}
