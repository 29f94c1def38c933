import Testing
import TrellisCore
import TrellisTesting

/// Controls labeled with a title and a symbol, `LabeledContent` with a format style, and the
/// phone-only modifiers that are accepted and change nothing on the desktop.
@MainActor
struct SymbolLabeledControlTests {
  final class Counter {
    var taps = 0
  }

  @Test func aButtonWithASystemImageShowsTheLabelAndActs() {
    let counter = Counter()
    let view = Button("Add", systemImage: "plus") { counter.taps += 1 }
    let host = TestHost(view, size: CGSize(width: 200, height: 60), text: .fixedAdvance)
    let button = host.tree.allNodes.first { $0.type.contains("Button") }
    #expect(button?.allNodes.contains { $0.text == "Add" } == true)
    #expect(button?.allNodes.contains { $0.type.contains("Image") } == true)
    #expect(host.tap(text: "Add"))
    #expect(counter.taps == 1)
  }

  @Test func aButtonWithARoleAndAToggleTakeSymbolsToo() {
    let counter = Counter()
    let view = VStack {
      Button("Delete", systemImage: "trash", role: .destructive) { counter.taps += 1 }
      Toggle("Favorite", systemImage: "star", isOn: .constant(true))
    }
    let host = TestHost(view, size: CGSize(width: 300, height: 100), text: .fixedAdvance)
    #expect(host.find(text: "Favorite") != nil)
    #expect(host.tap(text: "Delete"))
    #expect(counter.taps == 1)
  }

  @Test func labeledContentFormatsItsValue() {
    let view = LabeledContent(
      "Count", value: 1234.5,
      format: .number.precision(.fractionLength(1)).locale(Locale(identifier: "en_US")))
    let host = TestHost(view, size: CGSize(width: 300, height: 40), text: .fixedAdvance)
    #expect(host.find(text: "Count") != nil)
    #expect(host.find(text: "1,234.5") != nil)
  }

  @Test func phoneOnlyModifiersLeaveTheLayoutAlone() {
    let plain = TestHost(Text("Sheet"), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    let modified = TestHost(
      Text("Sheet")
        .presentationDetents([.medium, .fraction(0.3), .height(200)])
        .presentationDragIndicator(.visible)
        .sensoryFeedback(.success, trigger: 1),
      size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(modified.find(text: "Sheet")?.frame == plain.find(text: "Sheet")?.frame)
    #expect(modified.find(text: "Sheet")?.frame == CGRect(x: 75, y: 40, width: 50, height: 20))
  }
}
