/// The `.onOpenURL` views of a window, which the URLs the app is asked to open go to.
@MainActor
final class OpenURLHandlers {
  private var handlers: [WeakHandler] = []

  private struct WeakHandler {
    weak var node: OpenURLNode?
  }

  func add(_ node: OpenURLNode) {
    handlers.append(WeakHandler(node: node))
  }

  /// Hands `url` to every live handler, in the order they were installed; false when there is
  /// none.
  func deliver(_ url: URL) -> Bool {
    handlers.removeAll { $0.node.map { !$0.isAlive } ?? true }
    let live = handlers.compactMap(\.node)
    for node in live { node.modifier.action(url) }
    return !live.isEmpty
  }
}

struct OpenURLModifier: PrimitiveModifier {
  typealias NodeType = OpenURLNode
  let action: (URL) -> Void
}

/// `.onOpenURL`: runs its action for each URL the app is asked to open while the view is in a
/// window.
final class OpenURLNode: PassThroughNode<OpenURLModifier> {
  override func didInstall() { graph.openURLHandlers.add(self) }

  // Only the action changed: nothing to measure again.
  override func modifierDidChange(from old: OpenURLModifier) {}
}

extension ViewGraph {
  /// Hands a URL the app was asked to open (a command-line argument, as a desktop entry's `%u`
  /// passes it) to the window's `.onOpenURL` views; false when none is there to take it.
  @discardableResult package func handleOpenURL(_ url: URL) -> Bool {
    openURLHandlers.deliver(url)
  }
}

extension View {
  /// Runs `action` with each URL the app is asked to open while this view is in a window: on
  /// Linux, a URL or a file given on the app's command line, which is how a desktop entry with
  /// `MimeType=x-scheme-handler/myapp;` and `Exec=myapp %u` hands over the URLs of its scheme.
  /// Files arrive as `file://` URLs.
  ///
  /// ```swift
  /// ContentView()
  ///     .onOpenURL { url in model.show(url) }
  /// ```
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    modifier(OpenURLModifier(action: action))
  }
}

/// The URLs in a command line: arguments with a scheme (`myapp://item/3`, `mailto:a@b.org`), and
/// arguments naming files that exist, as `file://` URLs.
package enum LaunchURLs {
  package static func urls(in arguments: some Sequence<String>) -> [URL] {
    arguments.compactMap { argument in
      if argument.hasPrefix("-") { return nil }
      if hasScheme(argument), let url = URL(string: argument) { return url }
      guard FileManager.default.fileExists(atPath: argument) else { return nil }
      return URL(fileURLWithPath: argument).standardizedFileURL
    }
  }

  /// Whether `argument` starts with a URL scheme: a letter, then letters, digits, `+`, `-` or
  /// `.`, then a colon. One letter is not enough, so that `C:` style paths are not taken.
  private static func hasScheme(_ argument: String) -> Bool {
    guard let colon = argument.firstIndex(of: ":") else { return false }
    let scheme = argument[..<colon]
    guard scheme.count >= 2, let first = scheme.first, first.isASCII, first.isLetter else { return false }
    return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
  }
}
