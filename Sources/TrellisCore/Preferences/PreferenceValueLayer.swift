/// `.overlayPreferenceValue` and `.backgroundPreferenceValue`: reads the content's value of a
/// preference and builds a view from it in front of or behind the content.
struct PreferenceValueLayer<Content: View, Key: PreferenceKey, Layer: View>: View {
  let content: Content
  let alignment: Alignment
  let inFront: Bool
  let transform: (Key.Value) -> Layer
  @State private var value = Key.defaultValue

  var body: some View {
    let reading = content.modifier(
      PreferenceChangeModifier<Key>(
        action: { value = $0 }, isSame: { preferenceValuesEqual($0, $1) ?? false }))
    if inFront {
      reading.overlay(alignment: alignment) { transform(value) }
    } else {
      reading.background(alignment: alignment) { transform(value) }
    }
  }
}

extension View {
  /// Puts a view made from the content's value of the preference `key` in front of the content.
  ///
  /// ```swift
  /// list.overlayPreferenceValue(SelectionKey.self) { selection in
  ///     Text(selection ?? "None")
  /// }
  /// ```
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    PreferenceValueLayer<Self, K, V>(content: self, alignment: alignment, inFront: true, transform: transform)
  }

  /// Puts a view made from the content's value of the preference `key` behind the content.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    PreferenceValueLayer<Self, K, V>(
      content: self, alignment: alignment, inFront: false, transform: transform)
  }
}
