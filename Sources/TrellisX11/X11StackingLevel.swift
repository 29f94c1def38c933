import CX11

/// Where a window stays among the others, as `_NET_WM_STATE` tells the window manager.
public enum X11StackingLevel: Sendable {
  /// Among the others.
  case normal
  /// Above the other windows (`_NET_WM_STATE_ABOVE`): a floating panel.
  case above
  /// Below the other windows (`_NET_WM_STATE_BELOW`), as a desktop widget.
  case below
}

extension X11Window {
  /// Asks the window manager to keep the window at `level`. Call it before ``show()``: the window
  /// manager reads the window's state when it maps the window.
  public func setStackingLevel(_ level: X11StackingLevel) {
    guard !isClosed else { return }
    let dpy = display.pointer
    let state = XInternAtom(dpy, "_NET_WM_STATE", 0)
    var atoms: [Atom] = []
    switch level {
    case .normal: break
    case .above: atoms.append(XInternAtom(dpy, "_NET_WM_STATE_ABOVE", 0))
    case .below: atoms.append(XInternAtom(dpy, "_NET_WM_STATE_BELOW", 0))
    }
    if atoms.isEmpty {
      XDeleteProperty(dpy, window, state)
    } else {
      // Format 32 properties are handed over as C longs, which an `Atom` is.
      atoms.withUnsafeBytes { bytes in
        _ = XChangeProperty(
          dpy, window, state, Atom(XA_ATOM), 32, PropModeReplace,
          bytes.bindMemory(to: UInt8.self).baseAddress,
          Int32(atoms.count))
      }
    }
    XFlush(dpy)
  }
}
