import Testing
import TrellisCore
import TrellisTesting

/// `.swipeActions` on list rows: a horizontal scroll shows the buttons, a click on one runs it and
/// hides them, scrolling on past them runs the first, and scrolling back hides them.
@MainActor
struct SwipeActionsTests {
  struct Mail: View {
    @State var messages = ["Lunch", "Invoice", "Trip"]
    @State var flagged: [String] = []
    @State var read: [String] = []
    var allowsFullSwipe = true

    var body: some View {
      VStack(spacing: 0) {
        List {
          ForEach(messages, id: \.self) { message in
            Text(message)
              .swipeActions(allowsFullSwipe: allowsFullSwipe) {
                Button(role: .destructive) {
                  messages.removeAll { $0 == message }
                } label: {
                  Label("Delete", systemImage: "trash")
                }
                Button {
                  flagged.append(message)
                } label: {
                  Label("Flag", systemImage: "flag")
                }
                .tint(.orange)
              }
              .swipeActions(edge: .leading) {
                Button("Read") { read.append(message) }
              }
          }
        }
        .frame(height: 200)
        Text(
          "\(messages.joined(separator: ",")) flagged:\(flagged.joined(separator: ",")) read:\(read.joined(separator: ","))"
        )
      }
    }
  }

  func host(_ mail: Mail = Mail()) -> TestHost<Mail> {
    TestHost(mail, size: CGSize(width: 300, height: 260), text: .fixedAdvance)
  }

  func status(_ host: TestHost<Mail>) -> String? {
    host.tree.allNodes.compactMap(\.text).first { $0.contains("flagged:") }
  }

  @Test func aSwipeShowsTheTrailingActionsAndAClickRunsOne() throws {
    let host = host()
    let invoice = try #require(host.find(text: "Invoice")?.frame)
    host.scroll(at: CGPoint(x: invoice.midX, y: invoice.midY), by: CGSize(width: 40, height: 0))
    // The row slides over 0.2 seconds.
    host.advanceClock(by: 0.5)
    let moved = try #require(host.find(text: "Invoice")?.frame)
    // The buttons fill the row's 32 points of height out to its trailing edge, each its icon
    // (14-point text's symbols) and 16 points either side, the first (Delete) at the edge and
    // Flag inside it; the row's content (the whole width inside its 10-point insets) slid left
    // until it meets them.
    let rowButtons = host.tree.all(ofType: "Button").map(\.frame).filter { $0.minY == invoice.minY - 6 }
    #expect(
      rowButtons.filter { $0.minX > 100 }.sorted { $0.minX < $1.minX } == [
        CGRect(x: 210, y: 46, width: 45, height: 32), CGRect(x: 255, y: 46, width: 45, height: 32),
      ])
    #expect(moved.minX == invoice.minX - 80)
    let flag = CGRect(x: 210, y: 46, width: 45, height: 32)
    host.tap(at: CGPoint(x: flag.midX, y: flag.midY))
    host.advanceClock(by: 0.5)
    #expect(status(host) == "Lunch,Invoice,Trip flagged:Invoice read:")
    #expect(host.find(text: "Invoice")?.frame == invoice, "the row slid back after the action")
  }

  @Test func scrollingOnPastTheActionsRunsTheFirst() throws {
    let host = host()
    let lunch = try #require(host.find(text: "Lunch")?.frame)
    let point = CGPoint(x: lunch.midX, y: lunch.midY)
    host.scroll(at: point, by: CGSize(width: 40, height: 0))
    host.scroll(at: point, by: CGSize(width: 40, height: 0))
    #expect(status(host) == "Invoice,Trip flagged: read:")
  }

  @Test func withoutFullSwipeScrollingOnDoesNothingMore() throws {
    let host = host(Mail(allowsFullSwipe: false))
    let lunch = try #require(host.find(text: "Lunch")?.frame)
    let point = CGPoint(x: lunch.midX, y: lunch.midY)
    host.scroll(at: point, by: CGSize(width: 40, height: 0))
    host.scroll(at: point, by: CGSize(width: 40, height: 0))
    #expect(status(host) == "Lunch,Invoice,Trip flagged: read:")
    host.advanceClock(by: 0.5)
    #expect(host.find(text: "Lunch")?.frame != lunch)
    host.scroll(at: point, by: CGSize(width: -40, height: 0))
    host.advanceClock(by: 0.5)
    #expect(host.find(text: "Lunch")?.frame == lunch, "scrolling back hides the actions")
  }

  @Test func theOtherWayShowsTheLeadingActions() throws {
    let host = host()
    let trip = try #require(host.find(text: "Trip")?.frame)
    let point = CGPoint(x: trip.midX, y: trip.midY)
    host.scroll(at: point, by: CGSize(width: -40, height: 0))
    host.advanceClock(by: 0.5)
    let moved = try #require(host.find(text: "Trip")?.frame)
    #expect(moved.minX > trip.minX)
    host.scroll(at: point, by: CGSize(width: -40, height: 0))
    #expect(status(host) == "Lunch,Invoice,Trip flagged: read:Trip")
  }
}
