extension View {
  /// Adds a search field that edits `text`: in the navigation bar of the stack this view is in
  /// (at its trailing end), at the top of a split view's sidebar for `.sidebar`, and above this
  /// view, full width, outside any navigation container. Ctrl+F (Cmd-F on a Mac) focuses it.
  ///
  /// ```swift
  /// List(filtered) { Text($0.name) }
  ///     .searchable(text: $query, prompt: "Find a pet")
  /// ```
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    SearchableView(
      content: self, search: SearchRequest(text: text, isPresented: nil, placement: placement, prompt: prompt)
    )
  }

  /// Adds a search field whose placeholder is a localized key.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Adds a search field whose placeholder is a string.
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    searchable(text: text, placement: placement, prompt: Text(prompt))
  }

  /// Adds a search field whose activity follows `isPresented`: it turns true when the field
  /// takes focus, and setting it focuses the field (true) or dismisses the search (false).
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    SearchableView(
      content: self,
      search: SearchRequest(text: text, isPresented: isPresented, placement: placement, prompt: prompt))
  }

  /// Adds a search field following `isPresented`, with a localized placeholder.
  public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }

  /// Adds a search field following `isPresented`, with a string placeholder.
  public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: S
  ) -> some View {
    searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
  }
}
