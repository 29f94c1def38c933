struct HiddenModifier: PrimitiveModifier {
  typealias NodeType = HiddenNode
}

/// `.hidden()`: the content keeps its layout (and its state) but is not drawn, hit or focused.
final class HiddenNode: PassThroughNode<HiddenModifier> {
  override func modifierDidChange(from old: HiddenModifier) {}

  override func draw(into list: inout DisplayListBuilder) {}

  override func hitTest(_ point: CGPoint) -> LayoutNode? { nil }

  override func contains(_ point: CGPoint) -> Bool { false }

  // Focus, hover and keyboard shortcuts walk the children a node does not hide.
  override func hidesSubview(_ node: LayoutNode) -> Bool { true }
}

extension View {
  /// Hides the view while keeping the space it takes in the layout: nothing is drawn, and it
  /// takes no taps, hovers or focus. To remove it from the layout, leave it out with `if`.
  ///
  /// ```swift
  /// HStack {
  ///     Image(systemName: "checkmark").hidden()  // keeps the column aligned
  ///     Text("Unchecked")
  /// }
  /// ```
  public func hidden() -> some View {
    modifier(HiddenModifier())
  }
}
