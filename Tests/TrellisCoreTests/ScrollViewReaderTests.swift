import Testing
import TrellisCore
import TrellisTesting

@MainActor
struct ScrollViewReaderTests {
  /// 20 rows of 30 points in a 150-point viewport: offsets run from 0 to 450.
  struct Rows: View {
    var anchor: UnitPoint?
    @State var target = 0
    var body: some View {
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          ScrollView {
            VStack(spacing: 0) {
              ForEach(0..<20) { index in
                Text("Row \(index)").frame(width: 100, height: 30).accessibilityIdentifier("row\(index)")
              }
              Text("Footer").frame(width: 100, height: 30).id("footer").accessibilityIdentifier("footer")
            }
          }
          .frame(width: 200, height: 150)
          HStack(spacing: 0) {
            Button("Ten") { proxy.scrollTo(10, anchor: anchor) }.accessibilityIdentifier("ten")
            Button("Two") { proxy.scrollTo(2, anchor: anchor) }.accessibilityIdentifier("two")
            Button("Footer") { proxy.scrollTo("footer", anchor: anchor) }.accessibilityIdentifier("toFooter")
            Button("Nothing") { proxy.scrollTo("nothing", anchor: anchor) }.accessibilityIdentifier("nothing")
          }
        }
        .frame(maxHeight: .infinity, alignment: .top)
      }
    }
  }

  func host(anchor: UnitPoint?) -> TestHost<Rows> {
    TestHost(Rows(anchor: anchor), size: CGSize(width: 200, height: 250), text: .fixedAdvance)
  }

  @Test func withoutAnAnchorTheLeastMovementShowsTheRow() {
    let host = host(anchor: nil)
    // Row 10 (300…330) is below the viewport: its bottom comes to the viewport's bottom.
    host.tap(id: "ten")
    #expect(host.frame(of: "row10") == CGRect(x: 50, y: 120, width: 100, height: 30))
    // Row 2 (60…90 in the content) is above: its top comes to the top.
    host.tap(id: "two")
    #expect(host.frame(of: "row2") == CGRect(x: 50, y: 0, width: 100, height: 30))
    // Already wholly visible: nothing moves.
    host.tap(id: "two")
    #expect(host.frame(of: "row0")?.minY == -60)
  }

  @Test func anAnchorLinesUpThatPointOfTheRowWithTheViewport() {
    let top = host(anchor: .top)
    top.tap(id: "ten")
    #expect(top.frame(of: "row10")?.minY == 0)
    let center = host(anchor: .center)
    center.tap(id: "ten")
    // The row's middle (315 in the content) at the viewport's middle (75).
    #expect(center.frame(of: "row10")?.midY == 75)
    let bottom = host(anchor: .bottom)
    bottom.tap(id: "two")
    // Row 2 ends at 90 in the content, before the viewport's height: the offset stays at 0.
    #expect(bottom.frame(of: "row2")?.minY == 60)
    bottom.tap(id: "ten")
    #expect(bottom.frame(of: "row10")?.maxY == 150)
  }

  @Test func anIDGivenWithTheIDModifierIsFoundAndTheOffsetIsClamped() {
    let host = host(anchor: .top)
    // The footer's top can't reach the viewport's top: the content ends at 630.
    host.tap(id: "toFooter")
    #expect(host.frame(of: "footer") == CGRect(x: 50, y: 120, width: 100, height: 30))
    host.tap(id: "nothing")
    #expect(host.frame(of: "footer")?.minY == 120)
  }

  @Test func aRowAddedByTheSameChangeCanBeScrolledTo() {
    struct Growing: View {
      @State var count = 3
      var body: some View {
        ScrollViewReader { proxy in
          VStack(spacing: 0) {
            ScrollView {
              VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { index in
                  Text("Row \(index)").frame(width: 100, height: 40).accessibilityIdentifier("row\(index)")
                }
              }
            }
            .frame(width: 200, height: 100)
            Button("Add") {
              count += 5
              proxy.scrollTo(count - 1)
            }
            .accessibilityIdentifier("add")
          }
          .frame(maxHeight: .infinity, alignment: .top)
        }
      }
    }
    let host = TestHost(Growing(), size: CGSize(width: 200, height: 200), text: .fixedAdvance)
    host.tap(id: "add")
    #expect(host.frame(of: "row7") == CGRect(x: 50, y: 60, width: 100, height: 40))
  }

  @Test func aReaderInsideTheScrollViewScrollsIt() {
    struct Inside: View {
      var body: some View {
        ScrollView {
          ScrollViewReader { proxy in
            Button("Last") { proxy.scrollTo(9, anchor: .top) }.accessibilityIdentifier("last")
            ForEach(0..<10) { index in
              Color.gray.frame(width: 50, height: 50).accessibilityIdentifier("cell\(index)")
            }
          }
        }
        .frame(width: 100, height: 120)
      }
    }
    let host = TestHost(Inside(), size: CGSize(width: 100, height: 120), text: .fixedAdvance)
    let before = host.frame(of: "cell9")
    host.tap(id: "last")
    // The reader lays out like a Group: its views stack in the scroll view, the last one ends
    // the content, so the offset stops at the content's end.
    let after = host.frame(of: "cell9")
    #expect(before?.maxY ?? 0 > 120)
    #expect(after?.maxY == 120)
  }

  @Test func nestedScrollViewsScrollInnermostFirst() {
    struct Nested: View {
      var body: some View {
        ScrollViewReader { proxy in
          VStack(spacing: 0) {
            ScrollView {
              VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 200)
                ScrollView(.horizontal) {
                  HStack(spacing: 0) {
                    ForEach(0..<10) { index in
                      Color.blue.frame(width: 60, height: 40).accessibilityIdentifier("cell\(index)")
                    }
                  }
                }
                .frame(width: 100, height: 40)
              }
            }
            .frame(width: 100, height: 100)
            Button("Go") { proxy.scrollTo(7) }.accessibilityIdentifier("go")
          }
          .frame(maxHeight: .infinity, alignment: .top)
        }
      }
    }
    let host = TestHost(Nested(), size: CGSize(width: 100, height: 200), text: .fixedAdvance)
    host.tap(id: "go")
    // Inner: cell 7 (420…480) ends at the viewport's right edge (100). Outer: the carousel
    // (200…240) ends at the bottom (100).
    #expect(host.frame(of: "cell7") == CGRect(x: 40, y: 60, width: 60, height: 40))
  }

  @Test func insideWithAnimationTheContentMovesThere() {
    struct Animated: View {
      var body: some View {
        ScrollViewReader { proxy in
          VStack(spacing: 0) {
            ScrollView {
              VStack(spacing: 0) {
                ForEach(0..<20) { index in
                  Color.gray.frame(width: 100, height: 30).accessibilityIdentifier("row\(index)")
                }
              }
            }
            .frame(width: 100, height: 150)
            Button("Go") {
              withAnimation(.linear(duration: 1)) { proxy.scrollTo(10, anchor: .top) }
            }
            .accessibilityIdentifier("go")
          }
          .frame(maxHeight: .infinity, alignment: .top)
        }
      }
    }
    let host = TestHost(Animated(), size: CGSize(width: 100, height: 200), text: .fixedAdvance)
    host.tap(id: "go")
    #expect(host.frame(of: "row10")?.minY == 300)
    host.advanceClock(by: 0.5)
    #expect(host.frame(of: "row10")?.minY == 150)
    host.advanceClock(by: 0.6)
    #expect(host.frame(of: "row10")?.minY == 0)
  }

  @Test func onAppearTheFirstFrameIsAlreadyScrolled() {
    struct Chat: View {
      var body: some View {
        ScrollViewReader { proxy in
          ScrollView {
            VStack(spacing: 0) {
              ForEach(0..<20) { index in
                Color.gray.frame(width: 100, height: 30).accessibilityIdentifier("row\(index)")
              }
            }
          }
          .frame(width: 100, height: 150)
          .onAppear { proxy.scrollTo(19, anchor: .bottom) }
        }
      }
    }
    let host = TestHost(Chat(), size: CGSize(width: 100, height: 150), text: .fixedAdvance)
    #expect(host.frame(of: "row19") == CGRect(x: 0, y: 120, width: 100, height: 30))
  }
}
