/// A table's selection, read and written as row ids: one optional id or a set.
struct TableSelection {
  let selected: @MainActor () -> Set<AnyHashable>
  let set: @MainActor (Set<AnyHashable>) -> Void
  let allowsMultiple: Bool

  @MainActor static func single<ID: Hashable>(_ binding: Binding<ID?>) -> TableSelection {
    TableSelection(
      selected: { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] },
      set: { ids in binding.wrappedValue = ids.first.flatMap { $0.base as? ID } },
      allowsMultiple: false)
  }

  @MainActor static func multiple<ID: Hashable>(_ binding: Binding<Set<ID>>) -> TableSelection {
    TableSelection(
      selected: { Set(binding.wrappedValue.map { AnyHashable($0) }) },
      set: { ids in binding.wrappedValue = Set(ids.compactMap { $0.base as? ID }) },
      allowsMultiple: true)
  }
}

/// A sortable table's sort order as its header needs it: which column leads the order and which
/// way, and what a click on a column's title does.
struct TableSortState {
  /// The order of column `index` when it leads the sort order; nil otherwise.
  let leadingOrder: @MainActor (_ index: Int) -> SortOrder?
  /// Puts column `index` first in the sort order, or reverses it when it is first already.
  let toggle: @MainActor (_ index: Int) -> Void
  /// Whether column `index` sorts.
  let sorts: (_ index: Int) -> Bool

  @MainActor static func make<Sort: SortComparator>(_ binding: Binding<[Sort]>, comparators: [Sort?])
    -> TableSortState
  {
    func same(_ a: Sort, _ b: Sort) -> Bool {
      if let a = a as? any KeyPathIdentifiedComparator, let b = b as? any KeyPathIdentifiedComparator {
        return a.identifyingKeyPath == b.identifyingKeyPath
      }
      var a = a
      var b = b
      a.order = .forward
      b.order = .forward
      return a == b
    }
    func comparator(_ index: Int) -> Sort? { comparators.indices.contains(index) ? comparators[index] : nil }
    return TableSortState(
      leadingOrder: { index in
        guard let column = comparator(index), let first = binding.wrappedValue.first, same(first, column)
        else {
          return nil
        }
        return first.order
      },
      toggle: { index in
        guard let column = comparator(index) else { return }
        var order = binding.wrappedValue
        if let first = order.first, same(first, column) {
          order[0].order = first.order == .forward ? .reverse : .forward
        } else {
          order.removeAll { same($0, column) }
          order.insert(column, at: 0)
        }
        binding.wrappedValue = order
      },
      sorts: { index in comparator(index) != nil })
  }
}
