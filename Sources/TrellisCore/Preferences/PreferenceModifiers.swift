struct PreferenceWriterModifier<Key: PreferenceKey>: PrimitiveModifier {
  typealias NodeType = PreferenceWriterNode<Key>
  let value: Key.Value
}

/// `.preference(key:value:)`: sets the key's value for the content, replacing what views inside
/// set for the same key.
final class PreferenceWriterNode<Key: PreferenceKey>: PassThroughNode<PreferenceWriterModifier<Key>> {
  override func didInstall() { graph.preferences.valuesDidChange() }

  // A preference is no geometry: readers look again after this pass, layout stays.
  override func modifierDidChange(from old: PreferenceWriterModifier<Key>) {
    graph.preferences.valuesDidChange()
  }
}

struct PreferenceTransformModifier<Key: PreferenceKey>: PrimitiveModifier {
  typealias NodeType = PreferenceTransformNode<Key>
  let transform: (inout Key.Value) -> Void
}

/// `.transformPreference(_:_:)`: changes the value the content gives the key on its way up.
final class PreferenceTransformNode<Key: PreferenceKey>:
  PassThroughNode<PreferenceTransformModifier<Key>>
{
  override func didInstall() { graph.preferences.valuesDidChange() }

  // The closure is new on every update and may read new values, so readers look again.
  override func modifierDidChange(from old: PreferenceTransformModifier<Key>) {
    graph.preferences.valuesDidChange()
  }
}

extension View {
  /// Sets `value` for the preference `key`, for the views around this one to read with
  /// ``View/onPreferenceChange(_:perform:)``.
  ///
  /// ```swift
  /// Text(title)
  ///     .preference(key: TitleKey.self, value: title)
  /// ```
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWriterModifier<K>(value: value))
  }

  /// Changes the value this view's content gives the preference `key` (its default value when
  /// nothing inside sets one).
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(PreferenceTransformModifier<K>(transform: callback))
  }
}
