extension View {
  /// Offers `suggestions` while someone searches in the `.searchable` this modifier is applied
  /// around: a list under the search field while it has focus. Clicking a suggestion marked
  /// with ``View/searchCompletion(_:)``, or reaching it with the Down and Up arrows and pressing
  /// Return, puts its completion in the field.
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
/// under the pointer or the arrow keys and puts `completion` in the field when chosen.
struct SearchCompletionRow<Content: View>: View {
  let content: Content
  let completion: String
  @Environment(\.searchSuggestionsContext) private var context

  var body: some View {
    if let context {
      content
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background {
          if context.highlighted == completion {
            RoundedRectangle(cornerRadius: 5).fill(Color.accentColor.opacity(0.22))
          }
        }
        .contentShape(Rectangle())
        .onHover { hovering in
          if hovering {
            context.highlight(completion)
          } else if context.highlighted == completion {
            context.highlight(nil)
          }
        }
        .onTapGesture { context.choose(completion) }
        .preference(key: SearchCompletionsKey.self, value: [completion])
        .accessibilityIdentifier("search-suggestion-\(completion)")
        .id(SearchCompletionScrollID(completion: completion))
    } else {
      content
    }
  }
}

/// The id the list scrolls to a row by: of a type of its own, so that no id of the app's matches.
struct SearchCompletionScrollID: Hashable {
  let completion: String
}

/// What the rows of a list of search suggestions share: the highlighted completion and what
/// highlighting and choosing one do.
struct SearchSuggestionsContext {
  /// The completion under the pointer or reached with the arrow keys.
  let highlighted: String?
  let highlight: @MainActor (String?) -> Void
  /// Puts a completion in the field and closes the list.
  let choose: @MainActor (String) -> Void
}

/// The completions of a list of search suggestions in view order, so that the arrow keys can
/// move through them.
struct SearchCompletionsKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

struct SearchSuggestionsKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: SearchSuggestionList? = nil
}

struct SearchSuggestionsContextKey: EnvironmentKey {
  static let defaultValue: SearchSuggestionsContext? = nil
}

extension EnvironmentValues {
  /// The suggestions of the `.searchSuggestions` around this view, for the `.searchable` inside.
  var searchSuggestions: SearchSuggestionList? {
    get { self[SearchSuggestionsKey.self] }
    set { self[SearchSuggestionsKey.self] = newValue }
  }

  /// In a list of search suggestions, the highlight and what choosing a completion does.
  var searchSuggestionsContext: SearchSuggestionsContext? {
    get { self[SearchSuggestionsContextKey.self] }
    set { self[SearchSuggestionsContextKey.self] = newValue }
  }
}
