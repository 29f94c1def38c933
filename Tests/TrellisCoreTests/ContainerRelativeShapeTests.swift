import Testing
import TrellisCore
import TrellisTesting

/// `ContainerRelativeShape` and `.containerShape(_:)`: the shape takes its container's form,
/// inset to its own frame, read from the display list.
@MainActor
struct ContainerRelativeShapeTests {
  private func fills<V: View>(_ host: TestHost<V>) -> [Path] {
    host.displayList().items.compactMap { item in
      if case .fill(let path, _, _) = item { return path }
      return nil
    }
  }

  private func clips<V: View>(_ host: TestHost<V>) -> [Path] {
    host.displayList().items.compactMap { item in
      if case .pushClip(let path, _) = item { return path }
      return nil
    }
  }

  @Test func withNoContainerItIsARectangle() {
    let host = TestHost(
      ContainerRelativeShape().fill(.blue).frame(width: 40, height: 30),
      size: CGSize(width: 100, height: 100), text: .fixedAdvance)
    #expect(fills(host) == [Path(CGRect(x: 30, y: 35, width: 40, height: 30))])
  }

  @Test func insideARoundedContainerItsCornersAreConcentric() {
    let host = TestHost(
      ContainerRelativeShape().fill(.blue)
        .padding(8)
        .frame(width: 100, height: 60)
        .containerShape(RoundedRectangle(cornerRadius: 20)),
      size: CGSize(width: 100, height: 60), text: .fixedAdvance)
    // 8 points in from corners of radius 20: corners of 12, on the padded frame.
    let expected = RoundedRectangle(cornerRadius: 12).path(in: CGRect(x: 8, y: 8, width: 84, height: 44))
    #expect(fills(host) == [expected])
  }

  @Test func theSmallestInsetDecidesAndInsetsAddUp() {
    let host = TestHost(
      ContainerRelativeShape().inset(by: 2).fill(.blue)
        .padding(.horizontal, 10).padding(.vertical, 4)
        .frame(width: 100, height: 60)
        .containerShape(RoundedRectangle(cornerRadius: 20)),
      size: CGSize(width: 100, height: 60), text: .fixedAdvance)
    // The shape's own frame is 10 in across and 4 down; inset by 2, the path is 12 and 6 in.
    // The nearest edge is 6 away, so the corners are 20 - 6 = 14.
    let expected = RoundedRectangle(cornerRadius: 14).path(in: CGRect(x: 12, y: 6, width: 76, height: 48))
    #expect(fills(host) == [expected])
  }

  @Test func aCapsuleContainerMakesCapsules() {
    let host = TestHost(
      HStack(spacing: 0) {
        ContainerRelativeShape().fill(.blue).padding(5)
      }
      .frame(width: 120, height: 40)
      .containerShape(Capsule()),
      size: CGSize(width: 120, height: 40), text: .fixedAdvance)
    #expect(fills(host) == [Capsule().path(in: CGRect(x: 5, y: 5, width: 110, height: 30))])
  }

  @Test func aClipShapeFollowsTheContainerAndTheNearestContainerWins() {
    let host = TestHost(
      Color.red
        .clipShape(.containerRelative)
        .padding(4)
        .containerShape(RoundedRectangle(cornerRadius: 10))
        .padding(6)
        .containerShape(RoundedRectangle(cornerRadius: 30)),
      size: CGSize(width: 80, height: 50), text: .fixedAdvance)
    #expect(
      clips(host) == [RoundedRectangle(cornerRadius: 6).path(in: CGRect(x: 10, y: 10, width: 60, height: 30))]
    )
  }

  struct Switching: View {
    @State var round = true
    var body: some View {
      VStack {
        Button("Switch") { round = false }
        ContainerRelativeShape().fill(.blue).padding(4)
          .frame(width: 60, height: 40)
          .containerShape(round ? CornerRadiusShape.rounded : .square)
      }
    }
  }

  @Test func aNewContainerShapeRedrawsTheShapesInside() throws {
    let host = TestHost(Switching(), size: CGSize(width: 100, height: 100), text: .fixedAdvance)
    let before = try #require(fills(host).last)
    #expect(before.boundingRect.size == CGSize(width: 52, height: 32))
    #expect(before == RoundedRectangle(cornerRadius: 6).path(in: before.boundingRect))
    host.tap(text: "Switch")
    #expect(fills(host).last == Path(before.boundingRect))
  }
}

/// A container shape that a `@State` switches between a rounded and a square rectangle.
struct CornerRadiusShape: InsettableShape {
  var radius: CGFloat
  var amount: CGFloat = 0

  static let rounded = CornerRadiusShape(radius: 10)
  static let square = CornerRadiusShape(radius: 0)

  func path(in rect: CGRect) -> Path {
    RoundedRectangle(cornerRadius: radius).inset(by: amount).path(in: rect)
  }

  func inset(by amount: CGFloat) -> CornerRadiusShape {
    CornerRadiusShape(radius: radius, amount: self.amount + amount)
  }
}
