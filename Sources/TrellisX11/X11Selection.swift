/// An X selection that holds text for other clients.
public enum X11Selection: Hashable, Sendable, CaseIterable {
  /// `CLIPBOARD`: explicit Copy, Cut and Paste.
  case clipboard
  /// `PRIMARY`: the text last selected, pasted with the middle button.
  case primary
}
