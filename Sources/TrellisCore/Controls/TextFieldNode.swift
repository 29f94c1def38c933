/// The node of a text field: it keeps the text being edited and its selection, turns keys and
/// clicks into edits, writes them through the binding, and draws the field, the selection, the
/// text (scrolled to keep the caret in view) and the caret.
final class TextFieldNode: ControlNode, TextUndoTarget {
  override var focusesOnClick: Bool { true }

  private var binding = Binding<String>.constant("")
  private var placeholder = ""
  private var isSecure = false
  private var isSearchField = false
  private var onEditingChanged: (Bool) -> Void = { _ in }
  private var onCommit: () -> Void = {}
  private(set) var editing = TextEditing()
  private var undoRecorder = TextUndoRecorder()
  /// How far the text is scrolled left to keep the caret in view.
  private(set) var scrollOffset: CGFloat = 0
  private var cachedWidths: (key: TextRequest, widths: [CGFloat])?
  private var lastClickTime = -Double.infinity
  private var lastClickX: CGFloat = 0
  private var clickCount = 0
  private var isDragging = false

  func update(_ view: TextFieldControl) {
    binding = view.text
    isSecure = view.isSecure
    isSearchField = view.isSearchField
    onEditingChanged = view.onEditingChanged
    onCommit = view.onCommit
    if placeholder != view.placeholder {
      placeholder = view.placeholder
      invalidateLayout()
    }
    let value = binding.wrappedValue
    if value != editing.text {
      // Text the app put in the field (a chosen search suggestion) is typed on from its end, as
      // in AppKit's fields; the edits before it can no longer be undone.
      undoRecorder.removeAll(for: self, environment: environment)
      editing.setText(value)
      editing.moveCaret(to: value.count)
      textDidChange()
    }
  }

  override var handlesPointer: Bool { true }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    let old = environment
    super.environmentDidChange(newEnvironment)
    if old.font != environment.font || old.controlSize != environment.controlSize
      || old.textFieldStyle != environment.textFieldStyle
    {
      cachedWidths = nil
      invalidateLayout()
    }
  }

  // MARK: Measuring

  private var isPlain: Bool { environment.textFieldStyle.kind == .plain }

  private var padding: CGSize {
    if isPlain { return .zero }
    switch environment.controlSize {
    case .mini: return CGSize(width: 5, height: 1)
    case .small: return CGSize(width: 6, height: 3)
    case .regular: return CGSize(width: 7, height: 5)
    case .large, .extraLarge: return CGSize(width: 9, height: 8)
    }
  }

  /// The text as shown: dots for a secure field.
  private var displayString: String {
    isSecure ? String(repeating: "•", count: editing.count) : editing.text
  }

  private func request(_ string: String) -> TextRequest {
    var request = Text(verbatim: string).request(in: environment)
    request.lineLimit = 1
    request.alignment = .leading
    return request
  }

  private func measure(_ string: String) -> TextMetrics {
    graph.services.textMeasurer.measure(request(string), maxWidth: nil, maxHeight: nil)
  }

  /// The line's height and baseline, the same whatever the text.
  private var lineMetrics: TextMetrics { measure("Ag") }

  /// The x offset of each caret position from the start of the text.
  private var caretOffsets: [CGFloat] {
    let whole = request(displayString)
    if let cachedWidths, cachedWidths.key == whole { return cachedWidths.widths }
    let characters = Array(displayString)
    var widths: [CGFloat] = [0]
    widths.reserveCapacity(characters.count + 1)
    for end in 1..<(characters.count + 1) where !characters.isEmpty {
      widths.append(measure(String(characters[0..<end])).size.width)
    }
    cachedWidths = (whole, widths)
    return widths
  }

  private func caretOffset(_ position: Int) -> CGFloat {
    let offsets = caretOffsets
    return offsets[min(max(0, position), offsets.count - 1)]
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let line = lineMetrics.size.height
    let height = line + padding.height * 2
    let content = max(measure(displayString).size.width, measure(placeholder).size.width)
    let ideal = max(content + 2, 40) + padding.width * 2
    return CGSize(width: proposal.width ?? ideal, height: height)
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key
    else {
      return nil
    }
    let line = lineMetrics
    return (size.height - line.size.height) / 2 + line.firstBaseline
  }

  override func didPlace() {
    scrollCaretIntoView()
  }

  // MARK: Geometry

  private var innerRect: CGRect {
    frame.insetBy(dx: padding.width, dy: 0)
  }

  /// The left edge of the text, after scrolling and alignment.
  private var textX: CGFloat {
    let inner = innerRect
    let width = caretOffset(editing.count)
    if width < inner.width {
      switch environment.multilineTextAlignment {
      case .leading: return inner.minX
      case .center: return inner.minX + ((inner.width - width) / 2).rounded()
      case .trailing: return inner.maxX - width - 1
      }
    }
    return inner.minX - scrollOffset
  }

  private var lineRect: CGRect {
    let height = lineMetrics.size.height
    return CGRect(x: textX, y: frame.midY - height / 2, width: caretOffset(editing.count) + 2, height: height)
  }

  private func scrollCaretIntoView() {
    let inner = innerRect.width - 1
    let total = caretOffset(editing.count)
    guard total > inner else {
      scrollOffset = 0
      return
    }
    let caret = caretOffset(editing.head)
    if caret - scrollOffset > inner { scrollOffset = caret - inner }
    if caret - scrollOffset < 0 { scrollOffset = caret }
    scrollOffset = min(max(0, scrollOffset), total - inner)
  }

  /// The caret position nearest to `x`.
  private func position(atX x: CGFloat) -> Int {
    let local = x - textX
    let offsets = caretOffsets
    var low = 0
    var high = offsets.count - 1
    while low < high {
      let mid = (low + high) / 2
      if offsets[mid] < local { low = mid + 1 } else { high = mid }
    }
    if low > 0, local - offsets[low - 1] < offsets[low] - local { return low - 1 }
    return low
  }

  // MARK: Editing

  private func textDidChange() {
    invalidateLayout()
    scrollCaretIntoView()
    graph.setNeedsDisplay(frame)
  }

  /// Applies an edit or a caret move, then writes the text through the binding when it changed;
  /// `kind` says how the edit is undone: with the run of typing or deleting it joins, or alone.
  private func edit(kind: TextUndoRecorder.Kind = .other, _ change: (inout TextEditing) -> Void) {
    let before = editing
    change(&editing)
    if editing.text != before.text {
      writeText()
      // A password stays out of the window's undo history, as in AppKit's secure fields.
      if isSecure {
        undoRecorder.endRun()
      } else {
        // After the write, which the binding's owner may have reformatted.
        undoRecorder.record(before, after: editing, kind: kind, target: self, environment: environment)
      }
    } else {
      undoRecorder.endRun()
      scrollCaretIntoView()
      graph.setNeedsDisplay(frame)
    }
    if editing.hasSelection, editing.selection != before.selection || !before.hasSelection, !isSecure {
      graph.clipboard.writeText(editing.selectedText, selection: .primary)
    }
  }

  /// Shows `restored`, the text and selection an undo or redo went back or forward to.
  func restore(_ restored: TextEditing) {
    undoRecorder.endRun()
    editing = restored
    writeText()
  }

  /// Writes the edited text through the binding. The owner may refuse or reformat it; the
  /// field shows what it kept.
  private func writeText() {
    TextUndoRecorder.withoutRegistering(on: undoRecorder.manager(in: environment)) {
      binding.wrappedValue = editing.text
    }
    let stored = binding.wrappedValue
    if stored != editing.text { editing.setText(stored) }
    textDidChange()
  }

  private func submit() {
    let actions = environment.submitActions.reversed().filter {
      $0.triggers.contains(isSearchField ? .search : .text)
    }
    onCommit()
    for action in actions { action.action() }
  }

  override func keyDown(_ event: KeyEvent) -> Bool {
    guard environment.isEnabled else { return false }
    let modifiers = event.modifiers
    let command = modifiers.contains(.control) || modifiers.contains(.command)
    let shift = modifiers.contains(.shift)
    let word = command || modifiers.contains(.option)
    switch event.key {
    case .left: edit { $0.moveLeft(word: word && !isSecure, extending: shift) }
    case .right: edit { $0.moveRight(word: word && !isSecure, extending: shift) }
    case .home, .up, .pageUp: edit { $0.moveCaret(to: 0, extending: shift) }
    case .end, .down, .pageDown: edit { [count = editing.count] in $0.moveCaret(to: count, extending: shift) }
    case .backspace: edit(kind: .deleting) { $0.deleteBackward(word: word && !isSecure) }
    case .delete: edit(kind: .deleting) { $0.deleteForward(word: word && !isSecure) }
    case .returnKey: submit()
    case .tab, .escape: return false
    case .character(let character) where command:
      switch character.lowercased() {
      case "a": edit { $0.selectAll() }
      case "c": copy()
      case "x":
        copy()
        if !isSecure { edit { $0.insert("") } }
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
        !typed.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
      else { return false }
      edit(kind: .typing) { $0.insert(typed) }
    }
    return true
  }

  private func copy() {
    guard editing.hasSelection, !isSecure else { return }
    graph.clipboard.writeText(editing.selectedText, selection: .clipboard)
  }

  private func paste(from selection: ClipboardSelection) {
    guard let text = graph.clipboard.readText(selection), !text.isEmpty else { return }
    edit { $0.insert(text) }
  }

  override func focusChanged(_ isFocused: Bool) {
    let wasFocused = self.isFocused
    super.focusChanged(isFocused)
    guard isFocused != wasFocused else { return }
    // Focus from the keyboard selects the whole text (a click then places the caret); leaving
    // keeps the selection, drawn inactive.
    if isFocused { editing.selectAll() }
    scrollCaretIntoView()
    onEditingChanged(isFocused)
  }

  override func pointerDown(at point: CGPoint) {
    let now = graph.now()
    let position = position(atX: point.x)
    clickCount = now - lastClickTime < 0.4 && abs(point.x - lastClickX) < 5 ? clickCount + 1 : 1
    lastClickTime = now
    lastClickX = point.x
    isDragging = true
    switch clickCount {
    case 1: edit { $0.moveCaret(to: position) }
    case 2: edit { $0.select(isSecure ? 0..<$0.count : $0.wordRange(at: position)) }
    default: edit { $0.selectAll() }
    }
  }

  override func pointerDragged(to point: CGPoint) {
    guard isDragging, clickCount == 1 else { return }
    let position = position(atX: point.x)
    edit { $0.moveCaret(to: position, extending: true) }
  }

  override func pointerUp(at point: CGPoint, inside: Bool) {
    isDragging = false
  }

  /// The middle button pastes the primary selection where it is clicked, as X11 apps do; focus
  /// stays where it was.
  override func otherButtonDown(_ button: PointerButton, at point: CGPoint) -> Bool {
    guard button == .middle, environment.isEnabled else { return false }
    let position = position(atX: point.x)
    edit { $0.moveCaret(to: position) }
    paste(from: .primary)
    return true
  }

  // MARK: Drawing

  override func drawControl(into list: inout DisplayListBuilder) {
    let palette = self.palette
    let radius: CGFloat = 6
    if !isPlain {
      ControlDrawing.fill(frame, radius: radius, palette.fieldBackground, into: &list)
      ControlDrawing.hairline(frame, radius: radius, palette.border(hovered: isHovered), into: &list)
    }
    let clip = frame.insetBy(dx: max(0, padding.width - 2), dy: 0)
    let line = lineRect
    list.group(.pushClip(Path(clip), eoFill: false), .popClip) { list in
      if editing.hasSelection {
        let range = editing.selection
        let x0 = textX + caretOffset(range.lowerBound)
        let x1 = textX + caretOffset(range.upperBound)
        list.append(
          .fill(
            Path(CGRect(x: x0, y: line.minY, width: x1 - x0, height: line.height)),
            .color(palette.textSelection(focused: isFocused)), eoFill: false))
      }
      if editing.count > 0 {
        list.append(.text(request(displayString), frame: line, paint: .color(palette.primary)))
      } else if !placeholder.isEmpty {
        let width = measure(placeholder).size.width + 2
        let x = innerRect.minX
        list.append(
          .text(
            request(placeholder), frame: CGRect(x: x, y: line.minY, width: width, height: line.height),
            paint: .color(palette.secondary.withOpacity(0.85))))
      }
      if isFocused, environment.isEnabled, !editing.hasSelection {
        let x = (textX + caretOffset(editing.head)).rounded() - 0.5
        list.append(
          .fill(
            Path(CGRect(x: x, y: line.minY, width: 1.5, height: line.height)), .color(palette.primary),
            eoFill: false))
      }
    }
    if isFocused, !isSearchField {
      ControlDrawing.focusRing(around: frame, radius: isPlain ? 3 : radius, palette: palette, into: &list)
    }
  }

  override var typeName: String { isSecure ? "SecureField" : "TextField" }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    [LayoutTreeNode(type: typeName, frame: frame, text: isSecure ? nil : editing.text)]
  }
}
