import TrellisCore
import TrellisX11

/// Core's `Clipboard` on a display's X selections: what text fields of every window of the app
/// copy to and paste from.
@MainActor
final class X11SystemClipboard: Clipboard {
  let selections: X11Clipboard

  init(_ selections: X11Clipboard) { self.selections = selections }

  func readText(_ selection: ClipboardSelection) -> String? {
    selections.text(in: Self.x11(selection))
  }

  func writeText(_ text: String, selection: ClipboardSelection) {
    selections.setText(text, in: Self.x11(selection))
  }

  private static func x11(_ selection: ClipboardSelection) -> X11Selection {
    switch selection {
    case .clipboard: .clipboard
    case .primary: .primary
    }
  }
}
