import Foundation

/// A view that makes its views from a collection, such as a `ForEach`: what ``onDelete(perform:)``
/// and ``onMove(perform:)`` apply to.
public protocol DynamicViewContent: View {
  /// The type of the collection the views come from.
  associatedtype Data: Collection

  /// The collection the views come from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
  /// Lets people delete these rows of a `List`: pressing Delete or Backspace while the list has
  /// focus calls `action` with the offsets (in `data`) of the selected rows among them.
  ///
  /// ```swift
  /// List(selection: $selection) {
  ///     ForEach(items) { Text($0.name) }
  ///         .onDelete { items.remove(atOffsets: $0) }
  /// }
  /// ```
  ///
  /// A nil action turns deleting off.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    EditableContent(content: self, actions: EditActions(onDelete: action))
  }

  /// Lets people reorder these rows of a `List` by dragging them: `action` gets the offsets (in
  /// `data`) of the rows dragged, the one pressed or, when it is selected, every selected one,
  /// and the offset they go before, as `move(fromOffsets:toOffset:)` takes them.
  ///
  /// ```swift
  /// List {
  ///     ForEach(items) { Text($0.name) }
  ///         .onMove { items.move(fromOffsets: $0, toOffset: $1) }
  /// }
  /// ```
  ///
  /// A nil action turns reordering off.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    EditableContent(content: self, actions: EditActions(onMove: action))
  }

  /// Lets people drop items of type `T` among these rows of a `List`: a line between the rows
  /// shows where they would go, and `action` gets them with the offset (in `data`) they go
  /// before.
  ///
  /// ```swift
  /// List {
  ///     ForEach(names, id: \.self) { Text($0) }
  ///         .dropDestination(for: String.self) { dropped, offset in
  ///             names.insert(contentsOf: dropped, at: offset)
  ///         }
  /// }
  /// ```
  ///
  /// A dragged value of another type arrives converted through a representation the two types
  /// share, a moment after the drop.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void
  ) -> some DynamicViewContent {
    EditableContent(content: self, actions: EditActions(onInsert: RowInsertion(action)))
  }
}
