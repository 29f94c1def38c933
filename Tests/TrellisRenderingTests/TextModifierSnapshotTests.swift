import Foundation
import Testing
import TrellisCairo
import TrellisCore
import TrellisTesting

/// Text modifiers as Pango draws them: letter spacing, font widths and digits, case, baseline
/// offset, shrinking to fit, redaction, list badges and tooltips.
@MainActor
struct TextModifierSnapshotTests {
  @Test func spacingWidthsCaseAndOffsets() {
    CoreSnapshot.expectMatch(
      VStack(alignment: .leading, spacing: 6) {
        Text("Tracking 0")
        Text("Tracking 3").tracking(3)
        Text("Kerning -1").kerning(-1)
        HStack(spacing: 12) {
          Text("Standard")
          Text("Condensed").fontWidth(.condensed)
          Text("Serif").fontDesign(.serif)
        }
        Text("1111 vs 8888").monospacedDigit()
        Text("Shown in capitals").textCase(.uppercase)
        HStack(alignment: .firstTextBaseline, spacing: 0) {
          Text("E = mc")
          Text("2").font(.caption).baselineOffset(7)
          Text(" and x")
          Text("i").font(.caption).baselineOffset(-4)
        }
        Text("A title that shrinks to fit").font(.title).lineLimit(1).minimumScaleFactor(0.4)
          .frame(width: 200, alignment: .leading).border(Color.gray)
        Text("A title that truncates instead").font(.title).lineLimit(1)
          .frame(width: 200, alignment: .leading).border(Color.gray)
      }
      .padding(10), size: CGSize(width: 320, height: 300), named: "text-modifiers")
  }

  @Test func tighteningBeforeTruncating() {
    CoreSnapshot.expectMatch(
      VStack(alignment: .leading, spacing: 6) {
        Text("Tightened to fit its frame").lineLimit(1).allowsTightening(true)
          .frame(width: 164, alignment: .leading).border(Color.gray)
        Text("Tightened to fit its frame").lineLimit(1)
          .frame(width: 164, alignment: .leading).border(Color.gray)
        Text("Tightened to fit its frame").lineLimit(1)
          .frame(width: 200, alignment: .leading).border(Color.gray)
      }
      .padding(10), size: CGSize(width: 220, height: 90), named: "text-tightening")
  }

  @Test func placeholderRedaction() {
    CoreSnapshot.expectMatch(
      HStack(alignment: .top, spacing: 10) {
        RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 48, height: 48)
        VStack(alignment: .leading, spacing: 4) {
          Text("Avocado toast").font(.headline)
          Text("Sourdough, avocado, chili flakes and a squeeze of lime").foregroundStyle(.secondary)
          Text("Always shown").unredacted().foregroundColor(.green)
        }
        .frame(width: 180, alignment: .leading)
      }
      .padding(10)
      .redacted(reason: .placeholder), size: CGSize(width: 270, height: 120), named: "text-redacted")
  }

  @Test func listBadges() {
    CoreSnapshot.expectMatch(
      List {
        Text("Inbox").badge(12)
        Text("Drafts").badge(0)
        Text("Flagged").badge("New")
      }, size: CGSize(width: 240, height: 130), named: "text-badges")
  }

  @Test func tooltip() {
    let host = TestHost(
      Text("Hover me").padding(8).border(Color.gray).help("Explains what the view does")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).padding(10),
      size: CGSize(width: 260, height: 90))
    host.scale = 2
    host.hover(at: CGPoint(x: 40, y: 25))
    host.advanceClock(by: 1)
    CoreSnapshot.expectMatch(host, named: "text-tooltip")
  }

  /// Pango widens text by its letter spacing and draws a condensed face narrower.
  @Test func pangoMeasuresLetterSpacingAndWidth() {
    let measurer = PangoTextMeasurer()
    let plain = TextRequest(string: "abcdefghij", font: ResolvedFont(size: 14))
    var spaced = plain
    spaced.letterSpacing = 2
    let plainWidth = measurer.measure(plain, maxWidth: nil, maxHeight: nil).size.width
    let spacedWidth = measurer.measure(spaced, maxWidth: nil, maxHeight: nil).size.width
    // Two points for each of the ten characters, give or take the rounding to whole points.
    #expect(abs(spacedWidth - plainWidth - 20) <= 1, "\(plainWidth) → \(spacedWidth)")
    var condensed = plain
    condensed.font.stretch = 2
    #expect(measurer.measure(condensed, maxWidth: nil, maxHeight: nil).size.width < plainWidth - 5)
  }
}
