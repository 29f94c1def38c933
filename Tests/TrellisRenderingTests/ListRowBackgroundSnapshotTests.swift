import Foundation
import Testing
import Trellis
import TrellisTesting

/// Row backgrounds in a list and a form, with a selected row over one.
@MainActor
@Suite struct ListRowBackgroundSnapshotTests {
  struct Rows: View {
    @State private var selection: Int? = 2
    var body: some View {
      HStack(spacing: 0) {
        List(selection: $selection) {
          ForEach(1...4, id: \.self) { index in
            Text("Task \(index)")
              .listRowBackground(index.isMultiple(of: 2) ? Color.yellow.opacity(0.3) : nil)
              .tag(index)
          }
        }
        .frame(width: 180)
        Form {
          Text("Urgent").listRowBackground(Color.red.opacity(0.25))
          Text("Later")
          Text("Done").listRowBackground(Color.green.opacity(0.25))
        }
        .frame(width: 200)
      }
    }
  }

  @Test func rowBackgrounds() {
    GraphicsSnapshot.expectMatch(Rows(), size: CGSize(width: 380, height: 170), named: "list-row-backgrounds")
  }
}
