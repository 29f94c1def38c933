import Testing
import TrellisCore
import TrellisTesting

/// `buttonBorderShape(_:)` and the background style (`backgroundStyle`, `background()`,
/// `background(in:)`), read from frames and the display list.
@MainActor
struct ButtonBorderShapeTests {
  private func fills<V: View>(_ host: TestHost<V>) -> [(Path, Paint)] {
    host.displayList().items.compactMap { item in
      if case .fill(let path, let paint, _) = item { return (path, paint) }
      return nil
    }
  }

  @Test func aCapsuleButtonIsFilledWithACapsule() throws {
    let host = TestHost(
      Button("Follow") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
        .accessibilityIdentifier("follow"),
      size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    let frame = try #require(host.frame(of: "follow"))
    // "Follow" is 60 wide and 20 high, padded 16 by 7.
    #expect(frame.size == CGSize(width: 92, height: 34))
    let capsule = Capsule().path(in: frame)
    #expect(fills(host).contains { $0.0 == capsule })
  }

  @Test func aCircleButtonIsSquareAndFilledWithACircle() throws {
    let host = TestHost(
      Button("+") {}.buttonStyle(.bordered).buttonBorderShape(.circle).accessibilityIdentifier("add"),
      size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    let frame = try #require(host.frame(of: "add"))
    // "+" is 10 by 20, padded 7 all round: 24 by 34, made square.
    #expect(frame.size == CGSize(width: 34, height: 34))
    let label = try #require(host.find(text: "+")?.frame)
    #expect(label.midX == frame.midX && label.midY == frame.midY, "the label sits in the middle")
    #expect(fills(host).contains { $0.0 == Circle().path(in: frame) })
  }

  @Test func aRoundedRectangleTakesItsRadius() throws {
    let host = TestHost(
      Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 3))
        .accessibilityIdentifier("go"),
      size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    let frame = try #require(host.frame(of: "go"))
    #expect(fills(host).contains { $0.0 == RoundedRectangle(cornerRadius: 3).path(in: frame) })
  }

  @Test func theAutomaticShapeIsTheStandardRoundedRectangle() throws {
    let host = TestHost(
      Button("Go") {}.accessibilityIdentifier("go"), size: CGSize(width: 200, height: 100),
      text: .fixedAdvance)
    let frame = try #require(host.frame(of: "go"))
    #expect(fills(host).contains { $0.0 == RoundedRectangle(cornerRadius: 7).path(in: frame) })
    #expect(ButtonBorderShape.automatic == .roundedRectangle)
    #expect(
      ButtonBorderShape.capsule.inset(by: 2).path(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        == Capsule().inset(by: 2).path(in: CGRect(x: 0, y: 0, width: 20, height: 10)))
  }

  @Test func backgroundInAShapeFillsWithTheBackgroundStyle() throws {
    let host = TestHost(
      Text("Draft").padding(6).background(in: Capsule()).backgroundStyle(Color.yellow)
        .accessibilityIdentifier("draft"),
      size: CGSize(width: 200, height: 100), text: .fixedAdvance)
    let frame = try #require(host.frame(of: "draft"))
    let yellow = Color.yellow.resolve(in: host.graph.environment)
    #expect(fills(host).contains { $0.0 == Capsule().path(in: frame) && $0.1 == .color(yellow) })
  }

  @Test func withoutAStyleTheBackgroundIsTheWindowsAndNeverRecurses() throws {
    let window = Color.windowBackgroundColor.resolve(in: EnvironmentValues())
    let plain = TestHost(
      Text("x").background().accessibilityIdentifier("x"), size: CGSize(width: 100, height: 50),
      text: .fixedAdvance)
    let frame = try #require(plain.frame(of: "x"))
    #expect(fills(plain).contains { $0.0 == Rectangle().path(in: frame) && $0.1 == .color(window) })
    let circular = TestHost(
      Text("x").background().backgroundStyle(.background), size: CGSize(width: 100, height: 50),
      text: .fixedAdvance)
    #expect(fills(circular).contains { $0.1 == .color(window) })
  }
}
