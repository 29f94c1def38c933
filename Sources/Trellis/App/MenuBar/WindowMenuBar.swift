import TrellisCore

/// The menus an app's windows show in their menu bar: its commands and the standard items, in
/// the menus Linux desktop apps put them in (File, Edit, Format, View, the app's own menus,
/// Window, Help). A window shows it when the app has commands of its own.
@MainActor
struct WindowMenuBar {
  let sources: [CommandsSource]
  let scenes: [WindowDescription]
  /// Opens a window of a scene, for New Window.
  let open: @MainActor (WindowDescription) -> Void
  /// Closes every window, for Quit.
  let quit: @MainActor () -> Void
  /// Types a key in the window, for the Edit menu's items.
  let typeKey: @MainActor (KeyEvent) -> Void

  /// The standard menus, each with the groups it holds in order. Settings… ends the Edit menu
  /// and About the Help menu, where GTK apps keep them; Quit ends the File menu.
  private static let standardMenus: [(title: String, groups: [CommandGroupPlacement])] = [
    (
      "File",
      [.newItem, .saveItem, .importExport, .printItem, .systemServices, .appVisibility, .appTermination]
    ),
    ("Edit", [.undoRedo, .pasteboard, .textEditing, .appSettings]),
    ("Format", [.textFormatting]),
    ("View", [.toolbar, .sidebar]),
    ("Window", [.windowSize, .windowArrangement, .windowList, .singleWindowList]),
    ("Help", [.help, .appInfo]),
  ]

  /// The bar's menus, made from the commands as they are now; a standard menu no group goes in
  /// is left out.
  func entries() -> [MenuBar.Entry] {
    let sections = CommandSection.sections(
      sources.flatMap { $0.contents() }, scenes: scenes, open: open, quit: quit,
      moreStandardItems: [
        (.undoRedo, AnyView(UndoRedoCommands())),
        (.pasteboard, AnyView(PasteboardCommands(typeKey: typeKey))),
      ]
    )
    .filter { !$0.isEmpty }
    var entries: [MenuBar.Entry] = []
    for menu in Self.standardMenus {
      // The app's own menus come before the Window menu, as on macOS.
      if menu.title == "Window" { entries += ownMenus(sections) }
      let groups = menu.groups.map { placement in
        sections.filter { section in
          if case .group(let group, _) = section.slot { group == placement } else { false }
        }
      }
      .filter { !$0.isEmpty }
      guard !groups.isEmpty else { continue }
      entries.append(
        MenuBar.Entry(
          title: Text(verbatim: menu.title),
          items: AnyView(
            ForEach(groups.indices, id: \.self) { group in
              if group > 0 { Divider() }
              ForEach(groups[group].indices, id: \.self) { groups[group][$0].items }
            })))
    }
    return entries
  }

  /// A menu for each `CommandMenu`, in the order the app declared them.
  private func ownMenus(_ sections: [CommandSection]) -> [MenuBar.Entry] {
    sections.compactMap { section in
      guard case .menu(let name) = section.slot else { return nil }
      return MenuBar.Entry(title: name, items: section.items)
    }
  }
}

/// The menu bar of one window, evaluated in the window's graph, so that the commands read its
/// focused values and state, and follow their changes.
struct WindowMenuBarView: View {
  let menuBar: WindowMenuBar

  var body: some View {
    MenuBar(menuBar.entries())
  }
}

struct WindowMenuBarKey: EnvironmentKey {
  static let defaultValue: WindowMenuBar? = nil
}

extension EnvironmentValues {
  /// The menu bar the window shows over its content; nil for none.
  var windowMenuBar: WindowMenuBar? {
    get { self[WindowMenuBarKey.self] }
    set { self[WindowMenuBarKey.self] = newValue }
  }
}

/// A window's content, under the window's menu bar when it has one.
struct WindowContent<Content: View>: View {
  let content: Content
  @Environment(\.windowMenuBar) private var menuBar

  var body: some View {
    if let menuBar {
      WindowMenuBarLayout {
        WindowMenuBarView(menuBar: menuBar)
        content
      }
    } else {
      content
    }
  }
}

/// Puts the menu bar across the top of the window and the content in the rest, centered there
/// as a window's content is. The window's limits are the content's plus the bar's height: the
/// bar stretches to any width and limits none.
struct WindowMenuBarLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    guard subviews.count == 2 else { return .zero }
    let bar = subviews[0].sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).height
    let content = subviews[1].sizeThatFits(
      ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar) }))
    // A window proposes its size: the bar spans it, and stays at its top above content that
    // is smaller and centered below. Asked for its limits (zero or infinite proposals), the
    // layout answers the content's, plus the bar.
    func filling(_ proposed: CGFloat?, _ needed: CGFloat) -> CGFloat {
      guard let proposed, proposed.isFinite else { return needed }
      return max(proposed, needed)
    }
    return CGSize(
      width: filling(proposal.width, content.width), height: filling(proposal.height, content.height + bar))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
    guard subviews.count == 2 else { return }
    let bar = subviews[0].sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
    subviews[0].place(
      at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: bar))
    let rest = ProposedViewSize(width: bounds.width, height: max(0, bounds.height - bar))
    subviews[1].place(
      at: CGPoint(x: bounds.midX, y: bounds.minY + bar + (rest.height ?? 0) / 2), anchor: .center,
      proposal: rest)
  }
}
