import CX11
public import Foundation
import Glibc
import TrellisCore

/// A top-level window with a back buffer to draw into.
///
/// Sizes passed in and reported are in points; the window and its back buffer are
/// `points × scale` device pixels (``pixelSize``). Draw a frame into ``surface`` (a cairo image
/// surface in pixels: apply `cairo_scale(cr, scale, scale)` to draw in points), then
/// ``present(_:)`` the rectangles that changed. The window stays open, and its display keeps it
/// alive, until ``close()``.
@MainActor
public final class X11Window {
  /// The X window id: the same number `xwininfo` and `xdotool` show.
  public let id: UInt
  /// The display the window lives on; it keeps the window too, until ``close()``.
  public let display: X11Display
  /// The size in points.
  public var size: CGSize {
    CGSize(width: CGFloat(pixelSize.width) / scale, height: CGFloat(pixelSize.height) / scale)
  }
  /// The size in device pixels, updated before a ``X11Event/resized(_:)`` is delivered.
  public internal(set) var pixelSize: PixelSize
  /// Device pixels per point (the display's scale).
  public let scale: CGFloat
  /// The title shown by the window manager, in UTF-8.
  public var title: String {
    didSet { if !isClosed { applyTitle() } }
  }
  /// Whether ``close()`` has been called.
  public private(set) var isClosed = false

  let window: Window
  /// The input context, made on the window's first key press; nil before, or without an input
  /// method.
  private(set) var inputContext: XIC?
  private var hasTriedInputContext = false
  /// Keys down, so a press of a key already down is known to be an auto-repeat.
  var keysDown: Set<UInt32> = []
  private let gc: GC
  private let colormap: Colormap
  private var backBuffer: X11BackBuffer?
  /// Where the app asked the window to be, in pixels, told to the window manager with the size
  /// limits (they share the size hints).
  private var requestedOrigin: (x: Int32, y: Int32)?
  private var sizeLimits: (min: CGSize?, max: CGSize?) = (nil, nil)

  /// Creates a window of `size` points titled `title`, not yet shown.
  ///
  /// - Parameter appName: Names the window's class (`WM_CLASS`) so window managers can group it
  ///   and find its desktop file: the instance is the lowercased name, the class the name itself.
  public init(display: X11Display, title: String, size: CGSize, appName: String? = nil) {
    self.display = display
    self.title = title
    scale = display.scale
    pixelSize = PixelSize(points: size, scale: display.scale)
    let dpy = display.pointer
    colormap = XCreateColormap(dpy, display.root, display.visual, AllocNone)
    var attributes = XSetWindowAttributes()
    attributes.colormap = colormap
    attributes.border_pixel = 0
    // No background: the server would clear exposed areas to it before we present, which flickers.
    attributes.background_pixmap = Pixmap(None)
    // Keep the old pixels in place while resizing rather than clearing them.
    attributes.bit_gravity = NorthWestGravity
    attributes.event_mask = X11Window.eventMask
    let mask = UInt(CWColormap | CWBorderPixel | CWBackPixmap | CWBitGravity | CWEventMask)
    window = XCreateWindow(
      dpy, display.root, 0, 0, UInt32(pixelSize.width), UInt32(pixelSize.height), 0, 24,
      UInt32(InputOutput), display.visual, mask, &attributes)
    id = UInt(window)
    gc = XCreateGC(dpy, window, 0, nil)
    XSetGraphicsExposures(dpy, gc, 0)
    setIdentity(appName: appName ?? ProcessEnvironment.processName)
    applyTitle()
    display.windowsByID[window] = self
  }

  /// Asks the window manager to show the window. Set the title and size limits first: window
  /// managers read them when placing it.
  public func show() {
    guard !isClosed else { return }
    XMapWindow(display.pointer, window)
    XFlush(display.pointer)
  }

  /// Asks for the window's top-left corner to be at `origin`, in points from the screen's
  /// top-left corner. Before ``show()`` it is where the window opens; window managers that place
  /// windows themselves may not follow it.
  public func move(to origin: CGPoint) {
    guard !isClosed, origin.x.isFinite, origin.y.isFinite else { return }
    let x = Int32(clamping: Int((origin.x * scale).rounded()))
    let y = Int32(clamping: Int((origin.y * scale).rounded()))
    requestedOrigin = (x, y)
    XMoveWindow(display.pointer, window, x, y)
    setSizeLimits(min: sizeLimits.min, max: sizeLimits.max)
  }

  /// Brings the window to the front of the others (showing it if it was not).
  public func raise() {
    guard !isClosed else { return }
    XMapRaised(display.pointer, window)
    XFlush(display.pointer)
  }

  /// Asks the window manager to keep the size within `min` and `max` points (nil: no limit).
  public func setSizeLimits(min: CGSize?, max: CGSize?) {
    guard !isClosed, let hints = XAllocSizeHints() else { return }
    defer { XFree(hints) }
    sizeLimits = (min, max)
    if let requestedOrigin {
      // Program-specified position: window managers that honour hints place the window there.
      hints.pointee.flags |= PPosition | USPosition
      hints.pointee.x = requestedOrigin.x
      hints.pointee.y = requestedOrigin.y
    }
    if let min {
      let pixels = PixelSize(points: min, scale: scale)
      hints.pointee.flags |= PMinSize
      hints.pointee.min_width = Int32(pixels.width)
      hints.pointee.min_height = Int32(pixels.height)
    }
    if let max {
      let pixels = PixelSize(points: max, scale: scale)
      hints.pointee.flags |= PMaxSize
      hints.pointee.max_width = Int32(pixels.width)
      hints.pointee.max_height = Int32(pixels.height)
    }
    XSetWMNormalHints(display.pointer, window, hints)
  }

  /// Asks for a new size in points; a ``X11Event/resized(_:)`` follows once the server (and window
  /// manager) agree.
  public func resize(to size: CGSize) {
    guard !isClosed else { return }
    let pixels = PixelSize(points: size, scale: scale)
    XResizeWindow(display.pointer, window, UInt32(pixels.width), UInt32(pixels.height))
  }

  /// The back buffer, a cairo image surface (`cairo_surface_t *`, RGB24) of ``pixelSize``.
  ///
  /// Getting it waits until the server has read the previous frame, so get it again for each frame
  /// rather than keeping it: it is replaced, blank, after a resize, and the old one stops drawing.
  /// Nil only when the window is closed or the memory could not be allocated.
  public var surface: OpaquePointer? {
    guard !isClosed else { return nil }
    if let backBuffer, backBuffer.size != pixelSize {
      backBuffer.destroy()
      self.backBuffer = nil
    }
    if backBuffer == nil {
      backBuffer = X11BackBuffer(display: display, size: pixelSize)
    }
    backBuffer?.waitUntilWritable()
    return backBuffer?.surface
  }

  /// Whether the back buffer is in shared memory with the server (MIT-SHM), as opposed to being
  /// sent through the socket at each present.
  public var usesSharedMemory: Bool {
    guard !isClosed else { return false }
    return backBuffer?.usesSharedMemory ?? display.supportsSharedMemory
  }

  /// Copies these pixel rectangles of the back buffer to the screen and flushes; rectangles outside
  /// the window are clipped. Does nothing if the back buffer was never drawn at this size.
  public func present(_ rects: [PixelRect]) {
    guard !isClosed, let backBuffer, backBuffer.size == pixelSize else { return }
    backBuffer.present(rects, to: window, gc: gc)
  }

  /// Copies the whole back buffer to the screen.
  public func present() {
    present([PixelRect(size: pixelSize)])
  }

  /// Destroys the window and frees its back buffer. The object stays valid but inert.
  public func close() {
    release(destroyingWindow: true)
  }

  /// Makes the window's input context (opening the display's input method if need be) and returns
  /// it, focused, on the first key press; nil on any later call, or when there is no input method.
  func makeInputContextForFirstKey() -> XIC? {
    guard !hasTriedInputContext, !isClosed else { return nil }
    hasTriedInputContext = true
    guard let method = display.inputMethod, let context = trellis_create_ic(method, window) else {
      return nil
    }
    inputContext = context
    let extra = trellis_ic_filter_events(context)
    if extra != 0 { XSelectInput(display.pointer, window, X11Window.eventMask | extra) }
    // The key went to this window, so it has the keyboard focus.
    XSetICFocus(context)
    return context
  }

  /// Another client destroyed the window (`xkill -id`, `xdotool windowclose`): free what is left.
  func wasDestroyed() {
    release(destroyingWindow: false)
  }

  private func release(destroyingWindow: Bool) {
    guard !isClosed else { return }
    isClosed = true
    backBuffer?.destroy()
    backBuffer = nil
    let dpy = display.pointer
    if let inputContext { XDestroyIC(inputContext) }
    XFreeGC(dpy, gc)
    if destroyingWindow { XDestroyWindow(dpy, window) }
    XFreeColormap(dpy, colormap)
    XFlush(dpy)
    display.windowsByID[window] = nil
  }

  /// Called by the event translation when a shared-memory present has been read by the server.
  func presentCompleted() {
    backBuffer?.completionArrived()
  }

  private static let eventMask =
    ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask
    | EnterWindowMask | LeaveWindowMask | KeyPressMask | KeyReleaseMask | FocusChangeMask

  /// WM_CLASS, the close protocol, and the PID with its host so window managers can kill a hung
  /// app (EWMH requires WM_CLIENT_MACHINE next to _NET_WM_PID).
  private func setIdentity(appName: String) {
    let dpy = display.pointer
    let atoms = display.atoms
    let instance = strdup(appName.lowercased())
    let className = strdup(appName)
    defer {
      free(instance)
      free(className)
    }
    var classHint = XClassHint(res_name: instance, res_class: className)
    XSetClassHint(dpy, window, &classHint)
    var protocols = [atoms.wmDeleteWindow, atoms.netWMPing]
    XSetWMProtocols(dpy, window, &protocols, Int32(protocols.count))
    var pid = Int(getpid())
    withUnsafeBytes(of: &pid) { bytes in
      // Format-32 properties are passed as C longs whatever their width.
      _ = XChangeProperty(
        dpy, window, atoms.netWMPID, Atom(XA_CARDINAL), 32, PropModeReplace,
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
    }
    var host = [CChar](repeating: 0, count: 256)
    if gethostname(&host, host.count - 1) == 0 {
      let length = Int32(strlen(host))
      host.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: UInt8.self, capacity: buffer.count) {
          _ = XChangeProperty(
            dpy, window, Atom(XA_WM_CLIENT_MACHINE), Atom(XA_STRING), 8, PropModeReplace, $0, length)
        }
      }
    }
  }

  /// _NET_WM_NAME is what modern window managers show; WM_NAME (converted to what ICCCM allows)
  /// is for the rest.
  private func applyTitle() {
    let dpy = display.pointer
    let bytes = Array(title.utf8)
    for atom in [display.atoms.netWMName, display.atoms.netWMIconName] {
      _ = XChangeProperty(
        dpy, window, atom, display.atoms.utf8String, 8, PropModeReplace, bytes, Int32(bytes.count))
    }
    if let latin1 = Self.latin1String(title) {
      for atom in [XA_WM_NAME, XA_WM_ICON_NAME] {
        _ = XChangeProperty(
          dpy, window, Atom(atom), Atom(XA_STRING), 8, PropModeReplace, latin1, Int32(latin1.count))
      }
    } else {
      display.prepareXlibLocale()
      var property = XTextProperty()
      var text: UnsafeMutablePointer<CChar>? = strdup(title)
      defer { free(text) }
      if Xutf8TextListToTextProperty(dpy, &text, 1, XStdICCTextStyle, &property) >= Success {
        XSetWMName(dpy, window, &property)
        XSetWMIconName(dpy, window, &property)
        XFree(property.value)
      }
    }
    XFlush(dpy)
  }

  /// `title` as an ICCCM STRING (Latin-1 graphic characters, tab and newline), or nil if it
  /// needs compound text.
  ///
  /// Written here because Xlib's converter loads its locale database and converters on first
  /// use, about 0.2 MB of its code and data, for a title that is almost always plain Latin-1.
  static func latin1String(_ title: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(title.utf8.count)
    for scalar in title.unicodeScalars {
      let value = scalar.value
      guard value == 0x09 || value == 0x0A || (0x20...0x7E).contains(value) || (0xA0...0xFF).contains(value)
      else { return nil }
      bytes.append(UInt8(value))
    }
    return bytes
  }
}
