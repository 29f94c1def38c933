import TrellisCore

/// Sets the title of the window a view is in; the app puts one in each window's environment.
struct WindowTitleAction: @unchecked Sendable {
  // Unchecked: the handler only ever runs on the main actor, where `callAsFunction` is isolated.
  let handler: @MainActor (String) -> Void

  @MainActor func callAsFunction(_ title: String) { handler(title) }
}

struct WindowTitleActionKey: EnvironmentKey {
  static let defaultValue: WindowTitleAction? = nil
}

extension EnvironmentValues {
  /// Sets the title of the window this view is in; nil outside an app window.
  var setWindowTitle: WindowTitleAction? {
    get { self[WindowTitleActionKey.self] }
    set { self[WindowTitleActionKey.self] = newValue }
  }
}
