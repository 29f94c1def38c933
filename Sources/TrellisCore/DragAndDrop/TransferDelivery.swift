/// Hands dropped or pasted values to an action as the type it takes.
@MainActor
enum TransferDelivery {
  /// Calls `body` with `items` as `T`s: at once when each already is one; otherwise from a
  /// main-actor task once they are converted (conversions may be asynchronous), leaving out
  /// those that do not convert.
  static func deliver<T: Transferable>(
    _ items: [any Transferable], as type: T.Type, to body: @escaping ([T]) -> Void
  ) {
    let direct = items.compactMap { $0 as? T }
    if direct.count == items.count { return body(direct) }
    Task { @MainActor in
      var converted: [T] = []
      for item in items {
        if let value = try? await TransferConversion.convert(item, to: T.self) { converted.append(value) }
      }
      body(converted)
    }
  }
}
