import CX11
import Glibc

/// The atoms the selection protocol uses beyond those every display interns.
struct X11ClipboardAtoms {
  let incr: Atom
  let text: Atom
  let timestamp: Atom
  let utf8MIME: Atom
  /// The property of our window that other clients write converted selections into.
  let transferProperty: Atom

  init(display: OpaquePointer) {
    let names = ["INCR", "TEXT", "TIMESTAMP", "text/plain;charset=utf-8", "TRELLIS_SELECTION"]
    var cNames = names.map { strdup($0) }
    defer { cNames.forEach { free($0) } }
    var atoms = [Atom](repeating: 0, count: names.count)
    XInternAtoms(display, &cNames, Int32(names.count), 0, &atoms)
    incr = atoms[0]
    text = atoms[1]
    timestamp = atoms[2]
    utf8MIME = atoms[3]
    transferProperty = atoms[4]
  }
}
