import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `.geometryGroup()`: in an animated move, the group's subviews are drawn relative to where the
/// group is shown on the way, so that one appearing during the move travels with it.
@MainActor
struct GeometryGroupTests {
  /// A 40-point blue box, with a 20-point red badge above it once `showsBadge` is set; `lowered`
  /// moves them 100 points down by padding outside the group.
  struct Card: View {
    var grouped: Bool
    @State var lowered = false
    @State var showsBadge = false

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        if grouped {
          content.geometryGroup().padding(.top, lowered ? 100 : 0)
        } else {
          content.padding(.top, lowered ? 100 : 0)
        }
        Button("Go") {
          withAnimation(.linear(duration: 1)) {
            lowered = true
            showsBadge = true
          }
        }
        .accessibilityIdentifier("go")
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private var content: some View {
      VStack(spacing: 0) {
        if showsBadge { Color.red.frame(width: 20, height: 20) }
        Color.blue.frame(width: 40, height: 40)
      }
    }
  }

  /// Where the fills of each size are drawn, with the transforms around them applied.
  func drawnFills(_ host: TestHost<Card>) -> [CGSize: CGRect] {
    var transforms = [CGAffineTransform.identity]
    var fills: [CGSize: CGRect] = [:]
    for item in host.displayList().items {
      switch item {
      case .pushTransform(let transform): transforms.append(transform.concatenating(transforms.last!))
      case .popTransform: transforms.removeLast()
      case .fill(let path, _, _):
        let rect = path.boundingRect.applying(transforms.last!)
        fills[rect.size] = rect
      default: break
      }
    }
    return fills
  }

  let badge = CGSize(width: 20, height: 20)
  let box = CGSize(width: 40, height: 40)

  @Test func aSubviewThatAppearsTravelsWithTheGroup() {
    let host = TestHost(Card(grouped: true), size: CGSize(width: 200, height: 300), text: .fixedAdvance)
    host.tap(id: "go")
    host.advanceClock(by: 0.5)
    // Half way the group is shown 50 points down, and the badge, centered over the box, with it.
    let fills = drawnFills(host)
    #expect(fills[badge] == CGRect(x: 10, y: 50, width: 20, height: 20))
    // The box's own move inside the group, 20 points down below the badge, animates on its own:
    // it is half way there, 10 points below the group's top.
    #expect(fills[box] == CGRect(x: 0, y: 60, width: 40, height: 40))
    host.advanceClock(by: 0.5)
    let settled = drawnFills(host)
    #expect(settled[badge] == CGRect(x: 10, y: 100, width: 20, height: 20))
    #expect(settled[box] == CGRect(x: 0, y: 120, width: 40, height: 40))
  }

  @Test func withoutAGroupTheNewSubviewWaitsAtTheEnd() {
    let host = TestHost(Card(grouped: false), size: CGSize(width: 200, height: 300), text: .fixedAdvance)
    host.tap(id: "go")
    host.advanceClock(by: 0.5)
    let fills = drawnFills(host)
    #expect(fills[badge] == CGRect(x: 10, y: 100, width: 20, height: 20))
    #expect(fills[box] == CGRect(x: 0, y: 60, width: 40, height: 40))
  }

  @Test func clicksReachTheGroupWhereItIsShown() {
    struct Tappable: View {
      @State var lowered = false
      @State var taps = 0

      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Color.blue.frame(width: 40, height: 40).onTapGesture { taps += 1 }
            .geometryGroup()
            .padding(.top, lowered ? 100 : 0)
          Button("Go") { withAnimation(.linear(duration: 1)) { lowered = true } }.accessibilityIdentifier(
            "go")
          Text("\(taps) taps")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }
    }
    let host = TestHost(Tappable(), size: CGSize(width: 200, height: 300), text: .fixedAdvance)
    host.tap(id: "go")
    host.advanceClock(by: 0.5)
    host.tap(at: CGPoint(x: 20, y: 70))
    #expect(host.find(text: "1 taps") != nil)
  }
}
