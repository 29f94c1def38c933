extension View {
  /// Offers `suggestions` while someone searches in the `.searchable` this modifier is applied
  /// around: a list under the search field while it has focus. Clicking a suggestion marked
  /// with ``View/searchCompletion(_:)`` puts its completion in the field.
  ///
  /// ```swift
  /// ProductList()
  ///     .searchable(text: $text)
  ///     .searchSuggestions {
  ///         Text("🍎 Apple").searchCompletion("apple")
  ///         Text("🍐 Pear").searchCompletion("pear")
  ///     }
  /// ```
  ///
  /// An empty builder (a `ForEach` of nothing) shows no list.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    environment(\.searchSuggestions, SearchSuggestionList(view: AnyView(suggestions())))
  }

  /// The string that replaces the search text when this suggestion is chosen from the list of
  /// ``View/searchSuggestions(_:)``. Outside such a list it changes nothing.
  public func searchCompletion(_ completion: String) -> some View {
    SearchCompletionRow(content: self, completion: completion)
  }

  /// Adds a search field that edits `text`, offering `suggestions` under it while it has focus.
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
  }

  /// Adds a search field with a string placeholder, offering `suggestions` under it.
  public func searchable<P: StringProtocol, S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: P,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt)).searchSuggestions(suggestions)
  }
}

/// The views of a `.searchSuggestions`, handed down to the `.searchable` inside it.
struct SearchSuggestionList {
  let view: AnyView
}

/// A suggestion with a completion: in the list under a search field, a row that highlights
/// under the pointer and puts `completion` in the field when clicked.
struct SearchCompletionRow<Content: View>: View {
  let content: Content
  let completion: String
  @Environment(\.chooseSearchCompletion) private var choose
  @State private var isHovered = false

  var body: some View {
    if let choose {
      content
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background {
          if isHovered { RoundedRectangle(cornerRadius: 5).fill(Color.accentColor.opacity(0.22)) }
        }
        .contentShape(Rectangle())
        .onHover { isHovered = $0 }
        .onTapGesture { choose(completion) }
        .accessibilityIdentifier("search-suggestion-\(completion)")
    } else {
      content
    }
  }
}

struct SearchSuggestionsKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: SearchSuggestionList? = nil
}

struct ChooseSearchCompletionKey: EnvironmentKey {
  static let defaultValue: (@MainActor (String) -> Void)? = nil
}

extension EnvironmentValues {
  /// The suggestions of the `.searchSuggestions` around this view, for the `.searchable` inside.
  var searchSuggestions: SearchSuggestionList? {
    get { self[SearchSuggestionsKey.self] }
    set { self[SearchSuggestionsKey.self] = newValue }
  }

  /// In a list of search suggestions, what choosing a completion does.
  var chooseSearchCompletion: (@MainActor (String) -> Void)? {
    get { self[ChooseSearchCompletionKey.self] }
    set { self[ChooseSearchCompletionKey.self] = newValue }
  }
}
