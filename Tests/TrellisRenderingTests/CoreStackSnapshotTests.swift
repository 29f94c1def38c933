import Testing
import TrellisCore

/// Stacks, spacers, dividers and alignment, as colored blocks one can check by eye.
@MainActor
struct CoreStackSnapshotTests {
  private func block(_ color: Color, _ width: CGFloat, _ height: CGFloat) -> some View {
    color.frame(width: width, height: height)
  }

  @Test func stacksSpacersAndDividers() {
    CoreSnapshot.expectMatch(
      VStack(spacing: 8) {
        HStack {
          block(.red, 30, 30)
          Spacer()
          block(.green, 30, 20)
          Divider()
          block(.blue, 30, 40)
        }
        .frame(height: 40)
        Divider()
        HStack(alignment: .top) {
          block(.orange, 20, 40)
          block(.purple, 20, 20)
          VStack(alignment: .trailing, spacing: 2) {
            block(.teal, 50, 10)
            block(.mint, 30, 10)
            block(.cyan, 40, 10)
          }
          HStack(alignment: .bottom, spacing: 0) {
            block(.yellow, 15, 40)
            block(.brown, 15, 25)
            block(.pink, 15, 10)
          }
        }
        ZStack(alignment: .bottomTrailing) {
          block(.gray, 120, 40)
          block(.blue.opacity(0.7), 40, 20)
          Text("ZStack").font(.caption).foregroundColor(.white).padding(4)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .frame(width: 120, height: 40)
      }
      .padding(10), size: CGSize(width: 240, height: 180), named: "stacks")
  }

  /// A red line whose top edge the stack puts on the shared baseline.
  private var baselineTick: some View {
    Color.red.frame(width: 16, height: 1).alignmentGuide(.firstTextBaseline) { $0[.top] }
  }

  @Test func baselineAlignedText() {
    CoreSnapshot.expectMatch(
      HStack(alignment: .firstTextBaseline, spacing: 6) {
        baselineTick
        Text("Big").font(.largeTitle)
        Text("medium").font(.title3)
        Text("small").font(.caption)
        baselineTick
      }
      .padding(8),
      size: CGSize(width: 220, height: 70), named: "baselines")
  }
}
