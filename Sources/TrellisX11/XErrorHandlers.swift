import CX11
import Glibc

// Xlib calls its error handlers on whichever thread made the failing call; Trellis only calls Xlib
// from the main thread, so this state is only ever touched there.
nonisolated(unsafe) private var trapDepth = 0
nonisolated(unsafe) private var trappedErrorCode: UInt8?

/// Installs the process-wide Xlib error handlers once: protocol errors are logged (they are
/// usually harmless races, such as a window the window manager already destroyed), and losing the
/// connection ends the process with a clear message instead of Xlib's default `exit` from deep
/// inside whatever call noticed it.
func installXErrorHandlers() {
  _ = handlersInstalled
}

private let handlersInstalled: Void = {
  XSetErrorHandler { display, event in
    guard let display, let event = event?.pointee else { return 0 }
    if trapDepth > 0 {
      trappedErrorCode = trappedErrorCode ?? event.error_code
      return 0
    }
    var text = [CChar](repeating: 0, count: 256)
    XGetErrorText(display, Int32(event.error_code), &text, Int32(text.count))
    let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let resource = String(event.resourceid, radix: 16)
    writeToStandardError(
      "Trellis: X error: \(message) (request \(event.request_code).\(event.minor_code), "
        + "resource 0x\(resource))\n")
    return 0
  }
  XSetIOErrorHandler { _ in
    // _exit, not exit: atexit handlers and deinits would only run into the dead connection.
    writeToStandardError("Trellis: lost the connection to the X server\n")
    _exit(1)
  }
}()

/// Runs `body` and reports the first X error it caused instead of logging it, for requests that
/// are allowed to fail (such as attaching shared memory to a remote server). Synchronises with
/// the server twice, so keep it off hot paths.
func trappingXErrors(_ display: OpaquePointer, _ body: () -> Void) -> UInt8? {
  XSync(display, 0)
  trapDepth += 1
  let outer = trappedErrorCode
  trappedErrorCode = nil
  body()
  XSync(display, 0)
  let caught = trappedErrorCode
  trappedErrorCode = outer
  trapDepth -= 1
  return caught
}

/// Writes straight to file descriptor 2: unbuffered, so the message is out before an `_exit`.
func writeToStandardError(_ message: String) {
  var message = message
  message.withUTF8 { bytes in
    var rest = UnsafeRawBufferPointer(bytes)
    while !rest.isEmpty {
      let written = write(2, rest.baseAddress, rest.count)
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      rest = UnsafeRawBufferPointer(rebasing: rest[written...])
    }
  }
}
