import CX11
import Foundation
import Testing

@testable import TrellisX11

@Suite(.serialized, .enabled(if: hasDisplay, noDisplayComment))
@MainActor
struct X11InputTests {
  @Test func clickArrivesAtThePointInPoints() throws {
    let display = try X11Display()
    defer { display.close() }
    let observer = try XObserver()
    let (window, loop) = openWindow(display)
    observer.click(in: window.id, x: 50, y: 40)
    let events = collectEvents(loop, for: window) { events in
      events.contains { if case .buttonReleased = $0 { true } else { false } }
    }
    let point = CGPoint(x: 50 / display.scale, y: 40 / display.scale)
    let press = events.compactMap { if case .buttonPressed(let b, let p) = $0 { (b, p) } else { nil } }
    let release = events.compactMap { if case .buttonReleased(let b, let p) = $0 { (b, p) } else { nil } }
    #expect(press.count == 1 && release.count == 1)
    #expect(press.first?.0 == .left && press.first?.1.location == point)
    #expect(press.first?.1.buttons == [])
    #expect(release.first?.0 == .left && release.first?.1.location == point)
    #expect(release.first?.1.buttons == [.left])  // X reports the state before the event
    #expect((release.first?.1.time ?? 0) >= (press.first?.1.time ?? 1))
  }

  @Test func wheelButtonsScroll() throws {
    let display = try X11Display()
    defer { display.close() }
    let observer = try XObserver()
    let (window, loop) = openWindow(display)
    observer.click(in: window.id, x: 30, y: 30, button: 5)
    observer.click(in: window.id, x: 30, y: 30, button: 6)
    let events = collectEvents(loop, for: window) { events in
      events.filter { if case .scrolled = $0 { true } else { false } }.count == 2
    }
    let scrolls = events.compactMap { if case .scrolled(let dx, let dy, _) = $0 { [dx, dy] } else { nil } }
    #expect(scrolls == [[0, 1], [-1, 0]])
    #expect(!events.contains { if case .buttonPressed = $0 { true } else { false } })
  }

  @Test func pointerMotionAndCrossing() throws {
    let display = try X11Display()
    defer { display.close() }
    let observer = try XObserver()
    let (window, loop) = openWindow(display)
    observer.movePointer(into: window.id, x: 600, y: 600)
    observer.movePointer(into: window.id, x: 20, y: 30)
    let events = collectEvents(loop, for: window) { events in
      events.contains { if case .pointerMoved = $0 { true } else { false } }
    }
    #expect(events.contains { if case .pointerEntered = $0 { true } else { false } })
    observer.movePointer(into: window.id, x: 600, y: 600)
    let later = collectEvents(loop, for: window) { events in
      events.contains { if case .pointerExited = $0 { true } else { false } }
    }
    #expect(later.contains { if case .pointerExited = $0 { true } else { false } })
  }

  @Test func keysArriveWithTextAndKeysym() throws {
    let display = try X11Display()
    defer { display.close() }
    let observer = try XObserver()
    let (window, loop) = openWindow(display)
    observer.focus(window.id)
    _ = collectEvents(loop, for: window) { $0.contains(.focusGained) }

    observer.type(keysym: XK_a)
    observer.type(keysym: XK_a, shifted: true)
    observer.type(keysym: XK_Return)
    let events = collectEvents(loop, for: window) { events in
      events.contains { if case .keyReleased(let k) = $0 { k.keysym == Keysym.return } else { false } }
    }
    let presses = events.compactMap { if case .keyPressed(let k) = $0 { k } else { nil } }
      .filter { $0.keysym != UInt32(XK_Shift_L) }
    #expect(presses.map(\.text) == ["a", "A", ""])
    #expect(presses.map(\.keysym) == [0x61, 0x41, Keysym.return])
    #expect(presses.map(\.modifiers) == [[], [.shift], []])
    #expect(presses.allSatisfy { !$0.isRepeat && $0.time > 0 })
    let releases = events.compactMap { if case .keyReleased(let k) = $0 { k } else { nil } }
    #expect(releases.contains { $0.keysym == 0x61 && $0.text.isEmpty })
  }
}
