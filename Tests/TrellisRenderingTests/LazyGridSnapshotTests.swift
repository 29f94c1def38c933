import Testing
import TrellisCore

/// A lazy grid of colored cells, checked by eye once and then against
/// `Snapshots/core-lazy-grid.png`.
@MainActor
struct LazyGridSnapshotTests {
  private static let colors: [Color] = [
    .red, .orange, .yellow, .green, .mint, .teal, .blue, .indigo, .purple, .pink,
  ]

  @Test func adaptiveAndFixedColumnsOfColoredCells() {
    CoreSnapshot.expectMatch(
      VStack(spacing: 10) {
        // Four adaptive columns of 50 in 224 points, then a fixed and a flexible column.
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 50), spacing: 8)], spacing: 8) {
          ForEach(0..<10, id: \.self) { index in
            RoundedRectangle(cornerRadius: 4).fill(Self.colors[index])
              .frame(height: index % 3 == 0 ? 30 : 20)
              .overlay(Text("\(index)").font(.caption).foregroundColor(.white))
          }
        }
        LazyVGrid(
          columns: [GridItem(.fixed(40)), GridItem(.flexible(), alignment: .leading)], alignment: .leading,
          spacing: 4
        ) {
          Color.gray.frame(height: 16)
          Text("Fixed 40").font(.caption)
          Color.gray.frame(height: 16)
          Color.blue.frame(width: 60, height: 10)
        }
      }
      .padding(8), size: CGSize(width: 240, height: 170), named: "lazy-grid")
  }
}
