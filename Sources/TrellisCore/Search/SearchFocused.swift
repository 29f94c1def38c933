/// A focus state that `.searchFocused` ties to the search field of the `.searchable` inside it.
struct SearchFocusLink {
  /// Whether the focus state asks for the field to have focus.
  let read: @MainActor () -> Bool
  /// Tells the focus state whether the field has focus.
  let write: @MainActor (Bool) -> Void
}

struct SearchFocusLinkKey: EnvironmentKey {
  static let defaultValue: SearchFocusLink? = nil
}

extension EnvironmentValues {
  var searchFocusLink: SearchFocusLink? {
    get { self[SearchFocusLinkKey.self] }
    set { self[SearchFocusLinkKey.self] = newValue }
  }
}

extension View {
  /// Ties `isFocused` to whether the search field of the `.searchable` this modifier is set
  /// around has keyboard focus: it turns true when the field takes focus, and setting it focuses
  /// the field (true) or takes focus away from it (false).
  ///
  /// ```swift
  /// NavigationStack { PetList() }
  ///     .searchable(text: $query)
  ///     .searchFocused($isSearchFocused)
  /// ```
  public func searchFocused(_ isFocused: FocusState<Bool>.Binding) -> some View {
    environment(
      \.searchFocusLink,
      SearchFocusLink(read: { isFocused.wrappedValue }, write: { isFocused.wrappedValue = $0 }))
  }

  /// Ties a focus state to the search field: it holds `value` while the field has focus, and
  /// setting it to `value` focuses the field.
  public func searchFocused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value)
    -> some View
  {
    environment(
      \.searchFocusLink,
      SearchFocusLink(
        read: { binding.wrappedValue == value },
        write: { focused in
          if focused {
            binding.wrappedValue = value
          } else if binding.wrappedValue == value {
            binding.wrappedValue = nil
          }
        }))
  }
}

/// Keeps a search field's focus and the focus state of `.searchFocused` the same.
struct SearchFocusSync: ViewModifier {
  let isFocused: FocusState<Bool>.Binding
  let link: SearchFocusLink?

  func body(content: Content) -> some View {
    if let link {
      // Read in the body: a change of the app's focus state evaluates this view again.
      let wanted = link.read()
      content
        .onChange(of: isFocused.wrappedValue) { _, focused in
          if link.read() != focused { link.write(focused) }
        }
        .onChange(of: wanted, initial: true) { _, wanted in
          if isFocused.wrappedValue != wanted { isFocused.wrappedValue = wanted }
        }
    } else {
      content
    }
  }
}
