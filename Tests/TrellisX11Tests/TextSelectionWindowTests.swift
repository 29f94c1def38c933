import CX11
import Foundation
import Testing

/// A selectable label (`.textSelection(.enabled)`) in a real window, driven with XTest and read
/// from another X client: dragging across it takes PRIMARY, a double click selects a word, and
/// Control-C puts the selection on CLIPBOARD.
@Suite(.serialized, .enabled(if: hasDisplay, noDisplayComment))
@MainActor
struct TextSelectionWindowTests {
  let test: TestAppWindow

  init() throws { test = try TestAppWindow() }

  @Test func draggingAcrossTheLabelSelectsItsTextForOtherClients() throws {
    let serial = try test.frame(of: "serial")
    test.observer.movePointer(into: test.window, x: Int(serial.minX) + 1, y: Int(serial.midY))
    test.observer.setButton(down: true)
    for step in 1...4 {
      test.observer.movePointer(
        into: test.window, x: Int(serial.minX) + 1 + Int(serial.width + 10) * step / 4, y: Int(serial.midY))
      usleep(20_000)
    }
    test.observer.setButton(down: false)
    #expect(test.pasted(from: "PRIMARY") == "Serial TRL-0481 copies")
    test.control(Int32(XK_c))
    #expect(test.pasted(from: "CLIPBOARD") == "Serial TRL-0481 copies")
  }

  @Test func aDoubleClickSelectsAWordThatControlCCopies() throws {
    let serial = try test.frame(of: "serial")
    // The last word, "copies", ends the label.
    let x = Int(serial.maxX) - 8
    test.observer.click(in: test.window, x: x, y: Int(serial.midY))
    test.observer.click(in: test.window, x: x, y: Int(serial.midY))
    #expect(test.pasted(from: "PRIMARY") == "copies")
    test.control(Int32(XK_c))
    #expect(test.pasted(from: "CLIPBOARD") == "copies")
  }
}
