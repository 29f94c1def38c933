import TrellisCore
import TrellisX11

/// Keeps a window's pointer shape in step with the view under the pointer, telling the server
/// only when the shape changes.
@MainActor
struct WindowCursor {
  /// Where the pointer is in the window, or nil while it is outside.
  private(set) var location: CGPoint?
  private var shown: X11CursorShape?

  /// Records where the pointer is (nil: it left the window).
  mutating func pointerMoved(to location: CGPoint?) {
    self.location = location
  }

  /// Shows the shape the graph asks for at the pointer; call after pointer events and after
  /// layout, since views may move under a still pointer.
  mutating func update(_ window: X11Window, graph: ViewGraph) {
    guard let location else { return }
    let shape = Self.shape(for: graph.pointerStyle(at: location))
    guard shape != shown else { return }
    shown = shape
    window.setCursor(shape)
  }

  static func shape(for style: PointerStyle) -> X11CursorShape {
    switch style {
    case .horizontalText, .verticalText: .text
    case .link: .pointingHand
    case .grabIdle: .openHand
    case .grabActive: .closedHand
    case .rectSelection: .crosshair
    case .columnResize: .horizontalResize
    case .rowResize: .verticalResize
    default: .arrow
    }
  }
}
