/// Selecting a text's characters with the pointer, and copying them, under
/// `.textSelection(.enabled)`: as a selectable label on macOS, the text takes keyboard focus on
/// a click (never from Tab) and drops its selection when focus moves on.
extension TextNode {
  var isSelectable: Bool { environment.allowsTextSelection }
  var acceptsFocus: Bool { isSelectable }
  var focusesOnClick: Bool { isSelectable }
  var takesFocusFromTab: Bool { false }

  /// The window's text selection, when it is in this text.
  var selection: TextSelection? {
    guard let selection = graph.textSelection, selection.node === self else { return nil }
    return selection
  }

  /// A press on the text: a click puts the selection's anchor there (a Shift-click extends the
  /// selection to it instead), a double click selects the word and a triple click the whole
  /// text.
  func beginSelection(at point: CGPoint) {
    let (lines, rect, shown) = drawnLines()
    let state: TextSelection
    if let existing = selection {
      state = existing
      if state.editing.text != shown.string { state.editing.setText(shown.string) }
    } else {
      state = TextSelection(node: self, text: shown.string)
      graph.textSelection = state
    }
    let position = caretPosition(at: point, lines: lines, rect: rect)
    let now = graph.now()
    let near = abs(point.x - state.lastClickPoint.x) < 5 && abs(point.y - state.lastClickPoint.y) < 5
    state.clickCount = now - state.lastClickTime < 0.4 && near ? state.clickCount + 1 : 1
    state.lastClickTime = now
    state.lastClickPoint = point
    state.isDragging = true
    switch state.clickCount {
    case 1: state.editing.moveCaret(to: position, extending: graph.pointerModifiers.contains(.shift))
    case 2: state.editing.select(state.editing.wordRange(at: position))
    default: state.editing.selectAll()
    }
    graph.setNeedsDisplay(frame)
  }

  func pointerDragged(to point: CGPoint) {
    guard let state = selection, state.isDragging, state.clickCount == 1 else { return }
    let (lines, rect, _) = drawnLines()
    state.editing.moveCaret(to: caretPosition(at: point, lines: lines, rect: rect), extending: true)
    graph.setNeedsDisplay(frame)
  }

  /// The press is over: what it selected becomes the primary selection, as in X11 apps.
  func endSelectionDrag() {
    guard let state = selection, state.isDragging else { return }
    state.isDragging = false
    if state.editing.hasSelection {
      graph.clipboard.writeText(state.editing.selectedText, selection: .primary)
    }
  }

  /// Control-C copies the selection, Control-A selects the whole text, and Shift with the left
  /// or right arrow (and Control, by words) moves the selection's moving end.
  func keyDown(_ event: KeyEvent) -> Bool {
    guard let state = selection else { return false }
    let command = event.modifiers.contains(.control) || event.modifiers.contains(.command)
    if event.modifiers.contains(.shift), event.key == .left || event.key == .right {
      if event.key == .left {
        state.editing.moveLeft(word: command, extending: true)
      } else {
        state.editing.moveRight(word: command, extending: true)
      }
      if state.editing.hasSelection {
        graph.clipboard.writeText(state.editing.selectedText, selection: .primary)
      }
      graph.setNeedsDisplay(frame)
      return true
    }
    guard command, case .character(let character) = event.key else { return false }
    switch character.lowercased() {
    case "c": copySelection()
    case "a": selectAllText()
    default: return false
    }
    return true
  }

  func focusChanged(_ isFocused: Bool) {
    guard !isFocused, let state = selection, state.menu == nil else { return }
    graph.textSelection = nil
    graph.setNeedsDisplay(frame)
  }

  /// The highlight behind the selected characters, line by line.
  func drawSelection(_ selection: TextSelection, into list: inout DisplayListBuilder) {
    guard selection.editing.hasSelection else { return }
    let range = selection.editing.selection
    let (lines, rect, _) = drawnLines()
    // Its own menu takes the keys for a while, but the text still counts as focused.
    let focused = graph.focusedNode === self || selection.menu != nil
    let color = ControlPalette(environment).textSelection(focused: focused)
    for line in lines.lines {
      let low = max(range.lowerBound, line.characters.lowerBound)
      let high = min(range.upperBound, line.characters.upperBound)
      guard low < high else { continue }
      let start = line.caretOffset(at: low)
      let end = line.caretOffset(at: high)
      let highlight = CGRect(
        x: rect.minX + min(start, end), y: rect.minY + line.y, width: abs(end - start), height: line.height)
      list.append(.fill(Path(highlight), .color(color), eoFill: false))
    }
  }

  /// The caret position nearest `point` (root coordinates): the start above the text, the end
  /// below it.
  private func caretPosition(at point: CGPoint, lines: TextLineLayout, rect: CGRect) -> Int {
    let local = CGPoint(x: point.x - rect.minX, y: point.y - rect.minY)
    if local.y < 0 { return 0 }
    if local.y >= lines.size.height { return lines.lines[lines.lines.count - 1].characters.upperBound }
    return lines.lines[lines.lineIndex(atY: local.y)].position(nearestX: local.x)
  }
}
