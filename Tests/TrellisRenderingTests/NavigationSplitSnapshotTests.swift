import Testing
import TrellisTesting

@testable import TrellisCore

/// Two- and three-column split views, light and dark, checked by eye once and then against
/// `Snapshots/control-split-*.png`.
@MainActor
struct NavigationSplitSnapshotTests {
  struct Mail: View {
    var threeColumns: Bool
    @State private var mailbox: String? = "Inbox"

    var body: some View {
      if threeColumns {
        NavigationSplitView {
          sidebar
        } content: {
          List {
            Text("Lunch on Friday?")
            Text("Quarterly report")
          }
          .navigationTitle(mailbox ?? "")
        } detail: {
          Text("Lunch on Friday?").font(.title2)
        }
      } else {
        NavigationSplitView {
          sidebar
        } detail: {
          Text(mailbox ?? "No Mailbox").font(.title2).navigationTitle(mailbox ?? "")
        }
      }
    }

    var sidebar: some View {
      List(selection: $mailbox) {
        Label("Inbox", systemImage: "star.fill").tag("Inbox")
        Label("Sent", systemImage: "heart.fill").tag("Sent")
      }
      .navigationSplitViewColumnWidth(140)
    }
  }

  @Test func twoColumnsLight() {
    ControlSnapshot.expectMatch(
      Mail(threeColumns: false), size: CGSize(width: 420, height: 180), named: "split-two")
  }

  @Test func twoColumnsDark() {
    ControlSnapshot.expectMatch(
      Mail(threeColumns: false), size: CGSize(width: 420, height: 180), colorScheme: .dark,
      named: "split-two-dark")
  }

  @Test func threeColumnsLight() {
    ControlSnapshot.expectMatch(
      Mail(threeColumns: true), size: CGSize(width: 640, height: 180), named: "split-three")
  }

  @Test func threeColumnsDark() {
    ControlSnapshot.expectMatch(
      Mail(threeColumns: true), size: CGSize(width: 640, height: 180), colorScheme: .dark,
      named: "split-three-dark")
  }
}
