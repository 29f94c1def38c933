import Testing
import TrellisCore
import TrellisX11

@testable import Trellis

/// How the window host turns the graph's pointer styles into X cursor-font shapes.
@MainActor
struct CursorShapeMappingTests {
  @Test func everyStyleHasItsShape() {
    let expected: [(PointerStyle, X11CursorShape)] = [
      (.default, .arrow), (.horizontalText, .text), (.verticalText, .text), (.link, .pointingHand),
      (.grabIdle, .openHand), (.grabActive, .closedHand), (.rectSelection, .crosshair),
      (.columnResize, .horizontalResize), (.rowResize, .verticalResize),
    ]
    for (style, shape) in expected {
      #expect(WindowCursor.shape(for: style) == shape, "\(style)")
    }
  }
}
