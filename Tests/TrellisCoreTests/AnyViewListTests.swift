import Testing
import TrellisCore
import TrellisTesting

/// An `AnyView` stands for what it wraps: a modifier on one that wraps several views applies to
/// each of them, as on a `Group`; on one that wraps a single view, it wraps that view.
@MainActor
struct AnyViewListTests {
  @Test func aModifierOnAnAnyViewOfSeveralViewsPadsEach() {
    let host = TestHost(
      HStack(spacing: 0) {
        AnyView(
          Group {
            Text("a"); Text("bb")
          }
        ).padding(2)
      }, size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    // Two padded texts side by side (14 and 24 wide), not one padded column of both.
    let paddings = host.tree.allNodes.filter { $0.type == "Padding" }.map(\.frame)
    #expect(
      paddings == [CGRect(x: 81, y: 38, width: 14, height: 24), CGRect(x: 95, y: 38, width: 24, height: 24)])
  }

  @Test func aForEachOfAnyViewsOfSeveralViewsModifiesEachView() {
    let host = TestHost(
      HStack(spacing: 0) {
        ForEach(0..<2, id: \.self) { index in
          AnyView(
            Group {
              Text("p\(index)"); Text("q\(index)")
            })
        }
        .padding(1)
      }, size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    let paddings = host.tree.allNodes.filter { $0.type == "Padding" }
    #expect(paddings.count == 4)
    #expect(paddings.allSatisfy { $0.frame.size == CGSize(width: 22, height: 22) })
    #expect(Set(paddings.map(\.frame.minY)) == [39])
  }

  @Test func aModifierOnAnAnyViewOfOneViewWrapsIt() {
    let host = TestHost(
      VStack { AnyView(Text("one")).padding(4).background(Color.red) },
      size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(
      host.tree.allNodes.first { $0.type == "Padding" }?.frame == CGRect(x: 81, y: 36, width: 38, height: 28))
  }

  struct Swapping: View {
    @State var wide = false
    var body: some View {
      VStack {
        (wide
          ? AnyView(
            HStack {
              Text("x"); Text("y")
            }) : AnyView(Text("z")))
          .padding(3)
          .accessibilityIdentifier("swapped")
        Button("Swap") { wide.toggle() }
      }
    }
  }

  @Test func changingTheWrappedTypeKeepsTheModifierOnTheNewView() {
    let host = TestHost(Swapping(), size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    #expect(host.frame(of: "swapped")?.size == CGSize(width: 16, height: 26))
    host.tap(text: "Swap")
    // x and y with the stack's 8 between, padded by 3.
    #expect(host.frame(of: "swapped")?.size == CGSize(width: 34, height: 26))
  }
}
