import Foundation
import Testing
import TrellisCore
import TrellisTesting

/// Text as Pango draws it: fonts and styles, wrapping and alignment, truncation.
@MainActor
struct CoreTextSnapshotTests {
  @Test func fontsAndStyles() {
    CoreSnapshot.expectMatch(
      VStack(alignment: .leading, spacing: 4) {
        Text("Large title").font(.largeTitle)
        Text("Title bold").font(.title).bold()
        Text("Headline").font(.headline)
        Text("Body italic").italic()
        Text("Monospaced 0123456789").monospaced()
        HStack {
          Text("Underlined").underline()
          Text("Struck through").strikethrough()
          Text("Red").foregroundColor(.red)
        }
        Text("Caption in the secondary style").font(.caption).foregroundStyle(.secondary)
      }
      .padding(), size: CGSize(width: 300, height: 240), named: "text-styles")
  }

  @Test func wrappingAndAlignment() {
    let pangram = "The quick brown fox jumps over the lazy dog"
    CoreSnapshot.expectMatch(
      HStack(alignment: .top, spacing: 8) {
        Text(pangram).multilineTextAlignment(.leading).frame(width: 90).border(Color.gray)
        Text(pangram).multilineTextAlignment(.center).frame(width: 90).border(Color.gray)
        Text(pangram).multilineTextAlignment(.trailing).frame(width: 90).border(Color.gray)
      }
      .padding(8), size: CGSize(width: 310, height: 110), named: "text-wrapping")
  }

  @Test func leadingTightStandardAndLoose() {
    let pangram = "The quick brown fox jumps over the lazy dog"
    CoreSnapshot.expectMatch(
      HStack(alignment: .top, spacing: 8) {
        Text(pangram).font(.body.leading(.tight)).frame(width: 90).border(Color.gray)
        Text(pangram).font(.body.leading(.standard)).frame(width: 90).border(Color.gray)
        Text(pangram).font(.body.leading(.loose)).frame(width: 90).border(Color.gray)
      }
      .padding(8), size: CGSize(width: 310, height: 110), named: "text-leading")
  }

  /// A timer joined to other text keeps its own style in the sentence (paused, so that the
  /// picture does not depend on the time it is taken).
  @Test func aTimerInsideASentence() {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    CoreSnapshot.expectMatch(
      (Text("Paused at ")
        + Text(timerInterval: start...start.addingTimeInterval(600), pauseTime: start.addingTimeInterval(135))
        .bold().foregroundColor(.blue) + Text(" left"))
        .padding(8), size: CGSize(width: 200, height: 40), named: "text-timer-in-sentence")
  }

  @Test func secondaryTextScale() {
    CoreSnapshot.expectMatch(
      HStack(alignment: .firstTextBaseline, spacing: 2) {
        Text("72").font(.title)
        Text("kg").font(.title).textScale(.secondary).foregroundStyle(.secondary)
      }
      .padding(8), size: CGSize(width: 110, height: 50), named: "text-scale-secondary")
  }

  @Test func truncation() {
    let sentence = "Trellis truncates what does not fit with an ellipsis"
    CoreSnapshot.expectMatch(
      VStack(alignment: .leading, spacing: 6) {
        Text(sentence).lineLimit(1).truncationMode(.tail)
        Text(sentence).lineLimit(1).truncationMode(.middle)
        Text(sentence).lineLimit(1).truncationMode(.head)
        Text(sentence + ", even over two lines of a narrow column").lineLimit(2)
      }
      .frame(width: 180).padding(8).border(Color.gray), size: CGSize(width: 220, height: 140),
      named: "text-truncation")
  }
}

/// Text too large to show is still measured by Pango without hanging.
@MainActor
struct CoreHugeTextSnapshotTests {
  @Test func megabyteOfTextMeasuresWithPango() {
    let megabyte = Array(repeating: "abcdefghi", count: 100_001).joined(separator: " ")
    let start = ViewGraph.monotonicSeconds()
    let host = TestHost(Text(megabyte).frame(width: 400).fixedSize(horizontal: false, vertical: true))
    let frame = host.find(text: megabyte)?.frame
    let seconds = ViewGraph.monotonicSeconds() - start
    // The engine lays out at most its first 64 KB (Pango's work per paragraph grows faster than
    // the text), so the height is that part's: thousands of lines, not all 25,001.
    #expect(
      frame.map { $0.width > 0 && $0.width <= 400 && $0.height > 10_000 } == true,
      "frame \(String(describing: frame))")
    #expect(seconds < 20, "took \(seconds) s")
  }
}
