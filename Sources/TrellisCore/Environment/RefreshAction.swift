/// Refreshes the content of a view, as set up with ``View/refreshable(action:)``; read it from
/// the environment as `refresh`, nil where nothing above is refreshable.
///
/// ```swift
/// @Environment(\.refresh) private var refresh
///
/// Button("Reload") {
///     Task { await refresh?() }
/// }
/// .disabled(refresh == nil)
/// ```
///
/// Trellis draws no pull-to-refresh gesture, as SwiftUI on macOS draws none: a view calls the
/// action, such as a Reload button or a menu command.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Runs the refresh, returning when it has finished.
  public func callAsFunction() async {
    await action()
  }
}

struct RefreshActionKey: EnvironmentKey {
  static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
  /// The refresh action of the nearest ``View/refreshable(action:)`` above, if any.
  public var refresh: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }
}

extension View {
  /// Makes this view refreshable: `action` becomes the `refresh` environment value of the
  /// views inside, which call it to reload their content.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    environment(\.refresh, RefreshAction(action: action))
  }
}
