/// What Copy and Cut of a `.copyable` or `.cuttable` view put on the clipboard: the values
/// themselves, for Paste inside the app, and their text, for other apps through the system
/// clipboard.
@MainActor
enum TransferClipboard {
  /// What was last copied to one clipboard: the values, and the text written for them (nil
  /// until their text is known), with a count of copies, so that a slow conversion never
  /// writes the text of an older one.
  private struct Copied {
    var items: [any Transferable]
    var text: String?
    var generation: Int
    /// The clipboard, to tell it from a new one made where a freed one was.
    weak var owner: AnyObject?
  }

  /// By clipboard: each graph's clipboard (a window's is the system's) keeps its own.
  private static var copied: [ObjectIdentifier: Copied] = [:]

  /// Copies `items`: the values for this app, their text to `clipboard` a moment later (turning
  /// a value into text may be asynchronous).
  static func copy(_ items: [any Transferable], to clipboard: any Clipboard) {
    let key = ObjectIdentifier(clipboard)
    let generation = (copied[key]?.generation ?? 0) + 1
    copied = copied.filter { $0.value.owner != nil }
    copied[key] = Copied(items: items, text: nil, generation: generation, owner: clipboard)
    Task { @MainActor in
      var texts: [String] = []
      for item in items {
        if let text = try? await TransferConversion.convert(item, to: String.self) { texts.append(text) }
      }
      guard copied[key]?.generation == generation else { return }
      let text = texts.joined(separator: "\n")
      copied[key]?.text = text
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
    if let copied = copied[ObjectIdentifier(clipboard)], copied.owner === clipboard,
      copied.text == nil || copied.text == text
    {
      items = copied.items
    } else if let text {
      items = [text]
    } else {
      return done([])
    }
    TransferDelivery.deliver(items, as: T.self, to: done)
  }

  /// Forgets values copied in this app (for tests that start from an empty clipboard).
  static func reset() { copied = [:] }
}
