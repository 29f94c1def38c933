struct AnchorPreferenceWriterModifier<Key: PreferenceKey>: PrimitiveModifier {
  typealias NodeType = AnchorPreferenceWriterNode<Key>
  /// The key's value for the content placed in a frame (root coordinates).
  let value: (CGRect) -> Key.Value
}

/// `.anchorPreference(key:value:transform:)`: sets the key's value from an anchor of the
/// content, which depends on where the content was placed.
final class AnchorPreferenceWriterNode<Key: PreferenceKey>:
  PassThroughNode<AnchorPreferenceWriterModifier<Key>>, AnchoredPreferenceNode
{
  var anchoredFrame = CGRect.null

  override func didInstall() { graph.preferences.valuesDidChange() }

  override func modifierDidChange(from old: AnchorPreferenceWriterModifier<Key>) {
    graph.preferences.valuesDidChange()
  }

  override func didPlace() { anchoredFrameMayHaveChanged() }
}

struct AnchorPreferenceTransformModifier<Key: PreferenceKey>: PrimitiveModifier {
  typealias NodeType = AnchorPreferenceTransformNode<Key>
  /// Changes the key's value given the content's frame (root coordinates).
  let transform: (inout Key.Value, CGRect) -> Void
}

/// `.transformAnchorPreference(key:value:transform:)`: changes the value the content gives the
/// key, with an anchor of the content.
final class AnchorPreferenceTransformNode<Key: PreferenceKey>:
  PassThroughNode<AnchorPreferenceTransformModifier<Key>>, AnchoredPreferenceNode
{
  var anchoredFrame = CGRect.null

  override func didInstall() { graph.preferences.valuesDidChange() }

  override func modifierDidChange(from old: AnchorPreferenceTransformModifier<Key>) {
    graph.preferences.valuesDidChange()
  }

  override func didPlace() { anchoredFrameMayHaveChanged() }
}

/// A node whose preference value is made from where it was placed.
@MainActor
protocol AnchoredPreferenceNode: LayoutNode {
  /// The frame the readers last saw a value for.
  var anchoredFrame: CGRect { get set }
}

extension AnchoredPreferenceNode {
  /// The frame anchors are taken from: where the node was placed, or an empty frame at the
  /// origin before it was.
  var anchorFrame: CGRect { layoutFrame.isNull ? .zero : layoutFrame }

  /// Tells the readers to look again when the node moved or changed size, since its anchor did.
  func anchoredFrameMayHaveChanged() {
    guard layoutFrame != anchoredFrame else { return }
    anchoredFrame = layoutFrame
    graph.preferences.valuesDidChange()
  }
}

extension View {
  /// Sets the preference `key` to a value made from an anchor of this view, such as its bounds
  /// or one of its corners, taken each time the view is laid out.
  ///
  /// Read the anchor in another view's coordinates with a `GeometryReader`'s proxy:
  ///
  /// ```swift
  /// tabs
  ///     .overlayPreferenceValue(SelectedBoundsKey.self) { anchor in
  ///         GeometryReader { proxy in
  ///             if let anchor {
  ///                 Rectangle().frame(width: proxy[anchor].width, height: 2)
  ///                     .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
  ///             }
  ///         }
  ///     }
  /// ```
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(AnchorPreferenceWriterModifier<K> { frame in transform(value.anchor(in: frame)) })
  }

  /// Changes the value this view's content gives the preference `key`, with an anchor of this
  /// view taken each time it is laid out.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(
      AnchorPreferenceTransformModifier<K> { current, frame in transform(&current, value.anchor(in: frame)) })
  }
}
