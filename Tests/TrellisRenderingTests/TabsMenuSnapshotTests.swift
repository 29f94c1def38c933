import Testing
import TrellisCore
import TrellisTesting

/// A tab view, pages and open menus, checked by eye once and then against
/// `Snapshots/control-tabs-*.png`, `control-pages-*.png`, `control-menu-*.png` and
/// `control-context-menu.png`.
@MainActor
struct TabsMenuSnapshotTests {
  struct Tabs: View {
    @State private var tab = 1
    var body: some View {
      TabView(selection: $tab) {
        Text("Inbox is empty").tabItem { Label("Inbox", systemImage: "heart") }.tag(0)
        VStack(alignment: .leading, spacing: 6) {
          Text("Report.txt")
          Text("Budget.ods")
        }
        .tabItem { Label("Files", systemImage: "star") }
        .tag(1)
        Text("Settings").tabItem { Text("Settings") }.tag(2)
      }
    }
  }

  @Test func aTabViewLight() {
    ControlSnapshot.expectMatch(Tabs(), size: CGSize(width: 320, height: 130), named: "tabs-light")
  }

  @Test func aTabViewDark() {
    ControlSnapshot.expectMatch(
      Tabs(), size: CGSize(width: 320, height: 130), colorScheme: .dark, named: "tabs-dark")
  }

  struct Pages: View {
    var body: some View {
      TabView(selection: .constant(1)) {
        ForEach(0..<4, id: \.self) { index in
          RoundedRectangle(cornerRadius: 8)
            .fill([Color.orange, .teal, .indigo, .pink][index].gradient)
            .overlay { Text("Page \(index + 1)").font(.title2).foregroundStyle(.white) }
            .padding(10)
            .tag(index)
        }
      }
      .tabViewStyle(.page)
    }
  }

  @Test func pagesWithDotsLight() {
    ControlSnapshot.expectMatch(Pages(), size: CGSize(width: 240, height: 140), named: "pages-light")
  }

  @Test func pagesWithDotsOnABackgroundDark() {
    ControlSnapshot.expectMatch(
      Pages().indexViewStyle(.page(backgroundDisplayMode: .always)), size: CGSize(width: 240, height: 140),
      colorScheme: .dark, named: "pages-dark")
  }

  struct Actions: View {
    var body: some View {
      VStack(alignment: .leading) {
        Menu("Actions") {
          Button("Duplicate") {}
          Button("Rename…") {}
          Button("Archive") {}.disabled(true)
          Divider()
          Menu("Share") {
            Button("Mail") {}
            Button("Messages") {}
          }
        }
        .accessibilityIdentifier("menu")
        Spacer()
      }
      .padding(12)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  @Test func anOpenMenuWithASubmenu() {
    ControlSnapshot.expectMatch(
      Actions(), size: CGSize(width: 340, height: 210), named: "menu-submenu",
      prepare: { host in
        host.tap(id: "menu")
        host.press(.down)
        let share = host.tree.allNodes.filter { $0.type == "MenuItem" }[3].frame
        host.hover(at: CGPoint(x: share.midX, y: share.midY))
      })
  }

  @Test func aMenuButtonDark() {
    ControlSnapshot.expectMatch(
      Actions(), size: CGSize(width: 340, height: 210), colorScheme: .dark, named: "menu-open-dark",
      prepare: { host in
        host.tap(id: "menu")
        host.press(.down)
        host.press(.down)
      })
  }

  struct Note: View {
    var body: some View {
      Text("Meeting notes")
        .padding(10)
        .background(Color.yellow.opacity(0.3), in: RoundedRectangle(cornerRadius: 6))
        .contextMenu {
          Button("Rename…") {}
          Button("Duplicate") {}
          Divider()
          Button("Delete", role: .destructive) {}
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .padding(12)
    }
  }

  @Test func aContextMenuAtThePointer() {
    ControlSnapshot.expectMatch(
      Note(), size: CGSize(width: 260, height: 170), named: "context-menu",
      prepare: { host in
        let note = host.find(text: "Meeting notes")!.frame
        Self.secondaryClick(host, at: CGPoint(x: note.midX, y: note.midY))
      })
  }

  /// A right click at `point`, which opens the context menu there.
  private static func secondaryClick<V: View>(_ host: TestHost<V>, at point: CGPoint) {
    host.graph.pointerMoved(to: point)
    host.graph.pointerDown(at: point, button: .secondary)
    host.graph.pointerUp(at: point, button: .secondary)
  }

  struct Photo: View {
    var body: some View {
      Label("Lake.jpg", systemImage: "photo")
        .padding(8)
        .contextMenu {
          Button("Open") {}
          Button("Share…") {}
        } preview: {
          LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom)
            .frame(width: 120, height: 80)
            .overlay(alignment: .bottomLeading) {
              Text("Lake.jpg").font(.caption).foregroundStyle(.white).padding(6)
            }
            .clipShape(RoundedRectangle(cornerRadius: 4))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
        .padding(12)
    }
  }

  @Test func aContextMenuWithItsPreviewBeside() {
    ControlSnapshot.expectMatch(
      Photo(), size: CGSize(width: 320, height: 170), named: "context-menu-preview",
      prepare: { host in
        let photo = host.find(text: "Lake.jpg")!.frame
        Self.secondaryClick(host, at: CGPoint(x: photo.midX - 10, y: photo.midY))
      })
  }
}
