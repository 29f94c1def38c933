import CX11

extension X11Window {
  /// Shows `shape` while the pointer is over the window. Each call is a request to the server,
  /// so call it when the shape changes rather than on every pointer move.
  public func setCursor(_ shape: X11CursorShape) {
    guard !isClosed else { return }
    XDefineCursor(display.pointer, window, display.fontCursor(shape.glyph))
    XFlush(display.pointer)
  }
}

extension X11Display {
  /// The cursor-font cursor for `glyph`, created on first use.
  func fontCursor(_ glyph: UInt32) -> Cursor {
    if let cursor = fontCursors[glyph] { return cursor }
    let cursor = XCreateFontCursor(pointer, glyph)
    fontCursors[glyph] = cursor
    return cursor
  }
}
