import Foundation
import Testing
import Trellis
import TrellisTesting

extension ContainerValues {
  @Entry var isFeaturedSong: Bool = false
}

/// A custom container built on `ForEach(subviews:)` and `ForEach(sections:)`, as in WWDC24's
/// "Demystify SwiftUI containers": a board of cards, featured ones tinted, one column a section.
@MainActor
@Suite struct SubviewsContainerSnapshotTests {
  struct Card<Content: View>: View {
    let isFeatured: Bool
    @ViewBuilder var content: Content
    var body: some View {
      content
        .frame(width: 90, height: 44)
        .background(
          isFeatured ? Color.yellow.opacity(0.6) : Color.gray.opacity(0.2), in: .rect(cornerRadius: 6))
    }
  }

  struct DisplayBoard<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
      HStack(alignment: .top, spacing: 10) {
        ForEach(sections: content) { section in
          VStack(spacing: 6) {
            HStack { section.header }
            ForEach(section.content) { subview in
              Card(isFeatured: subview.containerValues.isFeaturedSong) { subview }
            }
          }
        }
      }
      .padding(10)
    }
  }

  struct Board: View {
    var body: some View {
      DisplayBoard {
        Section("Matt") {
          Text("Scrolling")
          Text("Deep").containerValue(\.isFeaturedSong, true)
        }
        Section("Sam") {
          ForEach(["Stack", "Grid", "Fits"], id: \.self) { Text($0) }
        }
      }
    }
  }

  @Test func aBoardOfSectionsAndCards() {
    GraphicsSnapshot.expectMatch(Board(), size: CGSize(width: 220, height: 200), named: "core-subviews-board")
  }
}
