import Testing
import TrellisCore
import TrellisTesting

/// `LazyVStack` and `LazyHStack`, with exact frames, against `VStack` and `HStack` where they
/// differ: a lazy stack fills the room offered across it and offers each child its ideal length
/// along it.
@MainActor
struct LazyStackTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  @Test func aLazyVStackIsAsWideAsOfferedWhereAVStackHugsItsChildren() {
    let lazy = host(
      LazyVStack(alignment: .leading) {
        Text("A").accessibilityIdentifier("a")
        Text("BBB").accessibilityIdentifier("b")
      }
      .accessibilityIdentifier("stack"))
    #expect(lazy.frame(of: "stack") == CGRect(x: 0, y: 126, width: 400, height: 48))
    #expect(lazy.frame(of: "a") == CGRect(x: 0, y: 126, width: 10, height: 20))
    #expect(lazy.frame(of: "b") == CGRect(x: 0, y: 154, width: 30, height: 20))
    #expect(lazy.tree.children[0].type == "LazyVStack")

    let eager = host(
      VStack(alignment: .leading) {
        Text("A").accessibilityIdentifier("a")
        Text("BBB")
      }
      .accessibilityIdentifier("stack"))
    #expect(eager.frame(of: "stack") == CGRect(x: 185, y: 126, width: 30, height: 48))
    #expect(eager.frame(of: "a") == CGRect(x: 185, y: 126, width: 10, height: 20))
  }

  @Test(arguments: [
    (HorizontalAlignment.center, CGFloat(195), CGFloat(185)),
    (HorizontalAlignment.trailing, CGFloat(390), CGFloat(370)),
  ])
  func alignmentPlacesChildrenAcrossTheWholeWidth(alignment: HorizontalAlignment, a: CGFloat, b: CGFloat) {
    let host = host(
      LazyVStack(alignment: alignment, spacing: 4) {
        Text("A").accessibilityIdentifier("a")
        Text("BBB").accessibilityIdentifier("b")
      })
    #expect(host.frame(of: "a") == CGRect(x: a, y: 128, width: 10, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: b, y: 152, width: 30, height: 20))
  }

  @Test func childrenTakeTheirIdealHeightInsteadOfSharingTheStacks() {
    let host = host(
      LazyVStack {
        Color.red.accessibilityIdentifier("red")
        Color.blue.accessibilityIdentifier("blue")
      }
      .accessibilityIdentifier("stack"))
    // A VStack would give each color (300 − 8) ÷ 2; a lazy stack offers the full width and no
    // height, so each takes its ideal 10.
    #expect(host.frame(of: "stack") == CGRect(x: 0, y: 136, width: 400, height: 28))
    #expect(host.frame(of: "red") == CGRect(x: 0, y: 136, width: 400, height: 10))
    #expect(host.frame(of: "blue") == CGRect(x: 0, y: 154, width: 400, height: 10))
  }

  @Test func aSpacerKeepsItsMinimumLength() {
    let host = host(
      LazyVStack(spacing: 0) {
        Text("A")
        Spacer().accessibilityIdentifier("spacer")
        Text("B").accessibilityIdentifier("b")
      }
      .frame(height: 200))
    #expect(host.frame(of: "spacer")?.height == 8)
    // 20 + 8 + 20 = 48 tall, centered in the 200-point frame.
    #expect(host.frame(of: "b") == CGRect(x: 195, y: 154, width: 10, height: 20))
  }

  @Test func rowsInAScrollViewLineUpAtItsLeadingEdge() {
    let host = host(
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 0) {
          ForEach(0..<20, id: \.self) { index in
            Text("Row \(index)").frame(height: 30).accessibilityIdentifier("row\(index)")
          }
        }
      }
      .frame(width: 200, height: 150), width: 200, height: 150)
    // A VStack here would be as wide as its widest row and centered in the scroll view.
    #expect(host.frame(of: "row0") == CGRect(x: 0, y: 0, width: 50, height: 30))
    // Row 19 (570…600) lies beyond the viewport and the viewport's length after it, so it is
    // not made until scrolled to; then it too lines up at the leading edge.
    #expect(host.find(id: "row19") == nil)
    host.scroll(at: CGPoint(x: 100, y: 75), by: CGSize(width: 0, height: 10_000))
    #expect(host.frame(of: "row19") == CGRect(x: 0, y: 120, width: 60, height: 30))
  }

  @Test func aLazyHStackIsAsTallAsOffered() {
    let host = host(
      ScrollView(.horizontal) {
        LazyHStack(alignment: .top) {
          Text("A").accessibilityIdentifier("a")
          Color.blue.frame(width: 20).accessibilityIdentifier("block")
          Text("BB").accessibilityIdentifier("b")
        }
        .accessibilityIdentifier("stack")
      }
      .frame(width: 200, height: 100), width: 200, height: 100)
    // The block is offered the full height; the texts sit at the top of it.
    #expect(host.frame(of: "stack") == CGRect(x: 0, y: 0, width: 66, height: 100))
    #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(host.frame(of: "block") == CGRect(x: 18, y: 0, width: 20, height: 100))
    #expect(host.frame(of: "b") == CGRect(x: 46, y: 0, width: 20, height: 20))
    #expect(host.find(id: "stack")?.type == "LazyHStack")
  }

  @Test func aLazyHStackAlignsToTheBottomOfTheRoomItIsOffered() {
    let host = host(
      LazyHStack(alignment: .bottom, spacing: 2) {
        Text("A").accessibilityIdentifier("a")
        Text("BB").accessibilityIdentifier("b")
      }
      .frame(height: 60))
    // 10 + 2 + 20 = 32 wide, centered; 60 tall, the texts at its bottom.
    #expect(host.frame(of: "a") == CGRect(x: 184, y: 160, width: 10, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 196, y: 160, width: 20, height: 20))
  }
}
