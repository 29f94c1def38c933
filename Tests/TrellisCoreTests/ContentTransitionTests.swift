import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct ContentTransitionTests {
  struct Counter: View {
    @State var count = 5
    var transition: ContentTransition?

    var body: some View {
      VStack {
        if let transition {
          Text("\(count)").contentTransition(transition)
        } else {
          Text("\(count)")
        }
        Button("Up") { withAnimation(.linear(duration: 1)) { count += 1 } }
        Button("Down") { withAnimation(.linear(duration: 1)) { count -= 1 } }
      }
    }
  }

  /// The texts drawn, each with its frame's top and the opacity of the layer it is in.
  func texts(_ host: TestHost<Counter>) -> [(string: String, y: CGFloat, opacity: Double)] {
    var opacities: [Double] = [1]
    var result: [(String, CGFloat, Double)] = []
    for item in host.displayList().items {
      switch item {
      case .pushLayer(let effects): opacities.append(opacities.last! * effects.opacity)
      case .popLayer: opacities.removeLast()
      case .text(let request, let frame, _) where request.string != "Up" && request.string != "Down":
        result.append((request.string, frame.minY, opacities.last!))
      default: break
      }
    }
    return result
  }

  @Test func numericTextRollsTheOldNumberOutAndTheNewOneIn() throws {
    let host = TestHost(Counter(transition: .numericText(value: 0)), text: .fixedAdvance)
    let y = try #require(host.find(text: "5")?.frame.minY)
    host.tap(text: "Up")
    host.advanceClock(by: 0.5)
    // Half way: each at half opacity, the old 5 six points above its place (0.6 of its
    // 20-point height, half done), the new 6 as far below it.
    let half = texts(host)
    #expect(half.map(\.string) == ["5", "6"])
    #expect(half.map(\.y) == [y - 6, y + 6])
    #expect(half.map(\.opacity) == [0.5, 0.5])
    host.advanceClock(by: 0.6)
    #expect(texts(host).map(\.string) == ["6"])
    #expect(texts(host).map(\.y) == [y])
    // Counting down rolls the other way.
    host.tap(text: "Down")
    host.advanceClock(by: 0.25)
    let quarter = texts(host)
    #expect(quarter.map(\.string) == ["6", "5"])
    #expect(quarter.map(\.y) == [y + 3, y - 9])
    #expect(quarter.map(\.opacity) == [0.75, 0.25])
  }

  @Test func opacityCrossFadesInPlace() {
    let host = TestHost(Counter(transition: .opacity), text: .fixedAdvance)
    host.tap(text: "Up")
    host.advanceClock(by: 0.5)
    let half = texts(host)
    #expect(half.map(\.string) == ["5", "6"])
    #expect(half.map(\.y)[0] == half.map(\.y)[1])
  }

  @Test func withoutATransitionOrWithIdentityTheStringChangesAtOnce() {
    for transition in [nil, ContentTransition.identity] {
      let host = TestHost(Counter(transition: transition), text: .fixedAdvance)
      host.tap(text: "Up")
      #expect(texts(host).map(\.string) == ["6"])
      #expect(texts(host).map(\.opacity) == [1])
    }
  }
}
