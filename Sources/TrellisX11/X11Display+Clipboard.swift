extension X11Display {
  /// The display's CLIPBOARD and PRIMARY selections, made (with their hidden window) on first use.
  public var clipboard: X11Clipboard {
    if let clipboardStorage { return clipboardStorage }
    let clipboard = X11Clipboard(display: self)
    clipboardStorage = clipboard
    return clipboard
  }
}
