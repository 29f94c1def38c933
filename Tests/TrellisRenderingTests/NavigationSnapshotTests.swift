import Testing
import TrellisTesting

@testable import TrellisCore

/// A navigation stack's bar, link rows and a pushed level, checked by eye once and then against
/// `Snapshots/control-navigation-*.png`.
@MainActor
struct NavigationSnapshotTests {
  struct Library: View {
    var body: some View {
      NavigationStack {
        List {
          NavigationLink("Novels", value: "Novels").accessibilityIdentifier("novels")
          NavigationLink("Poetry", value: "Poetry")
          NavigationLink(value: "Essays") {
            Label("Essays", systemImage: "star.fill")
          }
        }
        .navigationTitle("Library")
        .navigationDestination(for: String.self) { shelf in
          VStack(alignment: .leading, spacing: 8) {
            Text(shelf).font(.title2)
            Text("12 books on this shelf").foregroundStyle(.secondary)
          }
          .padding()
          .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
          .navigationTitle(shelf)
          .toolbar {
            ToolbarItem(placement: .primaryAction) { Button("Edit") {} }
          }
        }
      }
    }
  }

  static let size = CGSize(width: 320, height: 200)

  @Test func theRootWithItsTitleAndLinkRows() {
    ControlSnapshot.expectMatch(
      Library(), size: Self.size, named: "navigation-root", states: ["novels": .hovered])
  }

  @Test func aPushedLevelWithTheBackButtonFocusedAndAToolbarItem() {
    ControlSnapshot.expectMatch(
      Library(), size: Self.size, named: "navigation-pushed", states: ["navigation-back": .focused]
    ) { host in
      host.tap(text: "Poetry")
      host.advanceClock(by: 1)
    }
  }

  @Test func aPushedLevelInDarkMode() {
    ControlSnapshot.expectMatch(
      Library(), size: Self.size, colorScheme: .dark, named: "navigation-pushed-dark"
    ) { host in
      host.tap(text: "Essays")
      host.advanceClock(by: 1)
    }
  }

  @Test func halfwayThroughASlide() {
    ControlSnapshot.expectMatch(Library(), size: Self.size, named: "navigation-slide") { host in
      host.tap(text: "Novels")
      host.advanceClock(by: 0.15)
    }
  }

  /// A title with `.toolbarTitleMenu`, its menu open below it.
  @Test func aTitleMenuOpen() {
    let view = NavigationStack {
      Text("Draft").frame(maxWidth: .infinity, maxHeight: .infinity)
        .navigationTitle("Notes")
        .toolbarTitleMenu {
          Button("Rename") {}
          Button("Duplicate") {}
        }
    }
    ControlSnapshot.expectMatch(view, size: Self.size, named: "navigation-title-menu") { host in
      host.tap(id: "navigation-title")
    }
  }

  /// A title with a `.navigationSubtitle` under it, and a toolbar item beside them.
  @Test func aTitleWithASubtitle() {
    let view = NavigationStack {
      Text("12 messages").frame(maxWidth: .infinity, maxHeight: .infinity)
        .navigationTitle("Inbox")
        .navigationSubtitle("3 unread")
        .toolbar { Button("Compose", systemImage: "square.and.pencil") {} }
    }
    ControlSnapshot.expectMatch(view, size: Self.size, named: "navigation-subtitle")
  }

  /// A window filled by `.containerBackground(_:for: .window)`, its bar and content over it.
  @Test func aWindowWithAContainerBackground() {
    let view = NavigationStack {
      Text("Welcome back").font(.title2.bold()).frame(maxWidth: .infinity, maxHeight: .infinity)
        .navigationTitle("Home")
        .toolbarBackground(.hidden, for: .automatic)
    }
    .containerBackground(
      LinearGradient(colors: [.mint, .teal], startPoint: .topLeading, endPoint: .bottomTrailing), for: .window
    )
    ControlSnapshot.expectMatch(view, size: Self.size, named: "navigation-window-background")
  }

  /// A page filled by `.containerBackground(_:for: .navigation)` below its bar.
  @Test func aPageWithAContainerBackground() {
    let view = NavigationStack {
      VStack(spacing: 6) {
        Text("Morning").font(.title2.bold())
        Text("3 notes today")
      }
      .foregroundStyle(.white)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .navigationTitle("Journal")
      .containerBackground(
        LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom), for: .navigation)
    }
    ControlSnapshot.expectMatch(view, size: Self.size, named: "navigation-container-background")
  }
}
