import CX11
import Foundation
import Glibc

extension XObserver {
  /// The window of `selection`'s owner, or nil when nobody owns it.
  func selectionOwner(_ selection: String) -> UInt? {
    let owner = XGetSelectionOwner(display, atom(selection))
    return owner == Window(None) ? nil : UInt(owner)
  }

  /// Asks `selection`'s owner for `target`, as any other client pasting would, and returns the
  /// property it wrote (type name and bytes), following the INCR protocol for large answers; nil
  /// if it refused or did not answer within `timeout` seconds. `pump` runs while waiting, for an
  /// owner in this very process.
  func readSelection(
    _ selection: String, target: String = "UTF8_STRING", timeout: Double = 3,
    pump: () -> Void = {}
  ) -> (type: String, bytes: [UInt8])? {
    let window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
    defer {
      XDestroyWindow(display, window)
      XSync(display, 0)
    }
    XSelectInput(display, window, PropertyChangeMask)
    let property = atom("TRELLIS_TEST_PASTE")
    XConvertSelection(display, atom(selection), atom(target), property, window, Time(CurrentTime))
    XSync(display, 0)
    let deadline = Date().addingTimeInterval(timeout)
    func next(_ type: Int32, where matches: (XEvent) -> Bool = { _ in true }) -> XEvent? {
      var event = XEvent()
      while Date() < deadline {
        pump()
        if XCheckTypedWindowEvent(display, window, type, &event) != 0, matches(event) { return event }
        usleep(2_000)
      }
      return nil
    }
    guard let notify = next(SelectionNotify), notify.xselection.property != Atom(None),
      let first = takeProperty(window, property)
    else { return nil }
    guard first.type == "INCR" else { return first }
    var bytes: [UInt8] = []
    var type = ""
    while true {
      let isNewPiece: (XEvent) -> Bool = {
        $0.xproperty.atom == property && $0.xproperty.state == PropertyNewValue
      }
      guard next(PropertyNotify, where: isNewPiece) != nil else { return nil }
      // The new value of the INCR property itself may still be queued: its property is gone
      // by now, so it is skipped, as the clipboard's own reader skips it.
      guard let piece = takeProperty(window, property) else { continue }
      if piece.bytes.isEmpty { return (type, bytes) }
      type = piece.type
      bytes += piece.bytes
    }
  }

  /// Reads and deletes a property.
  private func takeProperty(_ window: Window, _ property: Atom) -> (type: String, bytes: [UInt8])? {
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var after: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      display, window, property, 0, 1 << 24, 1, Atom(AnyPropertyType), &type, &format, &count, &after, &data)
    defer { if let data { XFree(data) } }
    guard status == Success, type != Atom(None) else { return nil }
    let itemSize = format == 32 ? MemoryLayout<CLong>.size : format == 16 ? 2 : 1
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: Int(count) * itemSize)) } ?? []
    return (atomName(type), bytes)
  }

  func atomName(_ atom: Atom) -> String {
    guard let name = XGetAtomName(display, atom) else { return "" }
    defer { XFree(name) }
    return String(cString: name)
  }

  /// The atoms of a format-32 ATOM property's bytes, by name.
  func atomNames(_ bytes: [UInt8]) -> [String] {
    bytes.withUnsafeBytes { raw in
      raw.bindMemory(to: CLong.self).map { atomName(Atom(bitPattern: $0)) }
    }
  }
}
