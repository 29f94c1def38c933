import Foundation
import Trellis

/// A menu with a submenu, a context menu on a note, and a timeline that counts the seconds the
/// window has been open (it wakes the app once a second, and only then).
struct MenusSection: View {
  @State private var sortOrder = "Name"
  @State private var lastAction = "Right-click the note for its menu"
  @State private var opened = Date()

  var body: some View {
    GallerySection(title: "Menus & Time") {
      HStack(spacing: 12) {
        Menu("Sort by \(sortOrder)") {
          Button("Name") { sortOrder = "Name" }
          Button("Date") { sortOrder = "Date" }
          Divider()
          Menu("More") {
            Button("Size") { sortOrder = "Size" }
            Button("Kind") { sortOrder = "Kind" }
          }
        }
        .accessibilityIdentifier("sortMenu")
        Text("Meeting notes")
          .padding(.horizontal, 10)
          .padding(.vertical, 6)
          .background(RoundedRectangle(cornerRadius: 6).fill(Color.yellow.opacity(0.3)))
          .contextMenu {
            Button("Rename…") { lastAction = "Renamed the note" }
            Button("Duplicate") { lastAction = "Duplicated the note" }
            Divider()
            Button("Delete", role: .destructive) { lastAction = "Deleted the note" }
          }
          .accessibilityIdentifier("note")
      }
      Text(lastAction)
        .foregroundStyle(.secondary)
      TimelineView(.periodic(from: opened, by: 1)) { context in
        let seconds = Int(context.date.timeIntervalSince(opened).rounded(.down))
        Text(seconds == 1 ? "Open for 1 second" : "Open for \(seconds) seconds")
      }
    }
  }
}
