import Testing
import TrellisCore
import TrellisTesting

/// `.selectionDisabled()` on list rows: clicks, arrow keys, Shift-click ranges and double-clicks
/// pass over them.
@MainActor
struct SelectionDisabledTests {
  struct Fruits: View {
    @State var selection: Set<String> = []
    @State var log = "none"
    let fruits = ["Apple", "Banana", "Cherry", "Damson"]

    var body: some View {
      VStack(spacing: 0) {
        Text("selected \(selection.sorted().joined(separator: "+"))")
        Text("log \(log)")
        List(fruits, id: \.self, selection: $selection) { fruit in
          Text(fruit).selectionDisabled(fruit == "Banana")
        }
        .contextMenu(forSelectionType: String.self) { _ in
          EmptyView()
        } primaryAction: { items in
          log = "open " + items.sorted().joined(separator: "+")
        }
      }
    }
  }

  func host() -> TestHost<Fruits> {
    TestHost(Fruits(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
  }

  @Test func aClickOnADisabledRowSelectsNothing() {
    let host = host()
    host.tap(text: "Apple")
    #expect(host.find(text: "selected Apple") != nil)
    host.advanceClock(by: 1)
    host.tap(text: "Banana")
    #expect(host.find(text: "selected Apple") != nil)
    // Nor does a second click on it run the primary action.
    host.tap(text: "Banana")
    #expect(host.find(text: "log none") != nil)
  }

  @Test func arrowKeysPassOverADisabledRow() {
    let host = host()
    host.tap(text: "Apple")
    host.press(.down)
    #expect(host.find(text: "selected Cherry") != nil)
    host.press(.up)
    #expect(host.find(text: "selected Apple") != nil)
  }

  @Test func aShiftClickRangeLeavesADisabledRowOut() {
    let host = host()
    host.tap(text: "Apple")
    host.advanceClock(by: 1)
    host.tap(text: "Damson", modifiers: .shift)
    #expect(host.find(text: "selected Apple+Cherry+Damson") != nil)
  }

  @Test func falseLeavesTheRowSelectable() {
    struct Plain: View {
      @State var selection: String?
      var body: some View {
        VStack {
          Text("selected \(selection ?? "none")")
          List(["One", "Two"], id: \.self, selection: $selection) { Text($0).selectionDisabled(false) }
        }
      }
    }
    let host = TestHost(Plain(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    host.tap(text: "Two")
    #expect(host.find(text: "selected Two") != nil)
  }
}
