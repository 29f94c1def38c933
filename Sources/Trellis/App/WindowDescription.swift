import TrellisCore

/// Implementation detail: what the runner needs to open the windows of one scene.
@MainActor
public struct WindowDescription {
  /// What kind of scene the windows come from, which decides how they open.
  enum Kind {
    /// A `WindowGroup`: any number of windows.
    case group
    /// A `Window`: one window at most.
    case single
    /// `Settings`: one window at most, opened only on request.
    case settings
  }

  var title: String
  var id: String?
  var kind: Kind
  var defaultSize: CGSize?
  var resizability = WindowResizability.automatic
  var defaultPosition: UnitPoint?
  /// Where the windows stay among the others (`.windowLevel`).
  var windowLevel = WindowLevel.automatic
  /// The type of value its windows present, for a `WindowGroup(for:)`.
  var presentedType: ObjectIdentifier?
  /// Whether the windows show files (a `DocumentGroup`): one opens at launch for each file
  /// named on the command line.
  var opensFiles = false
  /// The shortcut of the Window menu's item for a single window, which opens or raises it.
  var keyboardShortcut: KeyboardShortcut?
  var makeGraph: (RenderServices, EnvironmentValues) -> ViewGraph
}
