import CX11
public import Foundation
import Glibc
import TrellisCore

/// A connection to an X server: the root of everything else in TrellisX11.
///
/// Open one per process, create ``X11Window``s on it and drive it with an ``X11EventLoop``.
/// Protocol errors are logged to standard error and otherwise ignored; if the server goes away the
/// process prints "Trellis: lost the connection to the X server" and exits with status 1.
///
/// The display and its open windows keep each other alive: ``close()`` it when done (closing
/// every window also works). Opening it unblocks SIGTERM, SIGINT and SIGHUP on the calling
/// thread, since a parent may have started the app with them blocked.
@MainActor
public final class X11Display {
  /// The display name that was opened, such as `:0`.
  public let name: String
  /// Device pixels per point: `Xft.dpi` from the X resources divided by 96, or the
  /// `TRELLIS_SCALE` environment variable when set; 1 when neither says otherwise.
  public let scale: CGFloat
  /// The connection's file descriptor, readable when the server has sent something.
  public let fileDescriptor: Int32
  /// Whether back buffers use MIT shared memory. False when the extension is missing, when the
  /// server cannot attach our segments (a remote display), when `TRELLIS_NO_SHM` is set, or when
  /// the display was opened with `useSharedMemory: false`.
  public internal(set) var supportsSharedMemory: Bool
  /// The windows created on this display and not yet closed.
  public var windows: [X11Window] { Array(windowsByID.values) }

  let pointer: OpaquePointer
  let screen: Int32
  let root: Window
  let visual: UnsafeMutablePointer<Visual>
  let atoms: X11Atoms
  /// The type number of MIT-SHM's completion event, valid when shared memory is supported.
  let shmCompletionType: Int32
  var windowsByID: [Window: X11Window] = [:]
  /// The selections' owner and reader, made on first use of ``clipboard``.
  var clipboardStorage: X11Clipboard?
  /// The server time of the latest input event, which selection requests must carry (ICCCM);
  /// 0 (CurrentTime) before any.
  var lastEventTime: Time = 0
  /// Cursors made from the cursor font, by glyph, kept for the connection's lifetime.
  var fontCursors: [UInt32: Cursor] = [:]
  private(set) var isClosed = false
  /// The input method once ``inputMethod`` has tried to open it.
  private var openedInputMethod: XIM?
  private var hasTriedInputMethod = false
  private var hasPreparedXlibLocale = false

  /// Connects to the X server named `name`, or to `DISPLAY` when `name` is nil.
  ///
  /// - Throws: ``X11Error`` with a one-line message when there is no display to connect to.
  public init(name: String? = nil, useSharedMemory: Bool = true) throws(X11Error) {
    let environment = ProcessEnvironment.all
    guard let resolvedName = name ?? environment["DISPLAY"], !resolvedName.isEmpty else {
      throw .noDisplayName
    }
    installXErrorHandlers()
    X11Display.acceptTerminationSignals()
    X11Display.adoptUserLocale()
    guard let pointer = XOpenDisplay(resolvedName) else { throw .cannotOpenDisplay(resolvedName) }
    let screen = XDefaultScreen(pointer)
    var info = XVisualInfo()
    guard XMatchVisualInfo(pointer, screen, 24, TrueColor, &info) != 0,
      info.red_mask == 0xff0000, info.green_mask == 0xff00, info.blue_mask == 0xff,
      let visual = info.visual
    else {
      XCloseDisplay(pointer)
      throw .noTrueColorVisual
    }
    self.pointer = pointer
    self.name = resolvedName
    self.screen = screen
    self.visual = visual
    root = XRootWindow(pointer, screen)
    fileDescriptor = XConnectionNumber(pointer)
    atoms = X11Atoms(display: pointer)
    scale = X11Display.scale(
      override: environment["TRELLIS_SCALE"],
      resources: XResourceManagerString(pointer).map { String(cString: $0) })
    let shmWanted = useSharedMemory && environment["TRELLIS_NO_SHM"] == nil
    supportsSharedMemory = shmWanted && XShmQueryExtension(pointer) != 0
    shmCompletionType = supportsSharedMemory ? XShmGetEventBase(pointer) + ShmCompletion : -1
    // Without this X sends a release before every repeated press, which reads as the key going up.
    XkbSetDetectableAutoRepeat(pointer, 1, nil)
  }

  isolated deinit {
    close()
  }

  /// The size of the default screen in points, for placing windows on it.
  public var screenSize: CGSize {
    guard !isClosed else { return .zero }
    return CGSize(
      width: CGFloat(XDisplayWidth(pointer, screen)) / scale,
      height: CGFloat(XDisplayHeight(pointer, screen)) / scale)
  }

  /// Closes every window and the connection. Nothing else may be used afterwards.
  public func close() {
    guard !isClosed else { return }
    for window in windowsByID.values { window.close() }
    clipboardStorage?.close()
    clipboardStorage = nil
    if let openedInputMethod { XCloseIM(openedInputMethod) }
    XCloseDisplay(pointer)
    isClosed = true
  }

  /// The input method, opened by the first key press that reaches one of our windows (see
  /// ``X11Window/makeInputContextForFirstKey()``) rather than at start-up: opening it loads
  /// Xlib's compose table, about 0.3 MB that an app nobody types into never needs.
  var inputMethod: XIM? {
    if !hasTriedInputMethod {
      hasTriedInputMethod = true
      openedInputMethod = openInputMethod()
    }
    return openedInputMethod
  }

  /// The open window with this X id, if it belongs to this display.
  public func window(id: UInt) -> X11Window? {
    windowsByID[Window(id)]
  }

  /// Sends buffered requests to the server without waiting.
  public func flush() {
    XFlush(pointer)
  }

  /// Sends buffered requests and waits until the server has handled them.
  public func sync() {
    XSync(pointer, 0)
  }

  /// The UI scale from `TRELLIS_SCALE` or else from the resource string's `Xft.dpi`, clamped to a
  /// sane range so a typo cannot make windows vanish or fill a wall.
  static func scale(override: String?, resources: String?) -> CGFloat {
    if let override, let value = Double(override.trimmingCharacters(in: .whitespaces)), value > 0 {
      return CGFloat(min(max(value, 0.5), 8))
    }
    guard let resources, let dpi = dpi(fromResources: resources), dpi > 0 else { return 1 }
    return CGFloat(min(max(dpi / 96, 0.5), 8))
  }

  /// `Xft.dpi` from an X resource string (what `xrdb -query` prints), parsed by Xlib's resource
  /// manager so the usual wildcard and comment rules apply.
  static func dpi(fromResources resources: String) -> Double? {
    XrmInitialize()
    guard let database = XrmGetStringDatabase(resources) else { return nil }
    defer { XrmDestroyDatabase(database) }
    var type: UnsafeMutablePointer<CChar>?
    var value = XrmValue()
    guard XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) != 0,
      let address = value.addr
    else { return nil }
    return Double(String(cString: address).trimmingCharacters(in: .whitespaces))
  }

  /// A desktop app must end when the session or a launcher asks (SIGTERM at logout, Ctrl-C in a
  /// terminal), but a process inherits its parent's blocked signals, and parents such as
  /// libdispatch worker threads (a test starting the app) block them all.
  private static func acceptTerminationSignals() {
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&signals, signal) }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// Input methods and `Xutf8LookupString` work in the C library's character locale, which a
  /// Swift process leaves at "C"; adopt the user's. Only `LC_CTYPE` changes, so number
  /// formatting is untouched. Adopted at start-up, before Pango picks its default language from it.
  private static func adoptUserLocale() {
    if setlocale(LC_CTYPE, "") == nil {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
  }

  /// Readies Xlib's own locale support for the calls that need it (input methods, compound
  /// text), falling back to C.UTF-8 when Xlib does not support the user's locale.
  ///
  /// Done on first need rather than at start-up: asking Xlib about the locale loads its locale
  /// database and converters, about 0.2 MB of its code and data that an app whose title is
  /// Latin-1 and that nobody types into never uses.
  func prepareXlibLocale() {
    guard !hasPreparedXlibLocale else { return }
    hasPreparedXlibLocale = true
    if XSupportsLocale() == 0 {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
    XSetLocaleModifiers("")
  }

  /// The user's input method (`XMODIFIERS`), or Xlib's built-in one which still does compose
  /// sequences; nil if neither offers the plain input style, and keys then go through
  /// `XLookupString`.
  private func openInputMethod() -> XIM? {
    prepareXlibLocale()
    let display = pointer
    var method = XOpenIM(display, nil, nil, nil)
    if method == nil {
      XSetLocaleModifiers("@im=none")
      method = XOpenIM(display, nil, nil, nil)
    }
    guard let method else { return nil }
    guard trellis_im_supports_plain_style(method) != 0 else {
      XCloseIM(method)
      return nil
    }
    return method
  }
}
