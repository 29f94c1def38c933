import Foundation
import Testing

@testable import TrellisX11

@MainActor
struct X11DisplayTests {
  @Test func unreachableDisplayThrowsOneClearLine() {
    #expect(throws: X11Error.cannotOpenDisplay(":4242")) { try X11Display(name: ":4242") }
    let message = X11Error.cannotOpenDisplay(":4242").description
    #expect(message == "Trellis: cannot open X display ':4242' (is an X server running and DISPLAY set?)")
    #expect(!message.contains("\n"))
  }

  @Test func scaleComesFromXftDpiOrTheOverride() {
    #expect(X11Display.dpi(fromResources: "Xft.antialias:\t1\nXft.dpi:\t192\n") == 192)
    #expect(X11Display.dpi(fromResources: "*.dpi: 144\n") == 144)
    #expect(X11Display.dpi(fromResources: "Xcursor.size: 24\n") == nil)
    #expect(X11Display.scale(override: nil, resources: "Xft.dpi: 144\n") == 1.5)
    #expect(X11Display.scale(override: "2", resources: "Xft.dpi: 144\n") == 2)
    #expect(X11Display.scale(override: "nonsense", resources: nil) == 1)
    #expect(X11Display.scale(override: nil, resources: nil) == 1)
    #expect(X11Display.scale(override: "100", resources: nil) == 8)
  }

  @Test func pixelGeometryRoundsOutward() {
    #expect(
      PixelSize(points: CGSize(width: 100.2, height: 0), scale: 1.5) == PixelSize(width: 151, height: 1))
    let rect = PixelRect(points: CGRect(x: 0.5, y: 1.2, width: 10, height: 10), scale: 2)
    #expect(rect == PixelRect(x: 1, y: 2, width: 20, height: 21))
    #expect(
      rect.intersection(PixelRect(x: 15, y: 15, width: 100, height: 100))
        == PixelRect(x: 15, y: 15, width: 6, height: 8))
    #expect(rect.intersection(PixelRect(x: 50, y: 50, width: 1, height: 1)) == nil)
  }

  @Test func frameTimeoutsRoundUp() {
    #expect(X11EventLoop.timeout(until: nil) == -1)
    #expect(X11EventLoop.timeout(until: .now - .seconds(1)) == 0)
    let timeout = X11EventLoop.timeout(until: .now + .microseconds(1500))
    #expect(timeout == 2 || timeout == 1)
  }
}
