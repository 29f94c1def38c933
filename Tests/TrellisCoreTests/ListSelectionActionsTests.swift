import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct ListSelectionActionsTests {
  struct Fruits: View {
    @State var selection: Set<String> = []
    @State var log = "none"
    let fruits = ["Apple", "Banana", "Cherry"]

    var body: some View {
      VStack(spacing: 0) {
        Text("log \(log)")
        List(fruits, id: \.self, selection: $selection) { Text($0) }
          .contextMenu(forSelectionType: String.self) { items in
            Button("Eat \(items.sorted().joined(separator: "+"))") { log = "eat" }
          } primaryAction: { items in
            log = "open " + items.sorted().joined(separator: "+")
          }
      }
    }
  }

  func host() -> TestHost<Fruits> {
    TestHost(Fruits(), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
  }

  func secondaryClick(_ host: TestHost<Fruits>, on text: String) {
    let frame = host.find(text: text)!.frame
    let point = CGPoint(x: frame.midX, y: frame.midY)
    host.graph.pointerMoved(to: point)
    host.graph.pointerDown(at: point, button: .secondary)
    host.graph.pointerUp(at: point, button: .secondary)
    host.flush()
  }

  @Test func aDoubleClickRunsThePrimaryActionOnTheRow() {
    let host = host()
    host.tap(text: "Banana")
    #expect(host.find(text: "log none") != nil)
    host.tap(text: "Banana")
    #expect(host.find(text: "log open Banana") != nil)
  }

  @Test func clicksOnTwoRowsOrFarApartAreNotADoubleClick() {
    let host = host()
    host.tap(text: "Banana")
    host.tap(text: "Cherry")
    host.advanceClock(by: 1)
    host.tap(text: "Cherry")
    #expect(host.find(text: "log none") != nil)
  }

  @Test func returnRunsThePrimaryActionOnTheSelection() {
    let host = host()
    host.tap(text: "Apple")
    host.advanceClock(by: 1)
    host.tap(text: "Cherry", modifiers: .control)
    #expect(host.press(.returnKey))
    #expect(host.find(text: "log open Apple+Cherry") != nil)
  }

  @Test func theMenuIsForTheSelectionOrTheRowClicked() {
    let host = host()
    host.tap(text: "Apple")
    host.advanceClock(by: 1)
    host.tap(text: "Banana", modifiers: .control)
    secondaryClick(host, on: "Banana")
    #expect(host.find(text: "Eat Apple+Banana") != nil)
    host.press(.escape)
    secondaryClick(host, on: "Cherry")
    #expect(host.find(text: "Eat Cherry") != nil)
    #expect(host.tap(text: "Eat Cherry"))
    #expect(host.find(text: "log eat") != nil)
  }
}
