import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// `.flipsForRightToLeftLayoutDirection` and `.layoutDirectionBehavior`: the drawing and the
/// clicks are mirrored about the view's center line in the named direction; the layout is not.
@MainActor
struct LayoutDirectionBehaviorTests {
  /// A 100 × 40 view whose left half is red and taps "left", its right half blue.
  struct Halves: View {
    let behavior: LayoutDirectionBehavior
    @State var tapped = "none"

    var body: some View {
      VStack(spacing: 0) {
        HStack(spacing: 0) {
          Color.red.frame(width: 50, height: 40).onTapGesture { tapped = "left" }
          Color.blue.frame(width: 50, height: 40).onTapGesture { tapped = "right" }
        }
        // Laid out left to right whatever the direction, so that only the mirror moves it.
        .environment(\.layoutDirection, .leftToRight)
        .layoutDirectionBehavior(behavior)
        .accessibilityIdentifier("halves")
        Text(tapped)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  func host(_ behavior: LayoutDirectionBehavior, _ direction: LayoutDirection) -> TestHost<Halves> {
    TestHost(
      Halves(behavior: behavior), size: CGSize(width: 200, height: 100), text: .fixedAdvance,
      layoutDirection: direction)
  }

  /// The transforms pushed while drawing.
  func transforms(_ host: TestHost<Halves>) -> [CGAffineTransform] {
    host.displayList().items.compactMap { item in
      if case .pushTransform(let transform) = item { return transform }
      return nil
    }
  }

  @Test func mirroredInTheNamedDirection() {
    // Right to left, the 100-point view sits at the right edge: x 100…200, center line at 150.
    let host = host(.mirrors, .rightToLeft)
    #expect(host.frame(of: "halves") == CGRect(x: 100, y: 0, width: 100, height: 40))
    #expect(transforms(host) == [CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 300, ty: 0)])
    // The red half, laid out at 100…150, is drawn at 150…200, and a click there reaches it.
    host.tap(at: CGPoint(x: 190, y: 20))
    #expect(host.find(text: "left") != nil)
    host.tap(at: CGPoint(x: 110, y: 20))
    #expect(host.find(text: "right") != nil)
  }

  @Test func notMirroredInTheOtherDirection() {
    let host = host(.mirrors, .leftToRight)
    #expect(transforms(host).isEmpty)
    host.tap(at: CGPoint(x: 10, y: 20))
    #expect(host.find(text: "left") != nil)
  }

  @Test func mirrorsInLeftToRight() {
    let host = host(.mirrors(in: .leftToRight), .leftToRight)
    #expect(transforms(host) == [CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 100, ty: 0)])
    host.tap(at: CGPoint(x: 10, y: 20))
    #expect(host.find(text: "right") != nil)
  }

  @Test func fixedIsNeverMirrored() {
    let host = host(.fixed, .rightToLeft)
    #expect(transforms(host).isEmpty)
    host.tap(at: CGPoint(x: 110, y: 20))
    #expect(host.find(text: "left") != nil)
  }

  @Test func flipsForRightToLeftIsMirrorsOrFixed() {
    let flipped = TestHost(
      Color.red.frame(width: 20, height: 20).flipsForRightToLeftLayoutDirection(true),
      size: CGSize(width: 100, height: 100), layoutDirection: .rightToLeft)
    let transform = flipped.displayList().items.compactMap { item -> CGAffineTransform? in
      if case .pushTransform(let transform) = item { return transform }
      return nil
    }
    #expect(transform == [CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 100, ty: 0)])
    let unflipped = TestHost(
      Color.red.frame(width: 20, height: 20).flipsForRightToLeftLayoutDirection(false),
      size: CGSize(width: 100, height: 100), layoutDirection: .rightToLeft)
    #expect(
      !unflipped.displayList().items.contains { item in
        if case .pushTransform = item { return true }
        return false
      })
  }
}
