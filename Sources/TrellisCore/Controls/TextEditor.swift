/// A view that edits long, multi-line plain text.
///
/// The editor takes all the space it is offered, wraps its text at its width in the
/// environment's font, `foregroundStyle`, `lineSpacing` and `multilineTextAlignment`, and scrolls
/// vertically when the text is taller than it is. Return inserts a line break (it does not run
/// `onSubmit` actions, as in SwiftUI); Tab moves focus to the next control rather than inserting
/// a tab, as the other controls in a Trellis window expect.
///
/// ```swift
/// TextEditor(text: $notes)
///     .font(.body)
///     .frame(minHeight: 120)
/// ```
public struct TextEditor: View {
  let text: Binding<String>
  @Environment(\.textEditorStyle) private var style

  /// An editor of the string that `text` binds to; edits write through the binding.
  public init(text: Binding<String>) {
    self.text = text
  }

  /// The view's content: the editor in its box, or as `.textEditorStyle` dresses it.
  public var body: some View {
    if let style {
      style.makeBody(TextEditorStyleConfiguration(text: text))
    } else {
      TextEditorControl(text: text)
    }
  }
}

/// The primitive view behind `TextEditor`, made into a `TextEditorNode`.
struct TextEditorControl: PrimitiveView {
  let text: Binding<String>

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = TextEditorNode(parent: parent)
    node.update(view)
    return node
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: TextEditorNode.self).update(view)
  }
}
