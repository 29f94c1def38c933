/// The view `.searchable` makes: its content, with the search field in the navigation bar, at
/// the top of the sidebar, or above the content, and `isSearching` and `dismissSearch` set in the
/// content's environment. On a navigation container, it hands the search to the container's
/// columns instead, so the field goes in their bars.
struct SearchableView<Content: View>: View {
  let content: Content
  let search: SearchRequest
  @Environment(\.navigationScope) private var scope
  @Environment(\.navigationSplitColumn) private var splitColumn
  @Environment(\.submitActions) private var submitActions
  @Environment(\.searchSuggestions) private var suggestions
  @Environment(\.searchScopeBar) private var scopeBar
  @Environment(\.searchFocusLink) private var focusLink
  @FocusState private var isFocused: Bool

  var body: some View {
    if Content.self is any SearchHostingContainer.Type {
      content.environment(\.pendingSearch, search)
    } else {
      withField.modifier(SearchFocusSync(isFocused: $isFocused, link: focusLink))
    }
  }

  /// The content with the search field where it goes.
  @ViewBuilder private var withField: some View {
    if scope?.level != nil, !(search.placement.isSidebar && splitColumn?.column == .sidebar) {
      scopedContent.modifier(
        ToolbarModifier(items: [
          ToolbarEntry(id: SearchField.toolbarID, placement: .search, view: AnyView(field(fillsWidth: false)))
        ]))
    } else {
      // The field stays at the top; the content keeps the rest, centered there as it was.
      VStack(spacing: 0) {
        field(fillsWidth: true).padding(8)
        if let bar = shownScopeBar { bar.padding([.horizontal, .bottom], 8) }
        searchContent.frame(maxWidth: .infinity, maxHeight: .infinity)
      }
    }
  }

  private var isSearching: Bool { isFocused || !search.text.wrappedValue.isEmpty }

  /// The scope bar, while it shows.
  private var shownScopeBar: AnyView? {
    guard let scopeBar, scopeBar.isShown(isFocused: isFocused, text: search.text.wrappedValue) else {
      return nil
    }
    return scopeBar.picker
  }

  /// The content, below the scope bar when there are scopes, for a field in a navigation bar.
  /// The bar comes and goes before the content, which keeps its place and its state.
  @ViewBuilder private var scopedContent: some View {
    if scopeBar != nil {
      VStack(spacing: 0) {
        if let bar = shownScopeBar { bar.padding(8) }
        searchContent.frame(maxWidth: .infinity, maxHeight: .infinity)
      }
    } else {
      searchContent
    }
  }

  private func field(fillsWidth: Bool) -> SearchField {
    SearchField(
      search: search, isFocused: $isFocused, isSearching: isSearching, submitActions: submitActions,
      suggestions: suggestions, fillsWidth: fillsWidth)
  }

  private var searchContent: some View {
    let text = search.text
    let focus = $isFocused
    let dismiss = DismissSearchAction { [text, focus] in
      text.wrappedValue = ""
      focus.wrappedValue = false
    }
    return
      content
      .environment(\.isSearching, isSearching)
      .environment(\.dismissSearch, dismiss)
      .environment(\.pendingSearch, nil)
      .environment(\.searchSuggestions, nil)
      .environment(\.searchScopeBar, nil)
      .environment(\.searchFocusLink, nil)
  }
}

/// The navigation containers that show a `.searchable` set on them in a column's bar.
protocol SearchHostingContainer {}

extension NavigationStack: SearchHostingContainer {}
extension NavigationSplitView: SearchHostingContainer {}

/// Wraps a navigation stack's root: takes the search set on the container around it, when this
/// stack is the one to show it (in a split view, the sidebar's for `.sidebar`, else the
/// detail's), so the field goes in this stack's bar.
struct SearchHost<Root: View>: View {
  let root: Root
  @Environment(\.pendingSearch) private var pending
  @Environment(\.navigationSplitColumn) private var splitColumn

  var body: some View {
    if let pending, takes(pending) {
      SearchableView(content: root, search: pending)
    } else {
      root.environment(\.pendingSearch, nil)
    }
  }

  private func takes(_ search: SearchRequest) -> Bool {
    guard let column = splitColumn?.column else { return true }
    return column == (search.placement.isSidebar ? .sidebar : .detail)
  }
}
