import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct ControlGroupTests {
  final class Log {
    var taps: [String] = []
  }

  @Test func buttonsAreJoinedSideBySide() {
    let log = Log()
    let view = ControlGroup {
      Button("A") { log.taps.append("A") }
      Button("BB") { log.taps.append("BB") }
    }
    .accessibilityIdentifier("group")
    let host = TestHost(view, size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    // Segments: labels padded 10 × 5, at least 30 wide, 1 point apart; centered at x 64.5,
    // rounded to 65.
    #expect(host.frame(of: "group") == CGRect(x: 65, y: 35, width: 71, height: 30))
    let buttons = host.tree.all(ofType: "Button").map(\.frame)
    #expect(
      buttons == [CGRect(x: 65, y: 35, width: 30, height: 30), CGRect(x: 96, y: 35, width: 40, height: 30)])
    host.tap(text: "BB")
    host.tap(text: "A")
    #expect(log.taps == ["BB", "A"])
  }

  @Test func segmentsShareTheTallestHeight() {
    let view = ControlGroup {
      Button("A") {}
      Button {
      } label: {
        Text("two\nlines")
      }
    }
    let host = TestHost(view, size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.tree.all(ofType: "Button").map(\.frame.height) == [50, 50])
  }

  @Test func aMenuStyleMakesALabeledGroupAMenu() {
    let view = ControlGroup("Edit", systemImage: "pencil") {
      Button("Cut") {}
      Button("Copy") {}
    }
    .controlGroupStyle(.menu)
    let host = TestHost(view, size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "Edit") != nil)
    #expect(host.find(text: "Cut") == nil)
    #expect(!host.tree.all(ofType: "Menu").isEmpty)
  }

  @Test func theOtherStylesJoinTheControls() {
    let view = VStack {
      ControlGroup("Edit") { Button("Cut") {} }.controlGroupStyle(.navigation)
      ControlGroup { Button("Copy") {} }.controlGroupStyle(.menu)
      ControlGroup { Button("Paste") {} }.controlGroupStyle(.palette)
    }
    let host = TestHost(view, size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "Edit") == nil)
    #expect(
      host.find(text: "Cut") != nil && host.find(text: "Copy") != nil && host.find(text: "Paste") != nil)
  }
}
