/// Where a toolbar item goes in a navigation stack's bar.
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic, primaryAction, confirmationAction, cancellationAction, navigation, search
  }

  let kind: Kind

  /// Where the system puts it: the trailing side.
  public static let automatic = ToolbarItemPlacement(kind: .automatic)
  /// The main action of the view: the trailing side.
  public static let primaryAction = ToolbarItemPlacement(kind: .primaryAction)
  /// The button that confirms a modal view (Done, Save): the trailing side.
  public static let confirmationAction = ToolbarItemPlacement(kind: .confirmationAction)
  /// The button that cancels a modal view: the leading side.
  public static let cancellationAction = ToolbarItemPlacement(kind: .cancellationAction)
  /// Navigation controls: the leading side, after the back button.
  public static let navigation = ToolbarItemPlacement(kind: .navigation)

  /// A `.searchable` field: the trailing end, after every other item.
  static let search = ToolbarItemPlacement(kind: .search)

  /// Whether the item goes on the bar's leading side.
  var isLeading: Bool { kind == .cancellationAction || kind == .navigation }
}

/// One item for the bar: its view and where it goes.
struct ToolbarEntry: Identifiable {
  let id: Int
  let placement: ToolbarItemPlacement
  let view: AnyView
}
