/// Whether a row of a `ForEach` with `onDelete` may not be deleted (`.deleteDisabled`).
struct DeleteDisabledKey: LayoutValueKey {
  static let defaultValue = false
}

/// Whether a row of a `ForEach` with `onMove` may not be dragged (`.moveDisabled`).
struct MoveDisabledKey: LayoutValueKey {
  static let defaultValue = false
}

/// Disables an edit of a row: a row is disabled when any of its modifiers says so, so that a
/// `false` around a row (such as one written on its `ForEach`) does not undo the row's own `true`,
/// as `.disabled` works.
struct RowEditingDisabledModifier<K: LayoutValueKey>: PrimitiveModifier where K.Value == Bool {
  typealias NodeType = RowEditingDisabledNode<K>
  let isDisabled: Bool
}

final class RowEditingDisabledNode<K: LayoutValueKey>: PassThroughNode<RowEditingDisabledModifier<K>>
where K.Value == Bool {
  override func layoutValue(_ key: ObjectIdentifier) -> Any? {
    guard key == ObjectIdentifier(K.self) else { return super.layoutValue(key) }
    return modifier.isDisabled || (super.layoutValue(key) as? Bool ?? false)
  }
}

extension View {
  /// Keeps this row of a `List` from being deleted: the `onDelete` action of its `ForEach` is
  /// not handed its offset, even when it is selected with rows that are deleted. On a `ForEach`
  /// it applies to every row; `false` does not undo a `true` written closer to the row.
  ///
  /// ```swift
  /// ForEach(folders) { folder in
  ///     Text(folder.name).deleteDisabled(folder.isInbox)
  /// }
  /// .onDelete { folders.remove(atOffsets: $0) }
  /// ```
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    modifier(RowEditingDisabledModifier<DeleteDisabledKey>(isDisabled: isDisabled))
  }

  /// Keeps this row of a `List` from being reordered: it cannot be dragged, and it stays behind
  /// when selected rows around it are dragged. Other rows can still be dropped before or after it.
  /// As with `deleteDisabled(_:)`, `false` does not undo a `true` written closer to the row.
  ///
  /// ```swift
  /// ForEach(tasks) { task in
  ///     Text(task.title).moveDisabled(task.isPinned)
  /// }
  /// .onMove { tasks.move(fromOffsets: $0, toOffset: $1) }
  /// ```
  public func moveDisabled(_ isDisabled: Bool) -> some View {
    modifier(RowEditingDisabledModifier<MoveDisabledKey>(isDisabled: isDisabled))
  }
}

extension LayoutNode {
  /// Whether this row says it may not be deleted.
  var isDeleteDisabled: Bool { layoutValue(ObjectIdentifier(DeleteDisabledKey.self)) as? Bool ?? false }

  /// Whether this row says it may not be dragged to reorder it.
  var isMoveDisabled: Bool { layoutValue(ObjectIdentifier(MoveDisabledKey.self)) as? Bool ?? false }
}
