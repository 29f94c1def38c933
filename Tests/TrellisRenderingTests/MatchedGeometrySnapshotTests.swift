import Testing
import Trellis
import TrellisTesting

/// A hero card halfway through growing out of a small one with `.matchedGeometryEffect`.
@MainActor
struct MatchedGeometrySnapshotTests {
  struct HeroCards: View {
    @Namespace private var cards
    @State private var expanded = false

    var body: some View {
      ZStack(alignment: .topLeading) {
        if expanded {
          RoundedRectangle(cornerRadius: 12).fill(.orange)
            .overlay(Text("Expanded").foregroundStyle(.white))
            .matchedGeometryEffect(id: "card", in: cards)
            .frame(width: 130, height: 80).padding(.leading, 60).padding(.top, 30)
        } else {
          RoundedRectangle(cornerRadius: 6).fill(.blue)
            .matchedGeometryEffect(id: "card", in: cards)
            .frame(width: 40, height: 24).padding(10)
        }
      }
      .frame(width: 200, height: 120, alignment: .topLeading)
      .contentShape(Rectangle())
      .onTapGesture { withAnimation(.linear(duration: 1)) { expanded.toggle() } }
    }
  }

  @Test func halfwayFromTheSmallCardToTheBigOne() {
    ControlSnapshot.expectMatch(
      HeroCards(), size: CGSize(width: 200, height: 120), named: "matched-geometry-halfway"
    ) { host in
      host.tap(at: CGPoint(x: 30, y: 22))
      host.advanceClock(by: 0.5)
    }
  }

  @Test func theBigCardAtRest() {
    ControlSnapshot.expectMatch(
      HeroCards(), size: CGSize(width: 200, height: 120), named: "matched-geometry-expanded"
    ) { host in
      host.tap(at: CGPoint(x: 30, y: 22))
      host.advanceClock(by: 1.1)
    }
  }
}
