import CCairo
import Foundation
import Trellis
import TrellisCairo
import TrellisX11

/// Times full redraws of the 100-button grid in a real 1000 × 700 X11 window, phase by phase, with
/// the same calls `WindowHost.frame()` makes, and prints one `trellis-frame` line per frame.
///
/// Frame 0 is the cold first frame (building the graph counts as its update). Every later frame
/// switches the color scheme, which every bordered button reads, so all of them re-evaluate,
/// repaint and are presented again: the whole window changes, as after a theme switch.
@MainActor
struct FullRedrawBenchmark {
  let frames: Int

  func run() -> Int32 {
    let display: X11Display
    do {
      display = try X11Display()
    } catch {
      FileHandle.standardError.write(Data("FrameBenchmarks: \(error)\n".utf8))
      return 1
    }
    let size = CGSize(width: 1000, height: 700)
    let window = X11Window(display: display, title: "Full redraw benchmark", size: size)
    window.show()
    display.sync()
    let loop = X11EventLoop(display: display)
    var environment = EnvironmentValues()
    environment.displayScale = display.scale
    let painter = CairoPainter()
    var clock = PhaseClock()

    let graph = ViewGraph(content: ButtonGrid(), services: .pango, environment: environment)
    graph.scale = display.scale
    for frame in 0..<max(1, frames) {
      loop.processPendingEvents { _, _ in }
      if frame > 0 {
        clock.start()
        var changed = graph.environment
        changed.colorScheme = frame % 2 == 1 ? .dark : .light
        graph.environment = changed
      }
      graph.update()
      clock.end("update")
      graph.layout(in: size)
      clock.end("layout")
      let list = graph.displayList()
      clock.end("list")
      guard let surface = window.surface, let cr = cairo_create(surface) else { return 1 }
      let background = Color.windowBackgroundColor.resolve(in: graph.environment)
      painter.paint(list, into: cr, scale: window.scale, background: background)
      cairo_destroy(cr)
      cairo_surface_flush(surface)
      clock.end("paint")
      window.present()
      display.sync()
      clock.end("present")
      let pixels = window.pixelSize.width * window.pixelSize.height
      clock.report(extra: "pixels=\(pixels) bytes=\(pixels * 4) items=\(list.items.count)")
      if frame == 0 { clock.start() }
    }
    display.close()
    return 0
  }
}
