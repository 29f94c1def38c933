import CX11
import Foundation
import Glibc

/// Reading a selection someone else owns: ask for a conversion into our window's property, wait
/// for the answer (handling only selection events meanwhile), then read the property, in pieces
/// when the owner sends it incrementally.
extension X11Clipboard {
  /// The most text a paste takes: more is surely not meant for a text field.
  static let maximumIncomingSize = 64 << 20

  enum Conversion {
    case text(String)
    /// The owner cannot give the selection as this target.
    case refused
    /// The owner stopped answering, or sent too much.
    case failed
  }

  func convert(_ selection: Atom, to target: Atom) -> Conversion {
    let dpy = display.pointer
    let property = atoms.transferProperty
    XDeleteProperty(dpy, window, property)
    reply = nil
    XConvertSelection(dpy, selection, target, property, window, display.lastEventTime)
    XFlush(dpy)
    guard wait(until: { $0.reply != nil }), let answer = reply else { return .failed }
    reply = nil
    guard answer.property != Atom(None), let (type, bytes) = readProperty() else { return .refused }
    if type == atoms.incr {
      guard let whole = readPieces() else { return .failed }
      return .text(decode(whole.bytes, type: whole.type))
    }
    return .text(decode(bytes, type: type))
  }

  /// Reads the pieces of an incremental answer: each is a new value of the property, which we
  /// delete to ask for the next; an empty one ends it.
  private func readPieces() -> (bytes: [UInt8], type: Atom)? {
    isReceivingPieces = true
    pieceArrived = false
    defer { isReceivingPieces = false }
    var bytes: [UInt8] = []
    var type = display.atoms.utf8String
    while true {
      guard wait(until: { $0.pieceArrived }) else { return nil }
      pieceArrived = false
      guard let piece = readProperty() else { continue }
      if piece.bytes.isEmpty { return (bytes, type) }
      type = piece.type
      bytes += piece.bytes
      // An owner that never ends would otherwise keep us reading, and growing, forever.
      guard bytes.count <= Self.maximumIncomingSize else {
        writeToStandardError("Trellis: the selection is larger than 64 MiB; nothing was pasted\n")
        return nil
      }
    }
  }

  /// The transfer property's type and bytes, deleting it (which tells an incremental owner to
  /// send on); nil when it is not set.
  private func readProperty() -> (type: Atom, bytes: [UInt8])? {
    let dpy = display.pointer
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    // A zero-length read tells the size; the second reads everything and deletes the property.
    XGetWindowProperty(
      dpy, window, atoms.transferProperty, 0, 0, 0, Atom(AnyPropertyType), &type, &format, &count,
      &remaining, &data)
    if let data { XFree(data) }
    data = nil
    guard type != Atom(None) else { return nil }
    let longs = Int((remaining + 3) / 4)
    let status = XGetWindowProperty(
      dpy, window, atoms.transferProperty, 0, longs, 1, Atom(AnyPropertyType), &type, &format, &count,
      &remaining, &data)
    defer { if let data { XFree(data) } }
    guard status == Success, type != Atom(None) else { return nil }
    // Xlib hands format-32 items over as C longs.
    let itemSize = format == 32 ? MemoryLayout<CLong>.size : format == 16 ? 2 : 1
    guard let data else { return (type, []) }
    return (type, Array(UnsafeBufferPointer(start: data, count: Int(count) * itemSize)))
  }

  /// Text from a property's bytes: Latin-1 for `STRING`, UTF-8 otherwise. NULs, which some
  /// clients append, are dropped.
  private func decode(_ bytes: [UInt8], type: Atom) -> String {
    let text =
      type == Atom(XA_STRING)
      ? String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
      : String(decoding: bytes, as: UTF8.self)
    return text.contains("\0") ? text.replacingOccurrences(of: "\0", with: "") : text
  }

  /// Handles selection events (and only those, so the app's input keeps its order in the queue)
  /// until `done` holds; false if ``timeout`` passes first.
  private func wait(until done: (X11Clipboard) -> Bool) -> Bool {
    let dpy = display.pointer
    let deadline = ContinuousClock.now + timeout
    while !done(self) {
      if display.handleQueuedSelectionEvent() { continue }
      let milliseconds = X11EventLoop.timeout(until: deadline)
      guard milliseconds > 0, !display.isClosed else {
        writeToStandardError("Trellis: the selection's owner did not answer; nothing was pasted\n")
        return false
      }
      var descriptor = pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptor, 1, milliseconds)
      // Reads what arrived into Xlib's queue for the next look.
      _ = XEventsQueued(dpy, QueuedAfterReading)
    }
    return true
  }
}
