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
}
