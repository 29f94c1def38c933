import Foundation
import Trellis

/// The `tabs` mode: a `TabView` whose first tab has a `Menu` (with a submenu) and a view with a
/// context menu, both writing what was chosen into a label, and whose second tab has a periodic
/// `TimelineView` counting quarter seconds, for the tests of clicking tabs and menu items in a
/// real window and of a timeline waking the event loop.
struct TabsScreen: View {
  @State private var log = "none"
  /// When the timeline's periods start: fixed, so that the label's body running again does not
  /// move them.
  static let start = Date()

  var body: some View {
    TabView {
      VStack(spacing: 8) {
        Menu("Actions") {
          Button("Duplicate") { log = "duplicate" }
          Button("Rename") { log = "rename" }
          Divider()
          Menu("More") {
            Button("Archive") { log = "archive" }
          }
        }
        .accessibilityIdentifier("menu")
        Text("Right-click here")
          .padding(6)
          .background(Color.yellow.opacity(0.3), in: RoundedRectangle(cornerRadius: 5))
          .contextMenu {
            Button("Inspect") { log = "inspect" }
          }
          .accessibilityIdentifier("context")
        Text("log: \(log)").accessibilityIdentifier("log")
      }
      .tabItem { Label("Actions", systemImage: "star") }
      TimelineView(.periodic(from: Self.start, by: 0.25)) { context in
        Text("ticks: \(Int((context.date.timeIntervalSince(Self.start) / 0.25).rounded()))")
          .accessibilityIdentifier("ticks")
      }
      .tabItem { Text("Clock") }
    }
  }
}
