import TrellisCore

/// One group of an app's menu items, with where it goes: the app's own or a standard one, in
/// a standard group's place or a menu of its own.
@MainActor
struct CommandSection {
  /// Where the items go.
  enum Slot {
    /// In a standard group: before (0), as (1) or after (2) its standard items.
    case group(CommandGroupPlacement, position: Int)
    /// A `CommandMenu` of the app's own.
    case menu(name: Text)
  }

  let slot: Slot
  /// The order the app declared it in; -1 for the standard items Trellis supplies.
  let rank: Int
  let items: AnyView
  /// Whether the items are written as nothing at all, which the menu bar leaves out.
  var isEmpty = false

  /// Where the section falls in the order macOS gives its menus' items, which decides which of
  /// two commands on one shortcut runs.
  var order: (Int, Int) {
    switch slot {
    case .group(let placement, let position): (placement.order * 3 + position, rank)
    case .menu: (CommandGroupPlacement.menusOrder * 3 + 1, rank)
    }
  }

  /// The sections of `commands`, and of the standard groups they do not replace, in order.
  /// `open` opens a window of a scene, for New Window; `quit` closes every window, for Quit;
  /// `moreStandardItems` are standard items beyond those every app has.
  static func sections(
    _ commands: [CommandContent], scenes: [WindowDescription],
    open: @escaping @MainActor (WindowDescription) -> Void, quit: @escaping @MainActor () -> Void,
    moreStandardItems: [(CommandGroupPlacement, AnyView)] = []
  ) -> [CommandSection] {
    var sections: [CommandSection] = []
    var replaced: Set<CommandGroupPlacement> = []
    for (rank, command) in commands.enumerated() {
      let slot: Slot
      switch command.placement {
      case .menu(let name): slot = .menu(name: name)
      case .before(let placement): slot = .group(placement, position: 0)
      case .after(let placement): slot = .group(placement, position: 2)
      case .replacing(let placement):
        replaced.insert(placement)
        slot = .group(placement, position: 1)
      }
      sections.append(CommandSection(slot: slot, rank: rank, items: command.items, isEmpty: command.isEmpty))
    }
    for (placement, items) in AppCommands.standardItems(scenes: scenes, open: open, quit: quit)
      + moreStandardItems
    where !replaced.contains(placement) {
      sections.append(CommandSection(slot: .group(placement, position: 1), rank: -1, items: items))
    }
    return sections.sorted { $0.order < $1.order }
  }
}
