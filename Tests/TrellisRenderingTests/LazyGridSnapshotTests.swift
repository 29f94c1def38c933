import Testing
import TrellisCore
import TrellisTesting

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

/// A lazy grid of sections pinning their headers, scrolled so that the second section's cells
/// pass under its header: checked by eye once and then against
/// `Snapshots/core-lazy-grid-pinned.png`. Each header spans the three columns on a row of its
/// own, drawn over the cells at the top.
@MainActor
struct LazyGridPinnedSnapshotTests {
  private static let colors: [Color] = [.red, .orange, .green, .blue, .purple, .pink]

  struct Sections: View {
    var body: some View {
      ScrollView {
        LazyVGrid(
          columns: Array(repeating: GridItem(.flexible(), spacing: 4), count: 3), spacing: 4,
          pinnedViews: .sectionHeaders
        ) {
          ForEach(["Fruit", "Vegetables", "Grains"], id: \.self) { name in
            Section {
              ForEach(0..<7) { index in
                RoundedRectangle(cornerRadius: 4).fill(LazyGridPinnedSnapshotTests.colors[index % 6])
                  .frame(height: 24)
                  .overlay(Text("\(index + 1)").font(.caption).foregroundColor(.white))
              }
            } header: {
              Text(name).bold().frame(maxWidth: .infinity, alignment: .leading)
                .padding(4).background(Color(red: 0.82, green: 0.88, blue: 0.98))
            }
          }
        }
        .padding(.horizontal, 6)
      }
    }
  }

  @Test func theHeaderOfTheSectionInSightStaysAtTheTopOverItsCells() {
    let host = TestHost(Sections(), size: CGSize(width: 180, height: 120))
    host.scale = 2
    host.scroll(at: CGPoint(x: 90, y: 60), by: CGSize(width: 0, height: 150))
    CoreSnapshot.expectMatch(host, named: "lazy-grid-pinned")
  }
}
