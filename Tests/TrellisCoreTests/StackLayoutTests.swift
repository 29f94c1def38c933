import Testing
import TrellisCore
import TrellisTesting

/// Exact frames of HStack, VStack and ZStack, with the fixed-advance measurer (10 pt a character,
/// 20 pt a line, baseline 15, for 14-point text), following SWIFTUI-LAYOUT-RULES.md.
@MainActor
struct StackLayoutTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  // MARK: Spacing

  @Test func hstackUsesDefaultSpacingOf8() {
    let host = host(
      HStack {
        Text("ab").accessibilityIdentifier("a")
        Text("cde").accessibilityIdentifier("b")
      })
    // 20 + 8 + 30 = 58 wide, centered in 400 × 300.
    #expect(host.frame(of: "a") == CGRect(x: 171, y: 140, width: 20, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 199, y: 140, width: 30, height: 20))
  }

  @Test func explicitSpacingReplacesTheDefault() {
    let wide = host(
      HStack(spacing: 20) {
        Text("ab").accessibilityIdentifier("a")
        Text("cde").accessibilityIdentifier("b")
      })
    #expect(wide.frame(of: "a") == CGRect(x: 165, y: 140, width: 20, height: 20))
    #expect(wide.frame(of: "b") == CGRect(x: 205, y: 140, width: 30, height: 20))

    let tight = host(
      VStack(spacing: 0) {
        Text("ab").accessibilityIdentifier("a")
        Text("cde").accessibilityIdentifier("b")
      })
    #expect(tight.frame(of: "a") == CGRect(x: 190, y: 130, width: 20, height: 20))
    #expect(tight.frame(of: "b") == CGRect(x: 185, y: 150, width: 30, height: 20))
  }

  @Test func vstackUsesDefaultSpacingOf8AndCentersChildren() {
    let host = host(
      VStack {
        Text("ab").accessibilityIdentifier("a")
        Text("cde").accessibilityIdentifier("b")
      })
    // 30 × 48, centered.
    #expect(host.frame(of: "a") == CGRect(x: 190, y: 126, width: 20, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 185, y: 154, width: 30, height: 20))
  }

  // MARK: Spacers

  @Test func spacerTakesWhatTheFixedViewsLeave() {
    let host = host(
      HStack {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("left")
        Spacer().accessibilityIdentifier("spacer")
        Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("right")
      })
    #expect(host.frame(of: "left") == CGRect(x: 0, y: 125, width: 50, height: 50))
    // 400 − 2 × 50 − 2 × 8 = 284 wide; no height across the stack, centered on the row.
    #expect(host.frame(of: "spacer") == CGRect(x: 58, y: 150, width: 284, height: 0))
    #expect(host.frame(of: "right") == CGRect(x: 350, y: 125, width: 50, height: 50))
  }

  @Test func spacerInAVStackGrowsVertically() {
    let host = host(
      VStack {
        Text("top").accessibilityIdentifier("top")
        Spacer().accessibilityIdentifier("spacer")
        Text("bottom").accessibilityIdentifier("bottom")
      })
    #expect(host.frame(of: "top") == CGRect(x: 185, y: 0, width: 30, height: 20))
    #expect(host.frame(of: "spacer") == CGRect(x: 200, y: 28, width: 0, height: 244))
    #expect(host.frame(of: "bottom") == CGRect(x: 170, y: 280, width: 60, height: 20))
  }

  @Test func spacerMinLengthHoldsWhenSpaceRunsOut() {
    let host = host(
      HStack {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("left")
        Spacer(minLength: 30).accessibilityIdentifier("spacer")
        Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("right")
      }, width: 120, height: 100)
    // 50 + 8 + 30 + 8 + 50 = 146 > 120: the stack overflows and the root centers it.
    #expect(host.frame(of: "left") == CGRect(x: -13, y: 25, width: 50, height: 50))
    #expect(host.frame(of: "spacer") == CGRect(x: 45, y: 50, width: 30, height: 0))
    #expect(host.frame(of: "right") == CGRect(x: 83, y: 25, width: 50, height: 50))
  }

  @Test func spacerDefaultMinLengthIs8() {
    let host = host(
      HStack {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("left")
        Spacer().accessibilityIdentifier("spacer")
        Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("right")
      }, width: 100, height: 100)
    // 50 + 8 + 8 + 8 + 50 = 124.
    #expect(host.frame(of: "left") == CGRect(x: -12, y: 25, width: 50, height: 50))
    #expect(host.frame(of: "spacer") == CGRect(x: 46, y: 50, width: 8, height: 0))
    #expect(host.frame(of: "right") == CGRect(x: 62, y: 25, width: 50, height: 50))
  }

  // MARK: Distribution

  @Test func leastFlexibleChildIsServedFirst() {
    let host = host(
      HStack {
        Color.red.accessibilityIdentifier("color")
        Text("hello").accessibilityIdentifier("text")
        Color.blue.frame(width: 40).accessibilityIdentifier("fixed")
      }
      .frame(height: 40), width: 200, height: 100)
    // 184 to share: the fixed frame (flexibility 0) takes 40, the text (50 − 10) its 50 of the
    // 72 offered, the color the remaining 94 — not an equal third each.
    #expect(host.frame(of: "color") == CGRect(x: 0, y: 30, width: 94, height: 40))
    #expect(host.frame(of: "text") == CGRect(x: 102, y: 40, width: 50, height: 20))
    #expect(host.frame(of: "fixed") == CGRect(x: 160, y: 30, width: 40, height: 40))
  }

  @Test func equallyFlexibleChildrenShareEqually() {
    let host = host(
      HStack(spacing: 10) {
        Color.red.accessibilityIdentifier("a")
        Color.green.accessibilityIdentifier("b")
        Color.blue.accessibilityIdentifier("c")
      }, width: 320, height: 50)
    #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(host.frame(of: "b") == CGRect(x: 110, y: 0, width: 100, height: 50))
    #expect(host.frame(of: "c") == CGRect(x: 220, y: 0, width: 100, height: 50))
  }

  @Test func avocadoToastKeepsItsTextWithHigherPriority() {
    // WWDC19 "Building Custom Views with SwiftUI": the prioritized text keeps its full width;
    // "Delicious" gets what is left and shrinks to its minimum, the ellipsis.
    let host = host(
      HStack {
        Text("Delicious").accessibilityIdentifier("delicious")
        Color.green.frame(width: 20, height: 20).accessibilityIdentifier("image")
        Text("Avocado Toast").layoutPriority(1).accessibilityIdentifier("avocado")
      }
      .lineLimit(1), width: 180)
    // 164 after spacing; "Avocado Toast" is offered 164 − (10 + 20) set aside for the others.
    #expect(host.frame(of: "avocado") == CGRect(x: 48, y: 140, width: 130, height: 20))
    #expect(host.frame(of: "image") == CGRect(x: 20, y: 140, width: 20, height: 20))
    #expect(host.frame(of: "delicious") == CGRect(x: 2, y: 140, width: 10, height: 20))
  }

  @Test func withoutPriorityBothTextsTruncate() {
    let host = host(
      HStack {
        Text("Delicious").accessibilityIdentifier("delicious")
        Color.green.frame(width: 20, height: 20).accessibilityIdentifier("image")
        Text("Avocado Toast").accessibilityIdentifier("avocado")
      }
      .lineLimit(1), width: 180)
    // The image takes 20; "Delicious" is offered 72 and "Avocado Toast" 74: 7 characters each
    // fit, of which one is the ellipsis, so both show 70 points.
    #expect(host.frame(of: "delicious") == CGRect(x: 2, y: 140, width: 70, height: 20))
    #expect(host.frame(of: "image") == CGRect(x: 80, y: 140, width: 20, height: 20))
    #expect(host.frame(of: "avocado") == CGRect(x: 108, y: 140, width: 70, height: 20))
  }

  @Test func vstackGivesThePrioritizedChildAllButTheOthersMinimum() {
    let host = host(
      VStack {
        Color.red.frame(minHeight: 10, maxHeight: .infinity).accessibilityIdentifier("low")
        Color.blue.frame(minHeight: 10, maxHeight: .infinity).layoutPriority(1)
          .accessibilityIdentifier("high")
      })
    #expect(host.frame(of: "low") == CGRect(x: 0, y: 0, width: 400, height: 10))
    #expect(host.frame(of: "high") == CGRect(x: 0, y: 18, width: 400, height: 282))
  }

  @Test func unspecifiedProposalAsksEveryChildForItsIdealSize() {
    let host = host(
      HStack {
        Color.red.accessibilityIdentifier("color")
        Text("ab").accessibilityIdentifier("text")
      }
      .fixedSize())
    // A color's ideal size is 10 × 10.
    #expect(host.frame(of: "color") == CGRect(x: 181, y: 145, width: 10, height: 10))
    #expect(host.frame(of: "text") == CGRect(x: 199, y: 140, width: 20, height: 20))
  }

  // MARK: Overflow

  @Test func overflowingFixedFrameIsCenteredByItsParent() {
    let host = host(
      Color.red.frame(width: 200, height: 50).accessibilityIdentifier("wide"), width: 100, height: 100)
    #expect(host.frame(of: "wide") == CGRect(x: -50, y: 25, width: 200, height: 50))
  }

  @Test func overflowingStackIsCenteredInItsFrame() {
    let host = host(
      VStack {
        Color.red.frame(width: 200, height: 10).accessibilityIdentifier("wide")
      }
      .frame(width: 100, height: 50)
      .accessibilityIdentifier("outer"), width: 100, height: 100)
    #expect(host.frame(of: "outer") == CGRect(x: 0, y: 25, width: 100, height: 50))
    #expect(host.frame(of: "wide") == CGRect(x: -50, y: 45, width: 200, height: 10))
  }

  // MARK: Alignment

  @Test func vstackLeadingAndTrailingAlignment() {
    let leading = host(
      VStack(alignment: .leading) {
        Text("a").accessibilityIdentifier("a")
        Text("abc").accessibilityIdentifier("abc")
      })
    #expect(leading.frame(of: "a") == CGRect(x: 185, y: 126, width: 10, height: 20))
    #expect(leading.frame(of: "abc") == CGRect(x: 185, y: 154, width: 30, height: 20))

    let trailing = host(
      VStack(alignment: .trailing) {
        Text("a").accessibilityIdentifier("a")
        Text("abc").accessibilityIdentifier("abc")
      })
    #expect(trailing.frame(of: "a") == CGRect(x: 205, y: 126, width: 10, height: 20))
    #expect(trailing.frame(of: "abc") == CGRect(x: 185, y: 154, width: 30, height: 20))
  }

  @Test func hstackTopAndBottomAlignment() {
    let top = host(
      HStack(alignment: .top) {
        Text("a").accessibilityIdentifier("a")
        Text("b\nc").accessibilityIdentifier("bc")
      })
    #expect(top.frame(of: "a") == CGRect(x: 186, y: 130, width: 10, height: 20))
    #expect(top.frame(of: "bc") == CGRect(x: 204, y: 130, width: 10, height: 40))

    let bottom = host(
      HStack(alignment: .bottom) {
        Text("a").accessibilityIdentifier("a")
        Text("b\nc").accessibilityIdentifier("bc")
      })
    #expect(bottom.frame(of: "a") == CGRect(x: 186, y: 150, width: 10, height: 20))
    #expect(bottom.frame(of: "bc") == CGRect(x: 204, y: 130, width: 10, height: 40))
  }

  @Test func nestedStacksAlignInsideEachOther() {
    let host = host(
      VStack(alignment: .trailing) {
        HStack(alignment: .bottom) {
          Text("a").accessibilityIdentifier("a")
          Text("b\nc").accessibilityIdentifier("bc")
        }
        Text("defg").accessibilityIdentifier("defg")
      })
    // The row is 28 × 40, the column 40 × 68; the row sits at the column's trailing edge.
    #expect(host.frame(of: "a") == CGRect(x: 192, y: 136, width: 10, height: 20))
    #expect(host.frame(of: "bc") == CGRect(x: 210, y: 116, width: 10, height: 40))
    #expect(host.frame(of: "defg") == CGRect(x: 180, y: 164, width: 40, height: 20))
  }

  @Test func firstTextBaselineAlignsTextOfDifferentSizes() {
    let host = host(
      HStack(alignment: .firstTextBaseline) {
        Text("A").font(.system(size: 28)).accessibilityIdentifier("big")
        Text("b").accessibilityIdentifier("small")
      })
    // Baselines at 30 (28 pt) and 15 (14 pt): the small text moves down 15.
    #expect(host.frame(of: "big") == CGRect(x: 181, y: 130, width: 20, height: 40))
    #expect(host.frame(of: "small") == CGRect(x: 209, y: 145, width: 10, height: 20))
  }

  @Test func lastTextBaselineAlignsTheLastLines() {
    let host = host(
      HStack(alignment: .lastTextBaseline) {
        Text("a\nb").accessibilityIdentifier("two")
        Text("c").accessibilityIdentifier("one")
      })
    #expect(host.frame(of: "two") == CGRect(x: 186, y: 130, width: 10, height: 40))
    #expect(host.frame(of: "one") == CGRect(x: 204, y: 150, width: 10, height: 20))
  }

  @Test func baselinesPropagateOutOfANestedVStack() {
    func row(_ alignment: VerticalAlignment) -> some View {
      HStack(alignment: alignment) {
        VStack {
          Text("a")
          Text("b")
        }
        .accessibilityIdentifier("column")
        Text("c").font(.system(size: 28)).accessibilityIdentifier("big")
      }
    }
    // The column's first baseline is its first text's (15), its last baseline its last text's
    // (28 + 15 = 43); the big text's baseline is at 30.
    let first = host(row(.firstTextBaseline), width: 400, height: 100)
    let firstColumn = first.frame(of: "column")!
    let firstBig = first.frame(of: "big")!
    #expect(firstColumn.minY - firstBig.minY == 15)
    #expect(firstBig.height == 40)

    let last = host(row(.lastTextBaseline), width: 400, height: 100)
    let lastColumn = last.frame(of: "column")!
    let lastBig = last.frame(of: "big")!
    #expect(lastBig.minY - lastColumn.minY == 13)
    #expect(lastColumn == CGRect(x: 181, y: 24, width: 10, height: 48))
  }

  @Test func zstackAlignsChildrenOnItsGuides() {
    func stack(_ alignment: Alignment) -> some View {
      ZStack(alignment: alignment) {
        Color.red.frame(width: 100, height: 80).accessibilityIdentifier("back")
        Text("ab").accessibilityIdentifier("front")
      }
    }
    #expect(host(stack(.center)).frame(of: "front") == CGRect(x: 190, y: 140, width: 20, height: 20))
    #expect(host(stack(.topLeading)).frame(of: "front") == CGRect(x: 150, y: 110, width: 20, height: 20))
    #expect(host(stack(.bottomTrailing)).frame(of: "front") == CGRect(x: 230, y: 170, width: 20, height: 20))
    #expect(host(stack(.trailing)).frame(of: "front") == CGRect(x: 230, y: 140, width: 20, height: 20))
    #expect(host(stack(.topLeading)).frame(of: "back") == CGRect(x: 150, y: 110, width: 100, height: 80))
  }

  @Test func zstackIsAsLargeAsItsLargestChild() {
    let host = host(
      ZStack {
        Color.red.frame(width: 100, height: 20).accessibilityIdentifier("wide")
        Color.blue.frame(width: 20, height: 60).accessibilityIdentifier("tall")
      }
      .accessibilityIdentifier("stack"))
    #expect(host.frame(of: "stack") == CGRect(x: 150, y: 120, width: 100, height: 60))
    #expect(host.frame(of: "wide") == CGRect(x: 150, y: 140, width: 100, height: 20))
    #expect(host.frame(of: "tall") == CGRect(x: 190, y: 120, width: 20, height: 60))
  }
}
