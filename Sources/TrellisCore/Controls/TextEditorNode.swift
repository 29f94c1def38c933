/// The node of a text editor: it keeps the text being edited, its selection and how far it is
/// scrolled, turns keys, clicks and the wheel into edits, caret moves and scrolling, and writes
/// edits through the binding. Drawing is in `TextEditorNode+Drawing.swift`.
///
/// Unlike a text field, gaining focus keeps the selection rather than selecting everything:
/// the text is long, and whoever returns to it wants to carry on where they were.
final class TextEditorNode: ControlNode, TextUndoTarget {
  override var focusesOnClick: Bool { true }
  override var handlesPointer: Bool { true }

  /// Space between the edge and the text, as in a text field.
  static let inset = CGSize(width: 6, height: 5)

  private var binding = Binding<String>.constant("")
  private(set) var editing = TextEditing()
  private var undoRecorder = TextUndoRecorder()
  /// Bumped whenever the text changes, so the layout knows when to look again.
  private var textVersion = 0
  /// The wrapped lines at the current width.
  private(set) var textLayout = TextEditorLayout()
  /// The unwrapped lines, for the ideal size.
  private var idealLayout = TextEditorLayout()
  /// How far the text is scrolled up, in points.
  private(set) var scrollOffset: CGFloat = 0
  /// The x the caret keeps while it moves up and down, so that it comes back to its column
  /// after passing shorter lines.
  private var goalX: CGFloat?
  private var lastClickTime = -Double.infinity
  private var lastClickPoint = CGPoint.zero
  private var clickCount = 0
  private var isDragging = false

  func update(_ view: TextEditorControl) {
    binding = view.text
    let value = binding.wrappedValue
    if value != editing.text {
      // Changed from outside: the caret and selection stay where they still fit, and the edits
      // before can no longer be undone.
      undoRecorder.removeAll(for: self, environment: environment)
      editing.setText(value)
      goalX = nil
      textDidChange()
    }
  }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    let old = environment
    super.environmentDidChange(newEnvironment)
    if old.font != environment.font || old.lineSpacing != environment.lineSpacing
      || old.multilineTextAlignment != environment.multilineTextAlignment
      || old.textTypography != environment.textTypography
    {
      invalidateLayout()
    }
  }

  // MARK: Layout

  /// The font, spacing and alignment every paragraph is laid out with.
  var template: TextRequest {
    var request = Text(verbatim: "").request(in: environment)
    request.lineLimit = nil
    request.truncationMode = .tail
    request.underline = false
    request.strikethrough = false
    return request
  }

  /// The width the text wraps at inside a frame `width` wide.
  private static func wrapWidth(_ width: CGFloat) -> CGFloat {
    max(1, width - inset.width * 2)
  }

  /// Lays the text out at `width` (nil: unwrapped) and returns that layout.
  @discardableResult
  private func layOut(width: CGFloat?) -> TextEditorLayout {
    let measurer = graph.services.textMeasurer
    if let width {
      textLayout.update(
        editing.characters, version: textVersion, template: template, width: Self.wrapWidth(width),
        measurer: measurer)
      return textLayout
    }
    idealLayout.update(
      editing.characters, version: textVersion, template: template, width: nil, measurer: measurer)
    return idealLayout
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let proposedWidth = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
    let proposedHeight = proposal.height.flatMap { $0.isFinite ? max(0, $0) : nil }
    if let proposedWidth, let proposedHeight { return CGSize(width: proposedWidth, height: proposedHeight) }
    // Asked for its ideal size, the editor fits its text (unwrapped, or wrapped at the width
    // it is given).
    let width = proposedWidth ?? max(40, (layOut(width: nil).width + 2).rounded(.up) + Self.inset.width * 2)
    let height = proposedHeight ?? layOut(width: width).height + Self.inset.height * 2
    return CGSize(width: width, height: height)
  }

  override func didPlace() {
    layOut(width: frame.width)
    clampScroll()
  }

  /// The top-left of the text in window points, scrolled.
  var textOrigin: CGPoint {
    CGPoint(x: frame.minX + Self.inset.width, y: frame.minY + Self.inset.height - scrollOffset)
  }

  /// How tall the scrolled content is: the text and its insets.
  var contentHeight: CGFloat { textLayout.height + Self.inset.height * 2 }

  /// The furthest the text scrolls.
  var maximumScrollOffset: CGFloat { max(0, contentHeight - frame.height) }

  private func clampScroll() {
    scrollOffset = min(max(0, scrollOffset), maximumScrollOffset)
  }

  /// Scrolls as little as shows the whole caret line.
  func scrollCaretIntoView() {
    layOut(width: frame.width)
    let caret = textLayout.caret(at: editing.head)
    let visible = frame.height - Self.inset.height * 2
    if caret.y + caret.height - scrollOffset > visible { scrollOffset = caret.y + caret.height - visible }
    if caret.y - scrollOffset < 0 { scrollOffset = caret.y }
    clampScroll()
  }

  /// The caret position nearest to `point` (window points).
  private func position(at point: CGPoint) -> Int {
    layOut(width: frame.width)
    let origin = textOrigin
    return textLayout.position(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
  }

  // MARK: Scrolling

  override func scrolled(by delta: CGSize) -> Bool {
    guard delta.height.isFinite, delta.height != 0, environment.isScrollEnabled else { return false }
    let old = scrollOffset
    scrollOffset = min(max(0, scrollOffset + delta.height), maximumScrollOffset)
    guard scrollOffset != old else { return false }
    graph.setNeedsDisplay(frame)
    return true
  }

  // MARK: Editing

  private func textDidChange() {
    textVersion &+= 1
    invalidateLayout()
    graph.setNeedsDisplay(frame)
  }

  /// Applies an edit or a caret move, writes the text through the binding when it changed, and
  /// scrolls to keep the caret in view; `kind` says how the edit is undone: with the run of
  /// typing or deleting it joins, or alone.
  private func edit(
    keepingGoal: Bool = false, kind: TextUndoRecorder.Kind = .other, _ change: (inout TextEditing) -> Void
  ) {
    let before = editing
    change(&editing)
    if !keepingGoal { goalX = nil }
    if editing.text == before.text {
      undoRecorder.endRun()
    } else {
      writeText()
      // After the write, which the binding's owner may have reformatted.
      undoRecorder.record(before, after: editing, kind: kind, target: self, environment: environment)
    }
    scrollCaretIntoView()
    graph.setNeedsDisplay(frame)
    if editing.hasSelection, editing.selection != before.selection || !before.hasSelection {
      graph.clipboard.writeText(editing.selectedText, selection: .primary)
    }
  }

  /// Writes the edited text through the binding. The owner may refuse or reformat it; the
  /// editor shows what it kept.
  private func writeText() {
    TextUndoRecorder.withoutRegistering(on: undoRecorder.manager(in: environment)) {
      binding.wrappedValue = editing.text
    }
    let stored = binding.wrappedValue
    if stored != editing.text { editing.setText(stored) }
    textDidChange()
  }

  /// Shows `restored`, the text and selection an undo or redo went back or forward to.
  func restore(_ restored: TextEditing) {
    undoRecorder.endRun()
    editing = restored
    goalX = nil
    writeText()
    scrollCaretIntoView()
    graph.setNeedsDisplay(frame)
  }

  /// Moves the caret `lines` visual lines up (negative) or down, keeping its column.
  private func moveVertically(lines: Int, extending: Bool) {
    layOut(width: frame.width)
    let x = goalX ?? textLayout.caret(at: editing.head).x
    let target = textLayout.position(movingLines: lines, from: editing.head, x: x, textLength: editing.count)
    goalX = x
    edit(keepingGoal: true) { $0.moveCaret(to: target, extending: extending) }
  }

  /// The number of lines a page holds: the visible height over the caret line's height.
  private var linesPerPage: Int {
    let caret = textLayout.caret(at: editing.head)
    let visible = frame.height - Self.inset.height * 2
    guard caret.height > 0, visible.isFinite else { return 1 }
    return max(1, Int((visible / caret.height).rounded(.down)) - 1)
  }

  override func keyDown(_ event: KeyEvent) -> Bool {
    guard environment.isEnabled else { return false }
    let modifiers = event.modifiers
    let command = modifiers.contains(.control) || modifiers.contains(.command)
    let shift = modifiers.contains(.shift)
    let word = command || modifiers.contains(.option)
    switch event.key {
    case .left: edit { $0.moveLeft(word: word, extending: shift) }
    case .right: edit { $0.moveRight(word: word, extending: shift) }
    case .up where command: edit { $0.moveCaret(to: 0, extending: shift) }
    case .down where command: edit { [count = editing.count] in $0.moveCaret(to: count, extending: shift) }
    case .up: moveVertically(lines: -1, extending: shift)
    case .down: moveVertically(lines: 1, extending: shift)
    case .pageUp: moveVertically(lines: -linesPerPage, extending: shift)
    case .pageDown: moveVertically(lines: linesPerPage, extending: shift)
    case .home where command: edit { $0.moveCaret(to: 0, extending: shift) }
    case .end where command: edit { [count = editing.count] in $0.moveCaret(to: count, extending: shift) }
    case .home:
      layOut(width: frame.width)
      let start = textLayout.lineBounds(of: editing.head).start
      edit { $0.moveCaret(to: start, extending: shift) }
    case .end:
      layOut(width: frame.width)
      let end = textLayout.lineBounds(of: editing.head).end
      edit { $0.moveCaret(to: end, extending: shift) }
    case .backspace: edit(kind: .deleting) { $0.deleteBackward(word: word) }
    case .delete: edit(kind: .deleting) { $0.deleteForward(word: word) }
    // A line break, not a submission: SwiftUI's editor runs no `onSubmit` action either.
    case .returnKey: edit(kind: .typing) { $0.insert("\n", keepingNewlines: true) }
    // Focus moves on, as from every other control; an editor that kept Tab would trap it.
    case .tab, .escape: return false
    case .character(let character) where command:
      switch character.lowercased() {
      case "a": edit { $0.selectAll() }
      case "c": copy()
      case "x":
        copy()
        edit { $0.insert("") }
      case "v": paste(from: .clipboard)
      case "z", "y":
        // Nothing to undo here: the key goes on (to a shortcut of the app's).
        let redoing = shift || character.lowercased() == "y"
        let manager = undoRecorder.manager(in: environment)
        guard redoing ? manager.canRedo : manager.canUndo else { return false }
        if redoing { manager.redo() } else { manager.undo() }
      default: return false
      }
    default:
      let typed = event.key == .space && event.text.isEmpty ? " " : event.text
      // Alt and a letter opens a menu on Linux (a title's mnemonic); it types nothing.
      guard !command, !modifiers.contains(.option), !typed.isEmpty,
        !typed.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F })
      else { return false }
      edit(kind: .typing) { $0.insert(typed, keepingNewlines: true) }
    }
    return true
  }

  private func copy() {
    guard editing.hasSelection else { return }
    graph.clipboard.writeText(editing.selectedText, selection: .clipboard)
  }

  private func paste(from selection: ClipboardSelection) {
    guard let text = graph.clipboard.readText(selection), !text.isEmpty else { return }
    edit { $0.insert(text, keepingNewlines: true) }
  }

  override func pointerDown(at point: CGPoint) {
    let now = graph.now()
    let position = position(at: point)
    let near = abs(point.x - lastClickPoint.x) < 5 && abs(point.y - lastClickPoint.y) < 5
    clickCount = now - lastClickTime < 0.4 && near ? clickCount + 1 : 1
    lastClickTime = now
    lastClickPoint = point
    isDragging = true
    switch clickCount {
    case 1: edit { $0.moveCaret(to: position, extending: false) }
    case 2: edit { $0.select($0.wordRange(at: position)) }
    default:
      // A triple click selects the paragraph, line break included.
      let paragraph = textLayout.paragraphs[textLayout.paragraphIndex(at: position)]
      let end = min(editing.count, paragraph.start + paragraph.length + 1)
      edit { $0.select(paragraph.start..<end) }
    }
  }

  override func pointerDragged(to point: CGPoint) {
    guard isDragging, clickCount == 1 else { return }
    let position = position(at: point)
    edit { $0.moveCaret(to: position, extending: true) }
  }

  override func pointerUp(at point: CGPoint, inside: Bool) {
    isDragging = false
  }

  /// The middle button pastes the primary selection where it is clicked, as X11 apps do.
  override func otherButtonDown(_ button: PointerButton, at point: CGPoint) -> Bool {
    guard button == .middle, environment.isEnabled else { return false }
    let position = position(at: point)
    edit { $0.moveCaret(to: position) }
    paste(from: .primary)
    return true
  }

  override func drawControl(into list: inout DisplayListBuilder) {
    drawEditor(into: &list)
  }

  override var typeName: String { "TextEditor" }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    [LayoutTreeNode(type: typeName, frame: frame, text: editing.text)]
  }
}
