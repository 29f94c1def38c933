/// What is selected in a selectable text, and the clicks that selected it.
@MainActor
final class TextSelection {
  weak var node: TextNode?
  /// The text as shown, with the selection's anchor and moving end.
  var editing: TextEditing
  var clickCount = 0
  var lastClickTime = -Double.infinity
  var lastClickPoint = CGPoint.zero
  var isDragging = false
  /// The Copy and Select All menu, while it is open.
  var menu: MenuPanelNode?

  init(node: TextNode, text: String) {
    self.node = node
    editing = TextEditing(text)
    editing.moveCaret(to: 0)
  }
}
