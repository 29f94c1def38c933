import CX11
import Foundation
import Glibc
import Synchronization

/// Another X client that owns a selection and answers requests for it from its own thread, as a
/// text editor would, while the test (or the app under test) reads it. Texts longer than
/// `chunkSize` bytes are sent in pieces (INCR); a `mute` owner never answers.
final class ClipboardOwnerForTests: @unchecked Sendable {
  let text: String
  let selectionName: String
  private let display: OpaquePointer
  private let window: Window
  private let selection: Atom
  private let chunkSize: Int
  private let mute: Bool
  private let stopped = Mutex(false)
  private let finished = DispatchSemaphore(value: 0)
  private let answered = Mutex(0)
  // Touched only by the owner's thread once it runs.
  private var pending: (requestor: Window, property: Atom, offset: Int)?

  /// How many requests the owner answered.
  var answeredRequests: Int { answered.withLock { $0 } }

  /// Takes `selection` ("CLIPBOARD" or "PRIMARY") with `text` and starts answering.
  init(_ selection: String = "CLIPBOARD", text: String, chunkSize: Int = 1 << 20, mute: Bool = false) throws {
    guard let display = XOpenDisplay(nil) else { throw ClipboardOwnerError.noDisplay }
    self.display = display
    self.text = text
    self.selectionName = selection
    self.chunkSize = chunkSize
    self.mute = mute
    self.selection = XInternAtom(display, selection, 0)
    window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
    XSelectInput(display, window, PropertyChangeMask)
    XSetSelectionOwner(display, self.selection, window, Time(CurrentTime))
    guard XGetSelectionOwner(display, self.selection) == window else {
      XCloseDisplay(display)
      throw ClipboardOwnerError.notOwner
    }
    XSync(display, 0)
    let thread = Thread { [self] in run() }
    thread.start()
  }

  /// Stops answering, waits for the thread, and closes the connection (the selection is then
  /// ownerless).
  func stop() {
    let wasStopped = stopped.withLock { value in
      defer { value = true }
      return value
    }
    guard !wasStopped else { return }
    finished.wait()
    XCloseDisplay(display)
  }

  deinit { stop() }

  private func run() {
    defer { finished.signal() }
    let incr = XInternAtom(display, "INCR", 0)
    let targets = XInternAtom(display, "TARGETS", 0)
    let utf8 = XInternAtom(display, "UTF8_STRING", 0)
    let bytes = Array(text.utf8)
    while !stopped.withLock({ $0 }) {
      guard XPending(display) > 0 else {
        var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, 20)
        continue
      }
      var event = XEvent()
      XNextEvent(display, &event)
      if event.type == SelectionRequest, !mute {
        let request = event.xselectionrequest
        var property = request.property
        if request.target == targets {
          var offered = [CLong(bitPattern: targets), CLong(bitPattern: utf8)]
          offered.withUnsafeMutableBytes { raw in
            _ = XChangeProperty(
              display, request.requestor, property, Atom(XA_ATOM), 32, PropModeReplace,
              raw.baseAddress?.assumingMemoryBound(to: UInt8.self), 2)
          }
        } else if request.target == utf8 && bytes.count > chunkSize {
          XSelectInput(display, request.requestor, PropertyChangeMask)
          var size = [CLong(bytes.count)]
          size.withUnsafeMutableBytes { raw in
            _ = XChangeProperty(
              display, request.requestor, property, incr, 32, PropModeReplace,
              raw.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
          }
          pending = (request.requestor, property, 0)
        } else if request.target == utf8 {
          XChangeProperty(
            display, request.requestor, property, utf8, 8, PropModeReplace, bytes, Int32(bytes.count))
        } else {
          property = Atom(None)
        }
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.property = property
        reply.xselection.time = request.time
        XSendEvent(display, request.requestor, 0, NoEventMask, &reply)
        XFlush(display)
        answered.withLock { $0 += 1 }
      } else if event.type == PropertyNotify, let transfer = pending,
        event.xproperty.window == transfer.requestor, event.xproperty.atom == transfer.property,
        event.xproperty.state == PropertyDelete
      {
        let end = min(transfer.offset + chunkSize, bytes.count)
        let piece = Array(bytes[transfer.offset..<end])
        XChangeProperty(
          display, transfer.requestor, transfer.property, utf8, 8, PropModeReplace, piece, Int32(piece.count))
        XFlush(display)
        pending = piece.isEmpty ? nil : (transfer.requestor, transfer.property, end)
      }
    }
  }
}

enum ClipboardOwnerError: Error {
  case noDisplay
  case notOwner
}
