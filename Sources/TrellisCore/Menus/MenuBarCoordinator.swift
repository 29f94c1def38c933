/// The title menus of one menu bar, in order, so that an open menu can hand over to another.
@MainActor
final class MenuBarCoordinator {
  private var menus: [Weak<MenuNode>] = []

  /// Counts `menu` among the bar's titles.
  func register(_ menu: MenuNode) {
    menus.removeAll { $0.value == nil }
    if !menus.contains(where: { $0.value === menu }) { menus.append(Weak(menu)) }
  }

  /// The titles in the tree, from left to right as drawn.
  private var titles: [MenuNode] {
    menus.compactMap(\.value).filter(\.isAlive).sorted { $0.frame.minX < $1.frame.minX }
  }

  /// The title under `point`.
  func title(at point: CGPoint) -> MenuNode? {
    titles.first { $0.frame.contains(point) }
  }

  /// The title `step` places to the right of `menu` (left for a negative step), wrapping round.
  func title(_ step: Int, from menu: MenuNode) -> MenuNode? {
    let titles = self.titles
    guard let index = titles.firstIndex(where: { $0 === menu }), titles.count > 1 else { return nil }
    return titles[((index + step) % titles.count + titles.count) % titles.count]
  }

  /// Opens the first title's menu with its first item highlighted, unless a menu is open;
  /// returns whether it opened one.
  func openFirst() -> Bool {
    let titles = self.titles
    guard let first = titles.first, !titles.contains(where: \.isOpen) else { return false }
    first.openMenu()
    first.submenuPanel?.moveHighlight(by: 1)
    return first.isOpen
  }

  /// Opens the first menu whose title starts with `letter` (Alt and the letter, as in GTK and
  /// Qt apps, where the letter is the title's first), its first item highlighted, closing the
  /// menu open; returns whether a title starts with it.
  func open(mnemonic letter: Character) -> Bool {
    let wanted = letter.lowercased()
    let titles = self.titles
    guard let menu = titles.first(where: { Self.title(of: $0)?.first?.lowercased() == wanted }) else {
      return false
    }
    if let open = titles.first(where: \.isOpen) {
      switchMenu(from: open, to: menu, highlightingFirst: true)
    } else {
      menu.openMenu()
      menu.submenuPanel?.moveHighlight(by: 1)
    }
    return true
  }

  /// The text of a title's label.
  private static func title(of menu: MenuNode) -> String? {
    menu.layoutTreeNodes().first?.allNodes.lazy.compactMap(\.text).first
  }

  /// Closes `open` and opens `next`, its first item highlighted when `highlightingFirst`.
  func switchMenu(from open: MenuNode, to next: MenuNode, highlightingFirst: Bool) {
    guard open !== next else { return }
    open.closeMenu()
    next.openMenu()
    if highlightingFirst { next.submenuPanel?.moveHighlight(by: 1) }
  }
}

struct MenuBarCoordinatorKey: EnvironmentKey {
  static let defaultValue: MenuBarCoordinator? = nil
}

extension EnvironmentValues {
  /// The menu bar whose titles the menus here are; nil outside a bar and inside open menus.
  var menuBarCoordinator: MenuBarCoordinator? {
    get { self[MenuBarCoordinatorKey.self] }
    set { self[MenuBarCoordinatorKey.self] = newValue }
  }
}

extension ViewGraph {
  /// Opens the first menu of the window's menu bar, its first item highlighted, as F10 does in
  /// Linux desktop apps; returns false when the window has no menu bar or a menu is open.
  package func openMenuBar() -> Bool { menuBar?.openFirst() ?? false }

  /// Opens the menu of the window's menu bar whose title starts with `letter`, as Alt and the
  /// letter do; returns false when there is none.
  package func openMenuBar(mnemonic letter: Character) -> Bool {
    menuBar?.open(mnemonic: letter) ?? false
  }
}
