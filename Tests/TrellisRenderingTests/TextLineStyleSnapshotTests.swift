import Foundation
import Testing
import TrellisCairo
import TrellisCore
import TrellisTesting

/// Underlines and strikethroughs with patterns and colors of their own, on texts and on views,
/// stroked crisp at 1× and 2×.
@MainActor
struct TextLineStyleSnapshotTests {
  private var lines: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Solid red underline").underline(color: .red)
      Text("Dotted underline").underline(pattern: .dot)
      Text("Dashed blue strikethrough").strikethrough(pattern: .dash, color: .blue)
      Text("Dash-dot") + Text(" and dash-dot-dot").underline(pattern: .dashDotDot, color: .green)
        + Text(" runs").underline(pattern: .dashDot)
      Text("A centered dashed underline that wraps onto two lines")
        .underline(pattern: .dash, color: .orange)
        .multilineTextAlignment(.center)
        .frame(width: 180)
      VStack(alignment: .leading) {
        Text("Underlined by its stack")
        Text("but not this one").underline(false)
      }
      .underline(pattern: .dot, color: .purple)
    }
    .padding(8)
  }

  @Test func patternsAndColorsAtOneX() {
    CoreSnapshot.expectMatch(
      lines, size: CGSize(width: 260, height: 210), scale: 1, named: "text-line-styles")
  }

  @Test func patternsAndColorsAtTwoX() {
    CoreSnapshot.expectMatch(
      lines, size: CGSize(width: 260, height: 210), scale: 2, named: "text-line-styles-2x")
  }
}
