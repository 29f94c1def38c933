import CX11
import Foundation
import Testing

@testable import TrellisX11

/// The X11 clipboard against a real server: owning CLIPBOARD and PRIMARY and answering another
/// client in every text format we offer, reading what another client owns (in one piece or
/// incrementally), losing ownership, and giving up on an owner that never answers.
@Suite(.serialized, .enabled(if: hasDisplay, noDisplayComment))
@MainActor
struct ClipboardSelectionTests {
  let display: X11Display
  let observer: XObserver

  init() throws {
    display = try X11Display()
    observer = try XObserver()
  }

  /// Handles our display's events, as the app's event loop would between frames.
  private func pump() {
    while XPending(display.pointer) > 0 { _ = display.nextTranslatedEvent() }
  }

  private func read(_ selection: String, target: String = "UTF8_STRING") -> (type: String, bytes: [UInt8])? {
    observer.readSelection(selection, target: target, pump: pump)
  }

  @Test func settingTextMakesUsTheOwnerAndAnotherClientReadsItAsUTF8() throws {
    defer { display.close() }
    let clipboard = display.clipboard
    clipboard.setText("Grüße 👋 from Trellis", in: .clipboard)
    #expect(observer.selectionOwner("CLIPBOARD") == UInt(clipboard.window))
    #expect(clipboard.ownsSelection(.clipboard))
    let answer = try #require(read("CLIPBOARD"))
    #expect(answer.type == "UTF8_STRING")
    #expect(String(decoding: answer.bytes, as: UTF8.self) == "Grüße 👋 from Trellis")
    let mime = try #require(read("CLIPBOARD", target: "text/plain;charset=utf-8"))
    #expect(String(decoding: mime.bytes, as: UTF8.self) == "Grüße 👋 from Trellis")
  }

  @Test func targetsNameEveryFormatWeOffer() throws {
    defer { display.close() }
    display.clipboard.setText("x", in: .clipboard)
    let answer = try #require(read("CLIPBOARD", target: "TARGETS"))
    #expect(answer.type == "ATOM")
    #expect(
      observer.atomNames(answer.bytes) == [
        "TARGETS", "TIMESTAMP", "UTF8_STRING", "text/plain;charset=utf-8", "TEXT", "STRING",
      ])
  }

  @Test func stringIsLatin1AndTextIsUTF8() throws {
    defer { display.close() }
    display.clipboard.setText("café ☕", in: .clipboard)
    let latin1 = try #require(read("CLIPBOARD", target: "STRING"))
    #expect(latin1.type == "STRING")
    #expect(latin1.bytes == [0x63, 0x61, 0x66, 0xE9, 0x20, 0x3F])
    let text = try #require(read("CLIPBOARD", target: "TEXT"))
    #expect(text.type == "UTF8_STRING")
    #expect(String(decoding: text.bytes, as: UTF8.self) == "café ☕")
  }

  @Test func unknownTargetsAreRefused() {
    defer { display.close() }
    display.clipboard.setText("x", in: .clipboard)
    #expect(read("CLIPBOARD", target: "image/png") == nil)
  }

  @Test func primaryAndClipboardHoldTheirOwnText() throws {
    defer { display.close() }
    let clipboard = display.clipboard
    clipboard.setText("selected", in: .primary)
    clipboard.setText("copied", in: .clipboard)
    // Dragging a selection wider only changes what we answer with.
    clipboard.setText("selected more", in: .primary)
    #expect(clipboard.text(in: .primary) == "selected more")
    #expect(clipboard.text(in: .clipboard) == "copied")
    let primary = try #require(read("PRIMARY"))
    #expect(String(decoding: primary.bytes, as: UTF8.self) == "selected more")
    let copied = try #require(read("CLIPBOARD"))
    #expect(String(decoding: copied.bytes, as: UTF8.self) == "copied")
  }

  @Test func anotherOwnerTakesOverAndWeReadItsText() throws {
    defer { display.close() }
    let clipboard = display.clipboard
    clipboard.setText("ours", in: .clipboard)
    let owner = try ClipboardOwnerForTests(text: "theirs — ünïcödé")
    defer { owner.stop() }
    let deadline = Date().addingTimeInterval(3)
    while clipboard.ownsSelection(.clipboard) && Date() < deadline {
      pump()
      usleep(5_000)
    }
    #expect(!clipboard.ownsSelection(.clipboard), "SelectionClear did not drop our ownership")
    #expect(clipboard.text(in: .clipboard) == "theirs — ünïcödé")
    #expect(owner.answeredRequests == 1)
  }

  @Test func largeTextFromAnotherOwnerArrivesInPieces() throws {
    defer { display.close() }
    let text = String(repeating: "0123456789abcdé", count: 4000)
    let owner = try ClipboardOwnerForTests(text: text, chunkSize: 4096)
    defer { owner.stop() }
    let read = display.clipboard.text(in: .clipboard)
    #expect(read?.utf8.count == 64_000)
    #expect(read == text)
  }

  @Test func largeTextIsSentInPieces() throws {
    defer { display.close() }
    let clipboard = display.clipboard
    clipboard.chunkSize = 1000
    let text = String(repeating: "Trellis ✓ ", count: 2000)
    clipboard.setText(text, in: .clipboard)
    let answer = try #require(read("CLIPBOARD"))
    #expect(answer.bytes.count == 24_000)
    #expect(String(decoding: answer.bytes, as: UTF8.self) == text)
    #expect(clipboard.transfers.isEmpty)
  }

  @Test func anOwnerThatNeverAnswersTimesOut() throws {
    defer { display.close() }
    let owner = try ClipboardOwnerForTests("PRIMARY", text: "never sent", mute: true)
    defer { owner.stop() }
    let clipboard = display.clipboard
    clipboard.timeout = .milliseconds(300)
    let start = ContinuousClock.now
    #expect(clipboard.text(in: .primary) == nil)
    let elapsed = start.duration(to: .now)
    #expect(elapsed >= .milliseconds(300) && elapsed < .seconds(2))
  }

  @Test func anOwnerlessSelectionReadsAsNothingAtOnce() {
    defer { display.close() }
    XSetSelectionOwner(observer.display, observer.atom("PRIMARY"), Window(None), Time(CurrentTime))
    XSync(observer.display, 0)
    let start = ContinuousClock.now
    #expect(display.clipboard.text(in: .primary) == nil)
    #expect(start.duration(to: .now) < .milliseconds(200))
  }

  @Test func closingTheDisplayGivesTheSelectionUp() throws {
    let clipboard = display.clipboard
    clipboard.setText("bye", in: .clipboard)
    #expect(observer.selectionOwner("CLIPBOARD") == UInt(clipboard.window))
    display.close()
    #expect(observer.selectionOwner("CLIPBOARD") == nil)
    // The text stays readable in this process.
    #expect(clipboard.text(in: .clipboard) == "bye")
  }
}
