import CX11
import Glibc

/// The atoms Trellis uses, interned in one round trip when the display opens.
struct X11Atoms {
  let wmProtocols: Atom
  let wmDeleteWindow: Atom
  let netWMPing: Atom
  let netWMName: Atom
  let netWMIconName: Atom
  let netWMPID: Atom
  let utf8String: Atom
  let clipboard: Atom
  let targets: Atom

  init(display: OpaquePointer) {
    let names = [
      "WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_PING", "_NET_WM_NAME", "_NET_WM_ICON_NAME",
      "_NET_WM_PID", "UTF8_STRING", "CLIPBOARD", "TARGETS",
    ]
    var cNames = names.map { strdup($0) }
    defer { cNames.forEach { free($0) } }
    var atoms = [Atom](repeating: 0, count: names.count)
    XInternAtoms(display, &cNames, Int32(names.count), 0, &atoms)
    wmProtocols = atoms[0]
    wmDeleteWindow = atoms[1]
    netWMPing = atoms[2]
    netWMName = atoms[3]
    netWMIconName = atoms[4]
    netWMPID = atoms[5]
    utf8String = atoms[6]
    clipboard = atoms[7]
    targets = atoms[8]
  }
}
