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
    guard let png = host.pngData() else {
      Issue.record("Rendering core-lazy-stack-scrolled failed")
      return
    }
    let outcome = SnapshotComparison().compare(
      png, toReferenceAt: CoreSnapshot.directory.appendingPathComponent("core-lazy-stack-scrolled.png"))
    #expect(outcome.isMatch, "\(outcome)")
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
