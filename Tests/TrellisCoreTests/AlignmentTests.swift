import Testing
import TrellisCore
import TrellisTesting

extension VerticalAlignment {
  private enum MidStarAndTitle: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> Length {
      return d[.bottom]  // not important
    }
  }

  static let midStarAndTitle = VerticalAlignment(MidStarAndTitle.self)
}

@MainActor
struct AlignmentTests {
  private func host<V: View>(_ view: V, width: CGFloat = 400, height: CGFloat = 300) -> TestHost<V> {
    TestHost(view, size: CGSize(width: width, height: height), text: .fixedAdvance)
  }

  @Test func alignmentGuideMovesAViewInAStack() {
    let host = host(
      VStack(alignment: .leading) {
        Text("AAAA").accessibilityIdentifier("a")
        Text("BB").alignmentGuide(.leading) { d in d[.trailing] }.accessibilityIdentifier("b")
        Text("C").alignmentGuide(.leading) { _ in -30 }.accessibilityIdentifier("c")
      })
    // Guides at 0, 20 and -30: the stack reaches 20 before its line and 40 after, 60 wide.
    #expect(host.frame(of: "a") == CGRect(x: 190, y: 112, width: 40, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 170, y: 140, width: 20, height: 20))
    #expect(host.frame(of: "c") == CGRect(x: 220, y: 168, width: 10, height: 20))
  }

  @Test func firstTextBaselineAlignsTextOfDifferentSizes() {
    let host = host(
      HStack(alignment: .firstTextBaseline) {
        Text("Big").font(.system(size: 28)).accessibilityIdentifier("big")
        Text("small").accessibilityIdentifier("small")
      })
    // Baselines at 30 (28-point text) and 15: the small text sits 15 points lower.
    #expect(host.frame(of: "big") == CGRect(x: 141, y: 130, width: 60, height: 40))
    #expect(host.frame(of: "small") == CGRect(x: 209, y: 145, width: 50, height: 20))
  }

  @Test func shapeBaselineIsItsBottom() {
    let host = host(
      HStack(alignment: .firstTextBaseline) {
        Text("A").accessibilityIdentifier("a")
        Rectangle().frame(width: 10, height: 30).accessibilityIdentifier("rect")
      }, height: 301)
    // The rectangle's bottom (30) meets the text's baseline (15): 35 tall.
    #expect(host.frame(of: "rect") == CGRect(x: 204, y: 133, width: 10, height: 30))
    #expect(host.frame(of: "a") == CGRect(x: 186, y: 148, width: 10, height: 20))
  }

  @Test func lastAndFirstTextBaselinesOfMultilineText() {
    let last = host(
      HStack(alignment: .lastTextBaseline) {
        Text("one\ntwo").accessibilityIdentifier("lines")
        Text("x").accessibilityIdentifier("x")
      })
    #expect(last.frame(of: "lines") == CGRect(x: 176, y: 130, width: 30, height: 40))
    #expect(last.frame(of: "x") == CGRect(x: 214, y: 150, width: 10, height: 20))
    let first = host(
      HStack(alignment: .firstTextBaseline) {
        Text("one\ntwo")
        Text("x").accessibilityIdentifier("x")
      })
    #expect(first.frame(of: "x") == CGRect(x: 214, y: 130, width: 10, height: 20))
  }

  @Test func imageBaselineOverriddenAsInWWDC19() {
    let host = host(
      HStack(alignment: .lastTextBaseline) {
        Text("Avocado").accessibilityIdentifier("text")
        Rectangle().frame(width: 40, height: 40)
          .alignmentGuide(.lastTextBaseline) { d in d[.bottom] * 0.927 }
          .accessibilityIdentifier("image")
      })
    // The image's baseline at 37.08: the text's top is 22.08 below the image's.
    #expect(host.frame(of: "image") == CGRect(x: 219, y: 129, width: 40, height: 40))
    #expect(host.frame(of: "text") == CGRect(x: 141, y: 151, width: 70, height: 20))
  }

  @Test func customAlignmentPropagatesThroughNestedStacks() {
    let host = host(
      HStack(alignment: .midStarAndTitle) {
        VStack {
          Text("★★★★★").alignmentGuide(.midStarAndTitle) { d in d[.bottom] / 2 }.accessibilityIdentifier(
            "stars")
          Text("5 stars").accessibilityIdentifier("count")
        }
        VStack(alignment: .leading) {
          HStack {
            Text("Avocado Toast").alignmentGuide(.midStarAndTitle) { d in d[.bottom] / 2 }
              .accessibilityIdentifier("title")
            Spacer()
            Rectangle().frame(width: 40, height: 60).accessibilityIdentifier("image")
          }
          Text("Toast").accessibilityIdentifier("toast")
        }
      })
    let stars = host.frame(of: "stars")!
    let title = host.frame(of: "title")!
    #expect(stars.midY == title.midY)
    #expect(stars == CGRect(x: 10, y: 126, width: 50, height: 20))
    #expect(host.frame(of: "count") == CGRect(x: 0, y: 154, width: 70, height: 20))
    #expect(title == CGRect(x: 78, y: 126, width: 130, height: 20))
    #expect(host.frame(of: "image") == CGRect(x: 360, y: 106, width: 40, height: 60))
    #expect(host.frame(of: "toast") == CGRect(x: 78, y: 174, width: 50, height: 20))
  }

  @Test func customAlignmentDefaultsWithoutExplicitValues() {
    let host = host(
      HStack(alignment: .midStarAndTitle) {
        Text("A").accessibilityIdentifier("a")
        Rectangle().frame(width: 10, height: 40)
      })
    // The default is the bottom edge: bottoms line up.
    #expect(host.frame(of: "a") == CGRect(x: 186, y: 150, width: 10, height: 20))
  }

  @Test func zStackUsesAlignmentGuidesOnBothAxes() {
    let host = host(
      ZStack(alignment: .topLeading) {
        Color.red.frame(width: 100, height: 100)
        Text("X").alignmentGuide(.leading) { _ in -10 }.alignmentGuide(.top) { _ in -20 }
          .accessibilityIdentifier("x")
      })
    #expect(host.frame(of: "x") == CGRect(x: 160, y: 120, width: 10, height: 20))
  }

  @Test func gridReportsTheBaselineOfItsFirstTextCell() {
    let host = host(
      HStack(alignment: .firstTextBaseline) {
        Text("x").accessibilityIdentifier("x")
        Grid {
          GridRow {
            Rectangle().frame(width: 10, height: 40)
            Text("g").accessibilityIdentifier("g")
          }
        }
      })
    let x = host.frame(of: "x")!
    let g = host.frame(of: "g")!
    #expect(x.minY == g.minY)
    #expect(g == CGRect(x: 213, y: 140, width: 10, height: 20))
  }

  @Test func gridRowAlignsCellsOnTheirBaselines() {
    let host = host(
      Grid(alignment: .leadingFirstTextBaseline) {
        GridRow {
          Text("Big").font(.system(size: 28)).accessibilityIdentifier("big")
          Text("small").accessibilityIdentifier("small")
        }
      })
    // As in an HStack: 40 tall, the small text 15 points down.
    #expect(host.frame(of: "big") == CGRect(x: 141, y: 130, width: 60, height: 40))
    #expect(host.frame(of: "small") == CGRect(x: 209, y: 145, width: 50, height: 20))
  }

  @Test func nonFiniteGuideValuesFallBackToTheDefault() {
    let host = host(
      VStack(alignment: .leading) {
        Text("AAAA")
        Text("B").alignmentGuide(.leading) { _ in .nan }.accessibilityIdentifier("b")
        Text("C").alignmentGuide(.leading) { _ in .infinity }.accessibilityIdentifier("c")
      })
    #expect(host.frame(of: "b") == CGRect(x: 180, y: 140, width: 10, height: 20))
    #expect(host.frame(of: "c") == CGRect(x: 180, y: 168, width: 10, height: 20))
  }
}
