import Foundation
import Testing
import TrellisCairo
import TrellisCore
import TrellisTesting

/// A lazy column of 10,000 rows scrolled to its middle, checked by eye once and then against
/// `Snapshots/core-lazy-stack-scrolled.png`: only the rows near the middle are made, yet they
/// sit where they belong and the scroll bar's thumb is halfway down.
@MainActor
struct LazyStackSnapshotTests {
  private static let colors: [Color] = [.red, .orange, .green, .blue, .purple]

  struct Rows: View {
    var body: some View {
      ScrollView {
        LazyVStack(spacing: 4) {
          ForEach(0..<10_000) { index in
            HStack {
              Text("Row \(index)")
              Spacer()
              Circle().fill(LazyStackSnapshotTests.colors[index % 5]).frame(width: 14, height: 14)
            }
            .padding(.horizontal, 8)
            .frame(height: 24)
            .background(index.isMultiple(of: 2) ? Color.gray.opacity(0.15) : Color.clear)
          }
        }
      }
      .scrollIndicators(.visible)
    }
  }

  @Test func aLongLazyColumnScrolledToItsMiddle() {
    let host = TestHost(Rows(), size: CGSize(width: 220, height: 140))
    host.scale = 2
    // 10,000 rows of 24 with 4 between: 279,996 points; halfway is row 5,000 at 140,000.
    host.scroll(at: CGPoint(x: 110, y: 70), by: CGSize(width: 0, height: 140_000))
    CoreSnapshot.expectMatch(host, named: "lazy-stack-scrolled")
  }
}

/// Sections in a lazy column, outside any list: each header and row is one of the column's
/// views, with no row styling, checked by eye once and then against
/// `Snapshots/core-lazy-stack-sections.png`.
@MainActor
struct LazyStackSectionSnapshotTests {
  struct Sections: View {
    var body: some View {
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 2) {
          ForEach(["Fruit", "Vegetables"], id: \.self) { name in
            Section {
              ForEach(0..<3) { index in
                Text("\(name) \(index + 1)").padding(.leading, 12)
              }
            } header: {
              Text(name).bold().frame(maxWidth: .infinity, alignment: .leading)
                .padding(4).background(Color.blue.opacity(0.15))
            }
          }
        }
      }
    }
  }

  @Test func sectionsAreTheirHeadersAndRows() {
    CoreSnapshot.expectMatch(Sections(), size: CGSize(width: 180, height: 170), named: "lazy-stack-sections")
  }
}

/// A lazy column pinning its section headers, scrolled so that the second section's rows pass
/// under its header: checked by eye once and then against
/// `Snapshots/core-lazy-stack-pinned.png`. The header is drawn over the rows, at the top, and
/// the first section's header has scrolled away with its section.
@MainActor
struct LazyStackPinnedSnapshotTests {
  struct Sections: View {
    var body: some View {
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 2, pinnedViews: .sectionHeaders) {
          ForEach(["Fruit", "Vegetables", "Grains"], id: \.self) { name in
            Section {
              ForEach(0..<6) { index in
                Text("\(name) \(index + 1)").padding(.leading, 12)
                  .frame(maxWidth: .infinity, alignment: .leading)
                  .background(index.isMultiple(of: 2) ? Color.orange.opacity(0.25) : Color.clear)
              }
            } header: {
              Text(name).bold().frame(maxWidth: .infinity, alignment: .leading)
                .padding(4).background(Color(red: 0.82, green: 0.88, blue: 0.98))
            }
          }
        }
      }
    }
  }

  @Test func theHeaderOfTheSectionInSightStaysAtTheTopOverItsRows() {
    let host = TestHost(Sections(), size: CGSize(width: 180, height: 120))
    host.scroll(at: CGPoint(x: 90, y: 60), by: CGSize(width: 0, height: 190))
    CoreSnapshot.expectMatch(host, named: "lazy-stack-pinned")
  }
}
