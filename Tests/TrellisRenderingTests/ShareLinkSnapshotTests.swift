import Testing
import TrellisTesting

@testable import TrellisCore

/// A share link's button, and the menu it opens for a web address.
@MainActor
@Suite struct ShareLinkSnapshotTests {
  struct Article: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text("Swift on Linux").font(.headline)
        ShareLink(item: URL(string: "https://swift.org")!, subject: Text("Swift"))
      }
      .padding(16)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func theMenuOfWaysToShare() {
    ControlSnapshot.expectMatch(
      Article(), size: CGSize(width: 260, height: 190), named: "share-link-menu",
      prepare: { host in
        host.tap(text: "Share")
        host.flush()
      })
  }
}
