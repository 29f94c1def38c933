/// A search field as macOS draws one: a rounded field with a magnifying glass, the prompt while
/// it is empty and a clear button while it is not. Escape clears it and leaves it, Return runs
/// the `onSubmit(of: .search)` actions, Ctrl+F focuses it. While it has focus, the suggestions of
/// a `.searchSuggestions` show in a list under it; choosing one or pressing elsewhere closes the
/// list until the text changes.
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
    .background { SearchFieldBackground(isFocused: focus.wrappedValue) }
    .modifier(
      SuggestionsPanelModifier(
        isShown: showsSuggestions, suggestions: suggestions?.view ?? AnyView(EmptyView()),
        choose: { [$closedAtText] completion in
          $closedAtText.wrappedValue = completion
          text.wrappedValue = completion
        },
        dismiss: { [$closedAtText] in $closedAtText.wrappedValue = text.wrappedValue })
    )
    .accessibilityIdentifier("search-field")
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
}

/// The field's rounded box, with the accent focus ring around all of it while it has focus.
private struct SearchFieldBackground: View {
  let isFocused: Bool
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    let shape = RoundedRectangle(cornerRadius: 6)
    shape.fill(colorScheme == .dark ? Color(white: 0.2) : Color(white: 1))
      .overlay(shape.strokeBorder(Color.separator, lineWidth: 1))
      .overlay {
        if isFocused {
          RoundedRectangle(cornerRadius: 7.5).strokeBorder(Color.accentColor.opacity(0.55), lineWidth: 3)
            .padding(-1.5)
        }
      }
  }
}
