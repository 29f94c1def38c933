struct PointerStyleModifier: PrimitiveModifier {
  typealias NodeType = PointerStyleNode
  let style: PointerStyle?
}

/// `.pointerStyle(_:)`: tells the host which pointer to show over the content; views inside that
/// choose their own (text fields) still win, as the innermost choice does in SwiftUI.
final class PointerStyleNode: PassThroughNode<PointerStyleModifier>, PointerStyleSource {
  // Only the pointer changes, which the host asks for again on the next move.
  override func modifierDidChange(from old: PointerStyleModifier) {}

  var pointerStyle: PointerStyle? { modifier.style }
}

extension View {
  /// Shows `style` as the pointer while it is over this view; nil keeps the surrounding style.
  ///
  /// ```swift
  /// Text("Drag me")
  ///     .pointerStyle(.grabIdle)
  /// ```
  public func pointerStyle(_ style: PointerStyle?) -> some View {
    modifier(PointerStyleModifier(style: style))
  }
}
