/// The system selection text is copied to and pasted from.
public enum ClipboardSelection: Hashable, Sendable {
  /// The clipboard: Copy, Cut and Paste (Ctrl+C, Ctrl+X, Ctrl+V).
  case clipboard
  /// The primary selection: whatever text was last selected, pasted with the middle button.
  case primary
}

/// Where text fields copy to and paste from. A windowing host provides the system's (X11
/// selections); every graph starts with an `InMemoryClipboard`.
@MainActor
public protocol Clipboard: AnyObject {
  /// The text held in `selection`, or nil when it holds none.
  func readText(_ selection: ClipboardSelection) -> String?
  /// Puts `text` into `selection`.
  func writeText(_ text: String, selection: ClipboardSelection)
}

/// A clipboard that keeps its text in memory, for tests and hosts without a system clipboard.
@MainActor
public final class InMemoryClipboard: Clipboard {
  private var texts: [ClipboardSelection: String] = [:]

  /// An empty clipboard.
  public nonisolated init() {}

  /// The text held in `selection`.
  public func readText(_ selection: ClipboardSelection) -> String? { texts[selection] }

  /// Puts `text` into `selection`.
  public func writeText(_ text: String, selection: ClipboardSelection) { texts[selection] = text }
}
