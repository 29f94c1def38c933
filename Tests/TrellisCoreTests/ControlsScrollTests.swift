import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct ControlsScrollTests {
  struct Rows: View {
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<20) { index in
            Text("Row \(index)").frame(width: 100, height: 30).accessibilityIdentifier("row\(index)")
          }
        }
      }
      .frame(width: 200, height: 150)
      .accessibilityIdentifier("scroll")
    }
  }

  func host() -> TestHost<Rows> {
    TestHost(Rows(), size: CGSize(width: 200, height: 150), text: .fixedAdvance)
  }

  @Test func contentTakesItsIdealHeightAndIsCenteredAcross() {
    let host = host()
    #expect(host.frame(of: "scroll") == CGRect(x: 0, y: 0, width: 200, height: 150))
    #expect(host.frame(of: "row0") == CGRect(x: 50, y: 0, width: 100, height: 30))
    #expect(host.frame(of: "row19") == CGRect(x: 50, y: 570, width: 100, height: 30))
  }

  @Test func wheelScrollsAndTheOffsetIsClamped() {
    let host = host()
    host.scroll(at: CGPoint(x: 100, y: 75), by: CGSize(width: 0, height: 45))
    #expect(host.frame(of: "row0")?.minY == -45)
    host.scroll(at: CGPoint(x: 100, y: 75), by: CGSize(width: 0, height: 10_000))
    // 600 points of content in a 150-point viewport: at most 450.
    #expect(host.frame(of: "row19")?.maxY == 150)
    host.scroll(at: CGPoint(x: 100, y: 75), by: CGSize(width: 0, height: -10_000))
    #expect(host.frame(of: "row0")?.minY == 0)
    host.scroll(at: CGPoint(x: 100, y: 75), by: CGSize(width: CGFloat.nan, height: CGFloat.infinity))
    #expect(host.frame(of: "row0")?.minY == 0)
  }

  @Test func draggingTheThumbScrolls() {
    let host = host()
    host.hover(at: CGPoint(x: 100, y: 75))
    // The track runs from y 3 to 147 at the right edge; the thumb is 144 × 150/600 = 36 long.
    host.drag(from: CGPoint(x: 192, y: 10), to: CGPoint(x: 192, y: 10 + 54))
    #expect(host.frame(of: "row0")?.minY == -225)
  }

  @Test func tapsReachTheScrolledContent() {
    struct Buttons: View {
      @State var tapped = "none"
      var body: some View {
        VStack {
          ScrollView {
            VStack(spacing: 0) {
              ForEach(0..<10) { index in
                Button("B\(index)") { tapped = "B\(index)" }.frame(height: 40).accessibilityIdentifier(
                  "b\(index)")
              }
            }
          }
          .frame(height: 100)
          Text("tapped \(tapped)")
        }
      }
    }
    let host = TestHost(Buttons(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    host.scroll(at: CGPoint(x: 100, y: 50), by: CGSize(width: 0, height: 200))
    #expect(host.tap(id: "b6"))
    #expect(host.find(text: "tapped B6") != nil)
  }

  @Test func horizontalScrollViewUsesTheVerticalWheel() {
    let view = ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<10) { index in
          Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("c\(index)")
        }
      }
    }
    .frame(width: 100)
    let host = TestHost(view, size: CGSize(width: 100, height: 100), text: .fixedAdvance)
    #expect(host.frame(of: "c0") == CGRect(x: 0, y: 40, width: 50, height: 20))
    host.scroll(at: CGPoint(x: 50, y: 50), by: CGSize(width: 0, height: 30))
    #expect(host.frame(of: "c0")?.minX == -30)
  }
}
