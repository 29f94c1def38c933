import Testing
import TrellisCore
import TrellisTesting

/// Text modifiers beyond the font, with the fixed-advance measurer (10 × 20 points per
/// character of 14-point text), so every frame is worked out by hand.
@MainActor
struct TextModifierTests {
  private func host<V: View>(_ view: V, size: CGSize = CGSize(width: 400, height: 300)) -> TestHost<
    some View
  > {
    TestHost(
      view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: size,
      text: .fixedAdvance)
  }

  /// The text requests in the current frame's display list.
  private func requests<V: View>(_ host: TestHost<V>) -> [TextRequest] {
    host.displayList().items.compactMap {
      if case .text(let request, _, _) = $0 { return request }
      return nil
    }
  }

  @Test func trackingAndKerningWidenEveryCharacter() {
    let host = host(
      VStack(alignment: .leading, spacing: 0) {
        Text("abcde").tracking(2)
        // The text's own kerning replaces the stack's tracking.
        Text("fghij").kerning(3)
        Text("kl").kerning(1).tracking(5)
        Text("mn")
      }
      .tracking(4))
    #expect(host.find(text: "abcde")?.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
    #expect(host.find(text: "fghij")?.frame == CGRect(x: 0, y: 20, width: 65, height: 20))
    // Tracking wins over kerning, as in SwiftUI.
    #expect(host.find(text: "kl")?.frame == CGRect(x: 0, y: 40, width: 30, height: 20))
    // The stack's tracking reaches the text that sets none.
    #expect(host.find(text: "mn")?.frame == CGRect(x: 0, y: 60, width: 28, height: 20))
    #expect(requests(host).map(\.letterSpacing) == [2, 3, 5, 4])
  }

  @Test func absurdLetterSpacingIsClampedInEveryRequest() {
    let host = host(
      VStack(alignment: .leading, spacing: 0) {
        Text("ab").tracking(.infinity)
        Text("cd").kerning(.nan)
        Text("ef").tracking(5_000)
        Text("gh").bold().tracking(-5_000)
      })
    #expect(requests(host).map(\.letterSpacing) == [0, 0, 1_000, -1_000])
    #expect(
      TextRequest(string: "x", font: ResolvedFont(size: 14), letterSpacing: -.infinity).letterSpacing == 0)
    #expect(
      TextRequest(string: "x", font: ResolvedFont(size: 14), letterSpacing: 2_000).letterSpacing == 1_000)
  }

  @Test func textCaseChangesTheShownString() {
    let host = host(
      VStack(alignment: .leading, spacing: 0) {
        Text("Hello World")
        Text("Quiet Please").textCase(.lowercase)
        Text("As Written").textCase(nil)
      }
      .textCase(.uppercase))
    #expect(host.find(text: "HELLO WORLD")?.frame == CGRect(x: 0, y: 0, width: 110, height: 20))
    #expect(host.find(text: "Hello World") == nil)
    #expect(host.find(text: "quiet please") != nil)
    #expect(host.find(text: "As Written") != nil)
    #expect(requests(host).map(\.string) == ["HELLO WORLD", "quiet please", "As Written"])
  }

  @Test func minimumScaleFactorShrinksBeforeTruncating() {
    let host = host(
      VStack(alignment: .leading, spacing: 0) {
        // 110 points at full size: 80 % (88 points) fits.
        Text("Hello World").lineLimit(1).minimumScaleFactor(0.5).frame(width: 88, alignment: .leading)
        // Exactly the factor fits 55 points.
        Text("Shrink more").lineLimit(1).minimumScaleFactor(0.5).frame(width: 55, alignment: .leading)
        // Not even half size fits 40 points: truncated at half size ("Go on" and an ellipsis).
        Text("Go on and on").lineLimit(1).minimumScaleFactor(0.5).frame(width: 40, alignment: .leading)
        // Without the modifier it truncates at full size ("Not" and an ellipsis).
        Text("Not shrunk!").lineLimit(1).frame(width: 88, alignment: .leading)
        // Room enough: full size.
        Text("Fits fine").lineLimit(1).minimumScaleFactor(0.5).frame(width: 200, alignment: .leading)
      })
    #expect(host.find(text: "Hello World")?.frame == CGRect(x: 0, y: 0, width: 88, height: 16))
    #expect(host.find(text: "Shrink more")?.frame == CGRect(x: 0, y: 16, width: 55, height: 10))
    #expect(host.find(text: "Go on and on")?.frame == CGRect(x: 0, y: 26, width: 30, height: 10))
    #expect(host.find(text: "Not shrunk!")?.frame == CGRect(x: 0, y: 36, width: 40, height: 20))
    #expect(host.find(text: "Fits fine")?.frame == CGRect(x: 0, y: 56, width: 90, height: 20))
    let sizes = requests(host).map(\.font.size)
    #expect(sizes.count == 5)
    #expect(sizes[1] == 7 && sizes[2] == 7 && sizes[3] == 14 && sizes[4] == 14)
    #expect(sizes[0] > 14 * 0.79 && sizes[0] <= 14 * 0.8)
  }

  @Test func allowsTighteningSqueezesCharactersBeforeShrinkingOrTruncating() {
    let host = host(
      VStack(alignment: .leading, spacing: 0) {
        // 110 points as it is; tightened by about 0.033 em (0.46 points a character) it fits 105.
        Text("Hello World").lineLimit(1).allowsTightening(true).frame(width: 105, alignment: .leading)
        // Tightened all the way (9.3 points a character) it still needs 102.3: truncated
        // tightened, "Hello" and an ellipsis in 6 × 9.3 points.
        Text("Hello Earth").lineLimit(1).allowsTightening(true).frame(width: 80, alignment: .leading)
        // The same without tightening: 6 × 10 points.
        Text("Hello Venus").lineLimit(1).frame(width: 80, alignment: .leading)
        // Tightened all the way, then shrunk: 11 × 9.3 × scale fits 88 up to scale 0.86.
        Text("Hello Pluto").lineLimit(1).allowsTightening(true).minimumScaleFactor(0.5)
          .frame(width: 88, alignment: .leading)
        // Room enough: left as it is.
        Text("Fits fine").lineLimit(1).allowsTightening(true).frame(width: 200, alignment: .leading)
      })
    #expect(host.find(text: "Hello World")?.frame == CGRect(x: 0, y: 0, width: 105, height: 20))
    #expect(host.find(text: "Hello Earth")?.frame == CGRect(x: 0, y: 20, width: 56, height: 20))
    #expect(host.find(text: "Hello Venus")?.frame == CGRect(x: 0, y: 40, width: 60, height: 20))
    #expect(host.find(text: "Hello Pluto")?.frame == CGRect(x: 0, y: 60, width: 88, height: 18))
    #expect(host.find(text: "Fits fine")?.frame == CGRect(x: 0, y: 78, width: 90, height: 20))
    let drawn = requests(host)
    #expect(drawn.count == 5)
    guard drawn.count == 5 else { return }
    // The least tightening that fits: between 0.0325 em (exactly 105 points) and 1/64 of the
    // 0.05 em limit more.
    #expect(drawn[0].font.size == 14)
    #expect(drawn[0].letterSpacing <= -14 * 0.0325 && drawn[0].letterSpacing > -14 * 0.0335)
    #expect(drawn[1].letterSpacing == -14 * 0.05 && drawn[1].font.size == 14)
    #expect(drawn[2].letterSpacing == 0)
    let scale = drawn[3].font.size / 14
    #expect(scale > 0.855 && scale <= 88 / (11 * 9.3))
    #expect(abs(drawn[3].letterSpacing - -drawn[3].font.size * 0.05) < 1e-9)
    #expect(drawn[4].letterSpacing == 0 && drawn[4].font.size == 14)
  }

  @Test func baselineOffsetGrowsTheFrameAndRaisesTheGlyphs() {
    let host = host(
      HStack(alignment: .firstTextBaseline, spacing: 0) {
        Text("A")
        Text("B").baselineOffset(6)
        Text("C").baselineOffset(-4)
      })
    let a = host.find(text: "A")?.frame
    let b = host.find(text: "B")?.frame
    let c = host.find(text: "C")?.frame
    #expect(b?.size == CGSize(width: 10, height: 26))
    #expect(c?.size == CGSize(width: 10, height: 24))
    // B's glyph baseline sits 6 points above A's, C's 4 below: the guides line up.
    #expect(a.map { $0.minY - 6 } == b?.minY)
    #expect(a?.minY == c?.minY)
    // Glyphs of B draw at the top of its frame, C's 4 points down.
    let frames: [CGRect] = host.displayList().items.compactMap {
      if case .text(_, let frame, _) = $0 { return frame }
      return nil
    }
    #expect(frames.count == 3)
    if frames.count == 3, let b, let c {
      #expect(frames[1] == CGRect(x: b.minX, y: b.minY, width: 10, height: 20))
      #expect(frames[2] == CGRect(x: c.minX, y: c.minY + 4, width: 10, height: 20))
    }
  }

  @Test func fontDesignWidthWeightAndDigits() {
    let host = host(
      VStack(alignment: .leading, spacing: 0) {
        Text("mono")
        Text("serif").fontDesign(.serif)
        Text("narrow").fontWidth(.condensed)
        Text("wide").fontWidth(.expanded).bold()
        Text("digits 123")
      }
      .fontDesign(.monospaced).fontWidth(.compressed).fontWeight(.light).monospacedDigit())
    let fonts = requests(host).map(\.font)
    #expect(
      fonts.map(\.family) == [
        "DejaVu Sans Mono", "DejaVu Serif", "DejaVu Sans Mono", "DejaVu Sans Mono", "DejaVu Sans Mono",
      ])
    #expect(fonts.map(\.stretch) == [1, 1, 2, 6, 1])
    #expect(fonts.map(\.weight) == [300, 300, 300, 700, 300])
    #expect(fonts.allSatisfy { $0.monospacedDigits })
    #expect(Font.system(size: 12).monospacedDigit().width(.condensed).resolved.stretch == 2)
    #expect(Font.system(.body, design: .monospaced).resolved == Font.body.monospaced().resolved)
  }

  @Test func placeholderRedactionDrawsBarsInsteadOfText() {
    let host = host(
      VStack(alignment: .leading, spacing: 0) {
        Text("Secret one")
        Text("Shown").unredacted()
        Rectangle().fill(Color.red).frame(width: 30, height: 10)
        Text("Two lines of text").frame(width: 100, alignment: .leading)
      }
      .redacted(reason: .placeholder))
    // Layout is unchanged.
    #expect(host.find(text: "Secret one")?.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(host.find(text: "Two lines of text")?.frame == CGRect(x: 0, y: 50, width: 90, height: 40))
    #expect(requests(host).map(\.string) == ["Shown"])
    let fills: [CGRect] = host.displayList().items.compactMap {
      if case .fill(let path, _, _) = $0 { return path.boundingRect }
      return nil
    }
    // One bar for the first text, the red rectangle, two bars (the last shorter) for the last.
    #expect(
      fills == [
        CGRect(x: 0, y: 3, width: 100, height: 14), CGRect(x: 0, y: 40, width: 30, height: 10),
        CGRect(x: 0, y: 53, width: 90, height: 14), CGRect(x: 0, y: 73, width: 54, height: 14),
      ])
  }

  @Test func privacyRedactsOnlyPrivacySensitiveText() {
    let host = host(
      VStack(alignment: .leading, spacing: 0) {
        Text("Name")
        Text("1234 5678").privacySensitive()
      }
      .redacted(reason: .privacy))
    #expect(requests(host).map(\.string) == ["Name"])
  }

  @Test func badgeShowsAtTheTrailingEdgeOfAListRow() {
    let host = TestHost(
      List {
        Text("Inbox").badge(3)
        Text("Drafts").badge(0)
        Text("Sent").badge("new")
      }, size: CGSize(width: 300, height: 200), text: .fixedAdvance)
    let inbox = host.find(text: "Inbox")?.frame
    let count = host.find(text: "3")?.frame
    let new = host.find(text: "new")?.frame
    #expect(host.find(text: "0") == nil)
    // Caption text (11 points): 8 × 16 per character, padded 6 × 1 in the capsule.
    #expect(count?.size == CGSize(width: 8, height: 16))
    #expect(new?.size == CGSize(width: 24, height: 16))
    // Both badges end at the same trailing edge, right of the row's title.
    #expect(count?.maxX == new?.maxX)
    if let inbox, let count, let new {
      #expect(count.maxX > 250)
      #expect(count.minX > inbox.maxX)
      #expect(abs(count.midY - inbox.midY) <= 0.5)
      #expect(new.minX == count.maxX - 24)
    }
  }

  @Test func badgeOutsideAListShowsNothing() {
    let host = host(Text("Inbox").badge(3).submitLabel(.done))
    #expect(host.find(text: "3") == nil)
    #expect(host.find(text: "Inbox")?.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
  }
}
