#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Opens a URL: what `Link` does when clicked, read from the environment as `openURL`.
///
/// The default action hands the URL to the desktop (`xdg-open`). Set your own to handle some
/// URLs in the app:
///
/// ```swift
/// ContentView()
///     .environment(\.openURL, OpenURLAction { url in
///         guard url.scheme == "myapp" else { return .systemAction }
///         router.open(url)
///         return .handled
///     })
/// ```
public struct OpenURLAction: @unchecked Sendable {
  // Unchecked: the handler only ever runs on the main actor, where `callAsFunction` is isolated.

  /// What a handler did with a URL.
  public struct Result: Sendable {
    enum Kind: Sendable {
      case handled, discarded
      case systemAction(URL?)
    }

    let kind: Kind

    /// The handler opened the URL.
    public static let handled = Result(kind: .handled)
    /// The handler chose not to open the URL.
    public static let discarded = Result(kind: .discarded)
    /// The system should open the URL.
    public static let systemAction = Result(kind: .systemAction(nil))

    /// The system should open `url` instead.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
  }

  let handler: @MainActor (URL) -> Result

  /// An action that calls `handler` with each URL and acts on its result.
  public init(handler: @escaping @MainActor (URL) -> Result) {
    self.handler = handler
  }

  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) {
    callAsFunction(url) { _ in }
  }

  /// Opens `url`, then tells `completion` whether it was opened (or handed on to be).
  @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    switch handler(url).kind {
    case .handled: completion(true)
    case .discarded: completion(false)
    case .systemAction(let other): completion(SystemURLOpener.open(other ?? url))
    }
  }

  /// Hands every URL to the desktop.
  static let system = OpenURLAction { _ in .systemAction }
}

/// Hands URLs to the desktop's opener without waiting for it.
enum SystemURLOpener {
  /// Starts `program` with the URL and returns whether it started. A thread reaps the child, so
  /// the UI never waits on a browser starting up, and a failure is logged rather than fatal.
  @discardableResult
  static func open(_ url: URL, program: String = "xdg-open") -> Bool {
    let target = url.absoluteString
    let arguments = [program, target]
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let status = posix_spawnp(&pid, program, nil, nil, argv, environ)
    guard status == 0 else {
      ViewGraph.warnOnce(
        "could not open \(target): \(program) did not start (\(String(cString: strerror(status))))")
      return false
    }
    let child = pid
    Thread.detachNewThread {
      var result: Int32 = 0
      while waitpid(child, &result, 0) == -1 && errno == EINTR {}
      // Exited normally with a status in bits 8–15; anything else in the low bits is a signal.
      let exited = result & 0x7f == 0
      let code = (result >> 8) & 0xff
      if !exited || code != 0 {
        ViewGraph.warnOnce("\(program) could not open \(target) (\(exited ? "status \(code)" : "killed"))")
      }
    }
    return true
  }
}

struct OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction.system
}

extension EnvironmentValues {
  /// Opens URLs for links and for views that call it; by default, through the desktop.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
