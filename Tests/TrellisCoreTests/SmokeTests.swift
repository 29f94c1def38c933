import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct SmokeTests {
  struct Counter: View {
    @State private var count = 0
    var body: some View {
      VStack {
        Text("Count: \(count)").accessibilityIdentifier("label")
        Button("Add") { count += 1 }.accessibilityIdentifier("add")
      }
    }
  }

  @Test func counterTaps() {
    let host = TestHost(Counter(), size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    #expect(host.find(text: "Count: 0") != nil)
    #expect(host.tap(id: "add"))
    #expect(host.find(text: "Count: 1") != nil)
  }
}
