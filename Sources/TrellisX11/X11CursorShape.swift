/// A pointer shape from X's standard cursor font, themed (Adwaita, DMZ, ...) when the
/// libXcursor library is installed, as Xlib then loads the theme's image of the same name.
public enum X11CursorShape: Hashable, Sendable {
  /// The default arrow (`left_ptr`).
  case arrow
  /// The I-beam over editable text (`xterm`).
  case text
  /// A pointing hand, for links (`hand2`).
  case pointingHand
  /// An open hand, for something that can be dragged (`hand1`).
  case openHand
  /// A four-way arrow, for something being dragged (`fleur`).
  case closedHand
  /// A crosshair (`crosshair`).
  case crosshair
  /// A left-right arrow (`sb_h_double_arrow`).
  case horizontalResize
  /// An up-down arrow (`sb_v_double_arrow`).
  case verticalResize

  /// The glyph's number in the cursor font (X11/cursorfont.h).
  var glyph: UInt32 {
    switch self {
    case .arrow: 68
    case .text: 152
    case .pointingHand: 60
    case .openHand: 58
    case .closedHand: 52
    case .crosshair: 34
    case .horizontalResize: 108
    case .verticalResize: 116
    }
  }
}
