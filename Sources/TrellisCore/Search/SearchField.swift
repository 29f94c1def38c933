/// A search field as macOS draws one: a rounded field with a magnifying glass, the prompt while
/// it is empty and a clear button while it is not. Escape clears it and leaves it, Return runs
/// the `onSubmit(of: .search)` actions, Ctrl+F focuses it. While it has focus, the suggestions of
/// a `.searchSuggestions` show in a list under it, where the Down and Up arrows move a highlight
/// and Return chooses the highlighted one; choosing one or pressing elsewhere closes the list
/// until the text changes.
struct SearchField: View {
  /// Its width in a navigation bar.
  static let toolbarWidth: CGFloat = 180
  static let height: CGFloat = 24
  /// Its item's id among the bar's items, apart from those of `.toolbar`s.
  static let toolbarID = Int.min

  let search: SearchRequest
  let isFocused: FocusState<Bool>.Binding
  let isSearching: Bool
  let submitActions: [SubmitAction]
  let suggestions: SearchSuggestionList?
  let fillsWidth: Bool
  /// The text when the list was closed, by choosing a suggestion or pressing elsewhere: it stays
  /// closed until the text changes.
  @State private var closedAtText: String?
  /// The completions of the list's rows, in order, as the rows last reported them.
  @State private var completions: [String] = []
  /// The completion highlighted in the list, by the pointer or the arrow keys.
  @State private var highlighted: String?

  var body: some View {
    let text = search.text
    let focus = isFocused
    HStack(spacing: 4) {
      Button {
        focus.wrappedValue = true
      } label: {
        Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
      }
      .buttonStyle(.plain)
      .keyboardShortcut("f", modifiers: .command)
      TextFieldControl(
        text: text, title: nil, prompt: search.prompt?.string ?? "Search", isSecure: false,
        onEditingChanged: { _ in }, onCommit: {}, isSearchField: true
      )
      .textFieldStyle(.plain)
      .environment(\.submitActions, submitActions)
      .focused(focus)
      .onKeyPress(.escape) {
        text.wrappedValue = ""
        focus.wrappedValue = false
        return .handled
      }
      .onKeyPress(keys: [.downArrow, .upArrow]) { press in
        guard showsSuggestions, !completions.isEmpty else { return .ignored }
        highlighted = Self.completion(
          after: highlighted, in: completions, movingDown: press.key == .downArrow)
        return .handled
      }
      .onKeyPress(.return) {
        guard showsSuggestions, let highlighted, completions.contains(highlighted) else {
          return .ignored
        }
        choose(highlighted)
        return .handled
      }
      .accessibilityIdentifier("search-text")
      if !text.wrappedValue.isEmpty {
        Button {
          text.wrappedValue = ""
        } label: {
          Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
        }
        .buttonStyle(.plain)
        .accessibilityIdentifier("search-clear")
      }
    }
    .padding(.horizontal, 6)
    .frame(width: fillsWidth ? nil : Self.toolbarWidth, height: Self.height)
    .frame(maxWidth: fillsWidth ? .infinity : nil)
    .background { FieldBox(cornerRadius: 6, isFocused: focus.wrappedValue) }
    .modifier(
      SuggestionsPanelModifier(
        isShown: showsSuggestions, suggestions: suggestions?.view ?? AnyView(EmptyView()),
        context: SearchSuggestionsContext(
          highlighted: highlighted, highlight: { [$highlighted] in $highlighted.wrappedValue = $0 },
          choose: choose),
        completionsChanged: { [$completions] in $completions.wrappedValue = $0 },
        dismiss: { [$closedAtText] in $closedAtText.wrappedValue = text.wrappedValue })
    )
    .accessibilityIdentifier("search-field")
    .onChange(of: showsSuggestions) { highlighted = nil }
    .onChange(of: text.wrappedValue) { highlighted = nil }
    .onChange(of: isSearching) { _, searching in
      if let isPresented = search.isPresented, isPresented.wrappedValue != searching {
        isPresented.wrappedValue = searching
      }
    }
    .onChange(of: search.isPresented?.wrappedValue ?? isSearching) { _, presented in
      guard presented != isSearching else { return }
      if presented {
        focus.wrappedValue = true
      } else {
        text.wrappedValue = ""
        focus.wrappedValue = false
      }
    }
  }

  private var showsSuggestions: Bool {
    suggestions != nil && isFocused.wrappedValue && closedAtText != search.text.wrappedValue
  }

  /// Puts `completion` in the field and closes the list until the text changes again.
  private var choose: @MainActor (String) -> Void {
    { [$closedAtText, text = search.text] completion in
      $closedAtText.wrappedValue = completion
      text.wrappedValue = completion
    }
  }

  /// The completion an arrow key moves the highlight to from `current`: Down from the field goes
  /// to the first, Up to the last; Up from the first goes back to the field, and Down stops at
  /// the last.
  static func completion(after current: String?, in completions: [String], movingDown: Bool) -> String? {
    guard let last = completions.indices.last else { return nil }
    guard let current, let index = completions.firstIndex(of: current) else {
      return movingDown ? completions[0] : completions[last]
    }
    if movingDown { return completions[min(index + 1, last)] }
    return index == 0 ? nil : completions[index - 1]
  }
}
