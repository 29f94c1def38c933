import Testing
import TrellisTesting

@testable import TrellisCore

/// A row of a list being dragged to a new place: the accent line with its ring between two rows,
/// the selected row still highlighted; checked by eye once and then against
/// `Snapshots/control-list-drop-line.png`.
@MainActor
struct ListEditingSnapshotTests {
  struct Fruits: View {
    @State private var fruits = ["Apple", "Pear", "Fig", "Kiwi"]
    @State private var selection: String? = "Kiwi"

    var body: some View {
      List(selection: $selection) {
        ForEach(fruits, id: \.self) { Text($0) }
          .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
      }
    }
  }

  @Test func aDraggedRowShowsWhereItWouldGo() {
    ControlSnapshot.expectMatch(Fruits(), size: CGSize(width: 220, height: 150), named: "list-drop-line") {
      host in
      guard let apple = host.find(text: "Apple")?.frame, let fig = host.find(text: "Fig")?.frame else {
        return
      }
      host.pressPointer(at: CGPoint(x: apple.midX, y: apple.midY))
      host.hover(at: CGPoint(x: apple.midX, y: fig.midY - 4))
    }
  }

  struct Mail: View {
    @State private var messages = ["Lunch on Friday", "Invoice 42", "Trip photos"]

    var body: some View {
      List {
        ForEach(messages, id: \.self) { message in
          Label(message, systemImage: "envelope")
            .swipeActions {
              Button(role: .destructive) {
              } label: {
                Label("Delete", systemImage: "trash")
              }
              Button {
              } label: {
                Label("Flag", systemImage: "flag")
              }.tint(.orange)
            }
        }
      }
    }
  }

  @Test func aSwipedRowShowsItsActions() {
    ControlSnapshot.expectMatch(Mail(), size: CGSize(width: 260, height: 130), named: "list-swipe-actions") {
      host in
      guard let row = host.find(text: "Invoice 42")?.frame else { return }
      host.scroll(at: CGPoint(x: row.midX, y: row.midY), by: CGSize(width: 40, height: 0))
      host.advanceClock(by: 1)
    }
  }
}
