/// When a search's scope bar shows.
public struct SearchScopeActivation: Hashable, Sendable {
  enum Kind: Hashable { case automatic, onTextEntry, onSearchPresentation }
  let kind: Kind

  /// As the platform does: on a desktop, while searching.
  public static let automatic = SearchScopeActivation(kind: .automatic)
  /// Once the search field holds text.
  public static let onTextEntry = SearchScopeActivation(kind: .onTextEntry)
  /// While searching: the field has focus or holds text.
  public static let onSearchPresentation = SearchScopeActivation(kind: .onSearchPresentation)
}

/// The scope bar a `.searchScopes` modifier asks the `.searchable` inside it to show.
struct SearchScopeBar {
  let picker: AnyView
  let activation: SearchScopeActivation

  /// Whether the bar shows for a search whose field `isFocused` and holds `text`.
  func isShown(isFocused: Bool, text: String) -> Bool {
    activation.kind == .onTextEntry ? !text.isEmpty : isFocused || !text.isEmpty
  }
}

struct SearchScopeBarKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: SearchScopeBar? = nil
}

extension EnvironmentValues {
  var searchScopeBar: SearchScopeBar? {
    get { self[SearchScopeBarKey.self] }
    set { self[SearchScopeBarKey.self] = newValue }
  }
}

extension View {
  /// Adds scopes to the `.searchable` of this view: a segmented bar of the `scopes` views, each
  /// tagged with its value as a picker's options are, shown below the search field while
  /// searching; choosing one sets `scope`.
  ///
  /// ```swift
  /// List(results) { Text($0.title) }
  ///     .searchable(text: $query)
  ///     .searchScopes($scope) {
  ///         Text("All").tag(Scope.all)
  ///         Text("Unread").tag(Scope.unread)
  ///     }
  /// ```
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation = .automatic, @ViewBuilder scopes: () -> S
  ) -> some View {
    let picker = Picker("Search scope", selection: scope) { scopes() }
      .pickerStyle(.segmented)
      .labelsHidden()
    return environment(\.searchScopeBar, SearchScopeBar(picker: AnyView(picker), activation: activation))
  }
}
