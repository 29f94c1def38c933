/// The menu a secondary click opens on a selectable text that has no context menu of its own:
/// Copy (of the selection, when there is one) and Select All, as on a macOS label.
extension TextNode {
  /// Opens the menu at `point`; false when the text is not selectable.
  func openSelectionMenu(at point: CGPoint) -> Bool {
    guard isSelectable else { return false }
    if graph.focusedNode !== self { graph.setFocus(self) }
    let state: TextSelection
    if let existing = selection {
      state = existing
    } else {
      state = TextSelection(node: self, text: drawnLines().2.string)
      graph.textSelection = state
    }
    state.menu?.tearDown()
    let items = AnyView(
      Group {
        Button("Copy") { [weak self] in self?.copySelection() }
          .disabled(!state.editing.hasSelection)
        Button("Select All") { [weak self] in self?.selectAllText() }
      })
    let menu = MenuPanelNode(
      owner: self, items: items, anchor: { .point(point) }, parentPanel: nil,
      dismiss: { [weak state] in
        state?.menu?.tearDown()
        state?.menu = nil
      })
    state.menu = menu
    menu.present()
    return true
  }

  /// Puts the selected characters on the clipboard.
  func copySelection() {
    guard let state = selection, state.editing.hasSelection else { return }
    graph.clipboard.writeText(state.editing.selectedText, selection: .clipboard)
  }

  /// Selects the whole text, which also becomes the primary selection.
  func selectAllText() {
    guard let state = selection else { return }
    state.editing.selectAll()
    graph.clipboard.writeText(state.editing.selectedText, selection: .primary)
    graph.setNeedsDisplay(frame)
  }
}

extension ViewGraph {
  /// The selectable text at `point`, topmost, if the view there is one.
  func selectableText(at point: CGPoint) -> TextNode? {
    guard let text = rootLayoutNode.hitTest(point) as? TextNode, text.isSelectable else { return nil }
    return text
  }
}
