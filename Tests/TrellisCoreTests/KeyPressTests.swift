import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// What the key handlers saw, in order.
@MainActor
private final class KeyLog {
  var events: [String] = []
}

/// `.onKeyPress` in its four forms, `.focusable()`, and how presses go up from the focused view.
@MainActor
struct KeyPressTests {
  private func host<V: View>(_ view: V) -> TestHost<V> {
    TestHost(view, size: CGSize(width: 400, height: 300), text: .fixedAdvance)
  }

  fileprivate struct Board: View {
    let log: KeyLog
    @State private var count = 0

    var body: some View {
      VStack {
        Text("count \(count)")
          .focusable()
          .onKeyPress(.upArrow) {
            count += 1
            log.events.append("inner up")
            return .handled
          }
          .onKeyPress(keys: [.downArrow, .upArrow]) { press in
            log.events.append("inner keys \(press.key == .upArrow ? "up" : "down")")
            return .ignored
          }
        Text("other").focusable()
      }
      .onKeyPress(phases: .all) { press in
        log.events.append(
          "outer \(press.characters.isEmpty ? "-" : press.characters) \(press.phase.rawValue)")
        return press.key == .downArrow ? .handled : .ignored
      }
    }
  }

  @Test func pressesGoFromTheFocusedViewUpUntilHandled() {
    let log = KeyLog()
    let host = host(Board(log: log))
    // Nothing focused: no handler sees keys.
    #expect(host.press(.up) == false)
    #expect(log.events == [])
    host.press(.tab)
    #expect(host.press(.up))
    #expect(host.find(text: "count 1") != nil)
    #expect(log.events == ["inner up"])
    // Ignored by the inner handler, handled by the outer one.
    #expect(host.press(.down))
    #expect(log.events == ["inner up", "inner keys down", "outer - 1"])
    // Ignored by every handler: the key goes on, and Tab... is not this key.
    #expect(host.press(.character("x")) == false)
    #expect(log.events.last == "outer x 1")
  }

  @Test func phasesFilterDownRepeatAndUp() {
    let log = KeyLog()
    let host = host(Board(log: log))
    host.press(.tab)
    host.press(.up, isRepeat: true)
    #expect(host.find(text: "count 1") != nil)
    // `.onKeyPress(.upArrow)` takes downs and repeats, not releases.
    #expect(host.release(.up) == false)
    #expect(host.find(text: "count 1") != nil)
    #expect(log.events == ["inner up", "outer - 4"])
    #expect(host.release(.down))
    #expect(log.events == ["inner up", "outer - 4", "outer - 4"])
  }

  @Test func characterSetsMatchTypedText() {
    struct Typing: View {
      let log: KeyLog
      var body: some View {
        Color.gray.frame(width: 50, height: 50)
          .focusable()
          .onKeyPress(characters: .decimalDigits) { press in
            log.events.append("digit \(press.characters)")
            return .handled
          }
          .onKeyPress(characters: .letters, phases: .down) { press in
            log.events.append("letter \(press.characters) \(press.modifiers.contains(.shift))")
            return .handled
          }
      }
    }
    let log = KeyLog()
    let host = host(Typing(log: log))
    host.press(.tab)
    #expect(host.press(.character("7")))
    #expect(host.press(.character("A"), modifiers: .shift))
    #expect(host.press(.character("b"), isRepeat: true) == false)
    #expect(host.press(.character("-")) == false)
    #expect(log.events == ["digit 7", "letter A true"])
  }

  @Test func aHandlerOnATextFieldTakesKeysBeforeIt() {
    struct Field: View {
      let log: KeyLog
      @State private var text = ""
      var body: some View {
        TextField("Name", text: $text)
          .onKeyPress(.upArrow) {
            log.events.append("up")
            return .handled
          }
          .onKeyPress(characters: .decimalDigits) { _ in .handled }
        Text("text \(text)")
      }
    }
    let log = KeyLog()
    let host = host(Field(log: log))
    host.press(.tab)
    host.type("a1b")
    #expect(host.press(.up))
    #expect(host.find(text: "text ab") != nil)
    #expect(log.events == ["up"])
  }

  @Test func focusableFalseTakesNoFocus() {
    struct Off: View {
      let log: KeyLog
      var body: some View {
        Text("off").focusable(false)
          .onKeyPress { _ in
            log.events.append("key")
            return .handled
          }
      }
    }
    let log = KeyLog()
    let host = host(Off(log: log))
    host.press(.tab)
    #expect(host.graph.focusedViewType == nil)
    #expect(host.press(.character("x")) == false)
    #expect(log.events == [])
  }
}
