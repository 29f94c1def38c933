import CCairo
import CX11
import Foundation
import Testing

@testable import TrellisX11

@Suite(.serialized, .enabled(if: hasDisplay, noDisplayComment))
@MainActor
struct X11WindowTests {
  @Test func mapsWithTitleClassAndSize() throws {
    let display = try X11Display()
    defer { display.close() }
    let observer = try XObserver()
    let (window, _) = openWindow(display, title: "Trellis — ünïcode ✓")

    #expect(observer.stringProperty(window.id, "_NET_WM_NAME") == "Trellis — ünïcode ✓")
    // Not all Latin-1: ICCCM's compound text, converted by Xlib.
    #expect(observer.propertyType(window.id, "WM_NAME") == "COMPOUND_TEXT")
    #expect(observer.property(window.id, "WM_NAME")?.isEmpty == false)
    #expect(observer.stringProperty(window.id, "WM_CLASS") == "trellistests\0TrellisTests\0")
    let pid = observer.property(window.id, "_NET_WM_PID").map { $0.withUnsafeBytes { $0.load(as: Int.self) } }
    #expect(pid == Int(getpid()))
    let pixels = PixelSize(points: CGSize(width: 200, height: 150), scale: display.scale)
    #expect(observer.size(of: window.id) == (pixels.width, pixels.height))
    #expect(window.pixelSize == pixels)

    window.title = "Renamed"
    display.sync()
    #expect(observer.stringProperty(window.id, "_NET_WM_NAME") == "Renamed")

    // All Latin-1: a STRING of Latin-1 bytes, as Xlib's XStdICCTextStyle would make it.
    window.title = "Café\tmenu"
    display.sync()
    #expect(observer.propertyType(window.id, "WM_NAME") == "STRING")
    #expect(
      observer.property(window.id, "WM_NAME") == [0x43, 0x61, 0x66, 0xE9, 0x09, 0x6D, 0x65, 0x6E, 0x75])
    #expect(observer.property(window.id, "WM_ICON_NAME") == observer.property(window.id, "WM_NAME"))
    #expect(observer.stringProperty(window.id, "_NET_WM_NAME") == "Café\tmenu")
  }

  @Test(arguments: [true, false])
  func presentShowsWhatWasDrawn(sharedMemory: Bool) throws {
    let display = try X11Display(useSharedMemory: sharedMemory)
    defer { display.close() }
    let observer = try XObserver()
    let (window, _) = openWindow(display)
    let surface = try #require(window.surface)
    #expect(window.usesSharedMemory == sharedMemory)
    let cr = cairo_create(surface)
    cairo_set_source_rgb(cr, 1, 0, 0)
    cairo_paint(cr)
    cairo_set_source_rgb(cr, 0, 0, 1)
    cairo_rectangle(cr, 0, 0, 20, 20)
    cairo_fill(cr)
    cairo_destroy(cr)
    window.present()
    display.sync()

    #expect(observer.pixel(window.id, x: 100, y: 75) == 0xff0000)
    #expect(observer.pixel(window.id, x: 5, y: 5) == 0x0000ff)

    // Only the presented rectangle changes on screen.
    let again = try #require(window.surface)
    let cr2 = cairo_create(again)
    cairo_set_source_rgb(cr2, 0, 1, 0)
    cairo_paint(cr2)
    cairo_destroy(cr2)
    window.present([PixelRect(x: 150, y: 0, width: 50, height: 50)])
    display.sync()
    #expect(observer.pixel(window.id, x: 175, y: 25) == 0x00ff00)
    #expect(observer.pixel(window.id, x: 100, y: 75) == 0xff0000)
  }

  @Test func resizeArrivesOnceWithTheLastSize() throws {
    let display = try X11Display()
    defer { display.close() }
    let observer = try XObserver()
    let (window, loop) = openWindow(display)
    observer.resize(window.id, width: 260, height: 180)
    observer.resize(window.id, width: 300, height: 200)
    observer.resize(window.id, width: 320, height: 240)
    display.sync()  // all three notifications are now queued

    let events = collectEvents(loop, for: window, timeout: .milliseconds(300)) { _ in false }
    let resizes = events.filter { if case .resized = $0 { true } else { false } }
    #expect(resizes == [.resized(CGSize(width: 320 / display.scale, height: 240 / display.scale))])
    #expect(window.pixelSize == PixelSize(width: 320, height: 240))
    let surface = try #require(window.surface)
    #expect(cairo_image_surface_get_width(surface) == 320)
    #expect(cairo_image_surface_get_height(surface) == 240)
  }

  @Test func closeRequestArrivesFromTheWindowManager() throws {
    let display = try X11Display()
    defer { display.close() }
    let observer = try XObserver()
    let (window, loop) = openWindow(display)
    observer.sendDeleteWindow(window.id)
    let events = collectEvents(loop, for: window) { $0.contains(.closeRequested) }
    #expect(events.contains(.closeRequested))

    window.close()
    #expect(display.windows.isEmpty)
    #expect(window.surface == nil)
  }

  @Test func unmappingAndMappingArriveAsEvents() throws {
    let display = try X11Display()
    defer { display.close() }
    let observer = try XObserver()
    let (window, loop) = openWindow(display)
    observer.unmap(window.id)
    #expect(collectEvents(loop, for: window) { $0.contains(.unmapped) }.contains(.unmapped))
    observer.map(window.id)
    #expect(collectEvents(loop, for: window) { $0.contains(.mapped) }.contains(.mapped))
    window.close()
  }

  @Test func sizeLimitsBecomeNormalHints() throws {
    let display = try X11Display()
    defer { display.close() }
    let observer = try XObserver()
    let window = X11Window(display: display, title: "limits", size: CGSize(width: 100, height: 100))
    window.setSizeLimits(min: CGSize(width: 50, height: 40), max: CGSize(width: 400, height: 300))
    display.sync()
    var hints = XSizeHints()
    var supplied = 0
    XGetWMNormalHints(observer.display, Window(window.id), &hints, &supplied)
    #expect(hints.flags & (PMinSize | PMaxSize) == PMinSize | PMaxSize)
    let min = PixelSize(points: CGSize(width: 50, height: 40), scale: display.scale)
    #expect((Int(hints.min_width), Int(hints.min_height)) == (min.width, min.height))
  }
}
