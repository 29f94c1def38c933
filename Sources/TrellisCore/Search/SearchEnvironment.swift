/// Ends the search of the `.searchable` around a view: clears its text and takes focus from its
/// field. Read it with `@Environment(\.dismissSearch)`.
public struct DismissSearchAction: Sendable {
  let action: @MainActor @Sendable () -> Void

  /// Clears the search text and leaves the field.
  @MainActor public func callAsFunction() { action() }
}

/// What a `.searchable` modifier asks for: the text it edits and where its field goes.
struct SearchRequest {
  let text: Binding<String>
  let isPresented: Binding<Bool>?
  let placement: SearchFieldPlacement
  let prompt: Text?
}

struct IsSearchingKey: EnvironmentKey {
  static let defaultValue = false
}

struct DismissSearchKey: EnvironmentKey {
  static let defaultValue = DismissSearchAction {}
}

/// A search that a `.searchable` on a navigation container hands to the container's columns.
struct PendingSearchKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: SearchRequest? = nil
}

extension EnvironmentValues {
  /// Whether the user is searching in the `.searchable` around this view: its field has keyboard
  /// focus or holds text.
  public internal(set) var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// Clears the search of the `.searchable` around this view and leaves its field.
  public internal(set) var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }

  /// A search on a navigation container, waiting for the column whose bar shows it.
  var pendingSearch: SearchRequest? {
    get { self[PendingSearchKey.self] }
    set { self[PendingSearchKey.self] = newValue }
  }
}
