import CX11
import Foundation
import Glibc

/// Answering other clients' requests for a selection we own (ICCCM section 2.2).
extension X11Clipboard {
  /// The targets we offer, in the order clients should prefer them.
  var offeredTargets: [Atom] {
    [
      display.atoms.targets, atoms.timestamp, display.atoms.utf8String, atoms.utf8MIME, atoms.text,
      Atom(XA_STRING),
    ]
  }

  /// Converts the selection into the requestor's property, then tells it whether that worked.
  func answer(_ request: XSelectionRequestEvent) {
    dropStalledTransfers()
    // Obsolete clients name no property and expect the target's name to be used.
    let property = request.property == Atom(None) ? request.target : request.property
    var succeeded = false
    if request.owner == window, !isClosed, let selection = selection(for: request.selection),
      let ours = owned[selection],
      request.time == Time(CurrentTime) || ours.time == 0 || request.time >= ours.time
    {
      succeeded = provide(
        request.target, text: ours.text, time: ours.time, to: request.requestor, property: property)
    }
    var event = XEvent()
    event.xselection.type = SelectionNotify
    event.xselection.send_event = 1
    event.xselection.display = display.pointer
    event.xselection.requestor = request.requestor
    event.xselection.selection = request.selection
    event.xselection.target = request.target
    event.xselection.property = succeeded ? property : Atom(None)
    event.xselection.time = request.time
    XSendEvent(display.pointer, request.requestor, 0, NoEventMask, &event)
    XFlush(display.pointer)
  }

  /// Writes `text` as `target` into the requestor's property; false for targets we do not offer.
  private func provide(
    _ target: Atom, text: String, time: Time, to requestor: Window, property: Atom
  ) -> Bool {
    switch target {
    case display.atoms.targets:
      let targets = offeredTargets.map { CLong(bitPattern: $0) }
      changeProperty(of: requestor, property, type: Atom(XA_ATOM), longs: targets)
    case atoms.timestamp:
      changeProperty(
        of: requestor, property, type: Atom(XA_INTEGER), longs: [CLong(truncatingIfNeeded: time)])
    case display.atoms.utf8String, atoms.utf8MIME, atoms.text:
      // TEXT lets the owner pick the encoding; UTF-8 loses nothing.
      let type = target == atoms.utf8MIME ? atoms.utf8MIME : display.atoms.utf8String
      send(Array(text.utf8), type: type, to: requestor, property: property)
    case Atom(XA_STRING):
      send(Self.latin1(text), type: Atom(XA_STRING), to: requestor, property: property)
    default:
      return false
    }
    return true
  }

  /// Writes a format-32 property, whose items Xlib takes as C longs.
  private func changeProperty(of window: Window, _ property: Atom, type: Atom, longs: [CLong]) {
    longs.withUnsafeBytes { bytes in
      _ = XChangeProperty(
        display.pointer, window, property, type, 32, PropModeReplace,
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(longs.count))
    }
  }

  /// ICCCM's STRING is Latin-1 with newlines as LF; what it cannot hold becomes "?".
  static func latin1(_ text: String) -> [UInt8] {
    text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars.map {
      $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?")
    }
  }

  /// Writes `bytes` at once, or starts an incremental transfer when they are larger than
  /// ``chunkSize``: the property then says `INCR`, and each deletion of it asks for a piece.
  private func send(_ bytes: [UInt8], type: Atom, to requestor: Window, property: Atom) {
    let dpy = display.pointer
    guard bytes.count > chunkSize else {
      XChangeProperty(dpy, requestor, property, type, 8, PropModeReplace, bytes, Int32(bytes.count))
      return
    }
    XSelectInput(dpy, requestor, PropertyChangeMask)
    changeProperty(of: requestor, property, type: atoms.incr, longs: [CLong(bytes.count)])
    transfers.append(
      X11OutgoingTransfer(requestor: requestor, property: property, type: type, bytes: bytes))
  }

  /// Sends the next piece when the requestor deleted the previous one; an empty piece ends the
  /// transfer. Returns whether the event belonged to a transfer.
  func sendNextPiece(after event: XPropertyEvent) -> Bool {
    guard
      let index = transfers.firstIndex(where: { $0.requestor == event.window && $0.property == event.atom })
    else { return false }
    guard event.state == PropertyDelete else { return true }
    let dpy = display.pointer
    let piece = transfers[index].nextPiece(size: chunkSize)
    piece.withUnsafeBufferPointer { buffer in
      _ = XChangeProperty(
        dpy, event.window, event.atom, transfers[index].type, 8, PropModeReplace, buffer.baseAddress,
        Int32(buffer.count))
    }
    if piece.isEmpty {
      transfers.remove(at: index)
      if !transfers.contains(where: { $0.requestor == event.window }) {
        XSelectInput(dpy, event.window, NoEventMask)
      }
    }
    XFlush(dpy)
    return true
  }

  /// A requestor that stopped deleting pieces (it crashed or gave up) would hold its text forever.
  private func dropStalledTransfers() {
    let now = ContinuousClock.now
    transfers.removeAll { $0.lastActivity.duration(to: now) > .seconds(10) }
  }
}
