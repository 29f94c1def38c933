import Testing
import TrellisCore
import TrellisTesting

/// `ForEach` inside lazy stacks and grids: one subview per element, in order, each keeping its
/// state by identity when elements come and go.
@MainActor
struct LazyForEachTests {
  struct Counter: View {
    let name: String
    @State private var taps = 0

    var body: some View {
      Button("\(name) \(taps)") { taps += 1 }.accessibilityIdentifier(name)
    }
  }

  struct Rows: View {
    let grid: Bool
    @State private var names = ["a", "b", "c", "d"]

    var body: some View {
      VStack {
        Button("drop first") { names.removeFirst() }
        Button("insert z") { names.insert("z", at: 0) }
        if grid {
          LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.fixed(60))]) {
            ForEach(names, id: \.self) { Counter(name: $0) }
          }
        } else {
          LazyVStack {
            ForEach(names, id: \.self) { Counter(name: $0) }
          }
        }
      }
    }
  }

  @Test(arguments: [false, true])
  func rowsKeepTheirStateByIdentity(grid: Bool) {
    let host = TestHost(Rows(grid: grid), size: CGSize(width: 300, height: 300), text: .fixedAdvance)
    #expect(host.tap(id: "b"))
    #expect(host.tap(id: "c"))
    #expect(host.tap(id: "c"))
    #expect(host.find(text: "b 1") != nil)
    #expect(host.find(text: "c 2") != nil)

    #expect(host.tap(text: "drop first"))
    #expect(host.find(id: "a") == nil)
    #expect(host.find(text: "b 1") != nil)
    #expect(host.find(text: "c 2") != nil)

    #expect(host.tap(text: "insert z"))
    #expect(host.find(text: "z 0") != nil)
    #expect(host.find(text: "b 1") != nil)
    #expect(host.find(text: "c 2") != nil)
    #expect(host.find(text: "d 0") != nil)
  }

  @Test func aForEachsElementsAreCellsInOrderAfterTheBuildersOtherViews() {
    let host = TestHost(
      LazyVGrid(columns: [GridItem(.fixed(20)), GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: 0) {
        Text("H").accessibilityIdentifier("h")
        ForEach(0..<4, id: \.self) { Text("\($0)").accessibilityIdentifier("n\($0)") }
      },
      size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    // 76 × 40 at (62, 30): "H" then 0, 1 in the first row; 2, 3 in the second.
    #expect(host.frame(of: "h") == CGRect(x: 67, y: 30, width: 10, height: 20))
    #expect(host.frame(of: "n1") == CGRect(x: 123, y: 30, width: 10, height: 20))
    #expect(host.frame(of: "n2") == CGRect(x: 67, y: 50, width: 10, height: 20))
    #expect(host.frame(of: "n3") == CGRect(x: 95, y: 50, width: 10, height: 20))
  }
}
