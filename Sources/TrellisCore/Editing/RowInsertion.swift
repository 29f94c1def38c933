/// A `ForEach`'s `dropDestination(for:action:)`: which dragged items it takes, and how it
/// inserts them at an offset.
@MainActor
struct RowInsertion {
  /// Whether the dragged item can become the action's type.
  let accepts: (any Transferable) -> Bool
  /// Inserts the item at an offset, converting it first (a moment later, when that takes
  /// asynchronous work).
  let insert: (any Transferable, Int) -> Void

  init<T: Transferable>(_ action: @escaping ([T], Int) -> Void) {
    accepts = { TransferConversion.canConvert($0, to: T.self) }
    insert = { item, offset in
      TransferDelivery.deliver([item], as: T.self) { values in
        if !values.isEmpty { action(values, offset) }
      }
    }
  }
}
