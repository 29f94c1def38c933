/// What Copy and Cut of a `.copyable` or `.cuttable` view put on the clipboard: the values
/// themselves, for Paste inside the app, and their text, for other apps through the system
/// clipboard.
@MainActor
enum TransferClipboard {
  /// The values last copied, and the text written for them (nil until their text is known).
  private static var copied: (items: [any Transferable], text: String?)?
  /// Counts copies, so that a slow conversion never writes the text of an older one.
  private static var generation = 0

  /// Copies `items`: the values for this app, their text to `clipboard` a moment later (turning
  /// a value into text may be asynchronous).
  static func copy(_ items: [any Transferable], to clipboard: any Clipboard) {
    copied = (items, nil)
    generation += 1
    let copy = generation
    Task { @MainActor in
      var texts: [String] = []
      for item in items {
        if let text = try? await TransferConversion.convert(item, to: String.self) { texts.append(text) }
      }
      guard copy == generation else { return }
      let text = texts.joined(separator: "\n")
      copied?.text = text
      clipboard.writeText(text, selection: .clipboard)
    }
  }

  /// The values on the clipboard as `T`s: those copied in this app while the system clipboard
  /// still holds their text; otherwise the system clipboard's text, converted. Calls `done`
  /// with them, a moment later when a conversion is asynchronous.
  static func paste<T: Transferable>(
    _ type: T.Type, from clipboard: any Clipboard, done: @escaping ([T]) -> Void
  ) {
    let text = clipboard.readText(.clipboard)
    let items: [any Transferable]
    if let copied, copied.text == nil || copied.text == text {
      items = copied.items
    } else if let text {
      items = [text]
    } else {
      return done([])
    }
    TransferDelivery.deliver(items, as: T.self, to: done)
  }

  /// Forgets values copied in this app (for tests that start from an empty clipboard).
  static func reset() { copied = nil }
}
