extension TextEditorNode {
  /// The corner radius of the editor's background and focus ring, as a text field's.
  private static let radius: CGFloat = 6

  /// Draws the background, the visible text, the caret, the scroll indicator and the focus ring.
  func drawEditor(into list: inout DisplayListBuilder) {
    let palette = self.palette
    let drawsBox = environment.drawsTextEditorBox
    let showsBackground = drawsBox && environment.scrollContentBackground != .hidden
    if showsBackground {
      ControlDrawing.fill(frame, radius: Self.radius, palette.fieldBackground, into: &list)
      ControlDrawing.hairline(frame, radius: Self.radius, palette.border(hovered: isHovered), into: &list)
    }
    let clip = frame.insetBy(dx: 1, dy: 1)
    list.group(.pushClip(Path(clip), eoFill: false), .popClip) { list in
      drawText(palette: palette, into: &list)
    }
    drawScrollIndicator(palette: palette, into: &list)
    if isFocused && drawsBox {
      ControlDrawing.focusRing(around: frame, radius: Self.radius, palette: palette, into: &list)
    }
  }

  /// Draws the visible lines: the selection behind them, each line on its own at the offsets
  /// the layout found (so the caret and the glyphs agree), and the caret.
  private func drawText(palette: ControlPalette, into list: inout DisplayListBuilder) {
    let layout = textLayout
    guard !layout.paragraphs.isEmpty else { return }
    let origin = textOrigin
    let top = scrollOffset - Self.inset.height
    let bottom = scrollOffset + frame.height
    let selection = editing.selection
    let template = self.template
    let paint = ForegroundStyle()._resolvePaint(in: environment, bounds: frame)
    let selectionColor = Paint.color(palette.textSelection(focused: isFocused))
    var request = template
    request.lineLimit = 1
    request.alignment = .leading
    let characters = editing.characters
    var index = layout.paragraphIndex(atY: max(0, top))
    while index < layout.paragraphs.count, layout.paragraphs[index].y < bottom {
      let paragraph = layout.paragraphs[index]
      index += 1
      for (lineNumber, line) in paragraph.lines.lines.enumerated() {
        let y = paragraph.y + line.y
        guard y + line.height >= top, y < bottom else { continue }
        let start = paragraph.start + line.characters.lowerBound
        let end = paragraph.start + min(line.characters.upperBound, paragraph.length)
        let lineLeft = origin.x + line.caretOffset(at: line.characters.lowerBound)
        let lineRight = origin.x + line.caretOffset(at: line.characters.upperBound)
        if !selection.isEmpty, selection.lowerBound <= end,
          selection.upperBound > start
            || (selection.upperBound == start && selection.lowerBound < start)
        {
          let from = max(selection.lowerBound, start)
          let to = min(selection.upperBound, end)
          let x0 = origin.x + line.caretOffset(at: from - paragraph.start)
          var x1 = origin.x + line.caretOffset(at: to - paragraph.start)
          // A selected line break shows as a little space past the line's end.
          let isLastLine = lineNumber == paragraph.lines.lines.count - 1
          if isLastLine, selection.upperBound > end, end < characters.count { x1 += 6 }
          if x1 > x0 {
            list.append(
              .fill(
                Path(CGRect(x: x0, y: origin.y + y, width: x1 - x0, height: line.height)), selectionColor,
                eoFill: false))
          }
        }
        if end > start {
          request.string = String(characters[start..<end])
          let width = (lineRight - lineLeft).rounded(.up) + 4
          list.append(
            .text(
              request, frame: CGRect(x: lineLeft, y: origin.y + y, width: width, height: line.height),
              paint: paint))
        }
      }
    }
    if isFocused, environment.isEnabled, !editing.hasSelection {
      let caret = layout.caret(at: editing.head)
      let x = (origin.x + caret.x).rounded() - 0.5
      list.append(
        .fill(
          Path(CGRect(x: x, y: origin.y + caret.y, width: 1.5, height: caret.height)),
          .color(palette.primary),
          eoFill: false))
    }
  }

  /// A thumb along the right edge while the text overflows, in the style of a scroll view's, shown
  /// while the pointer is over the editor or it has focus (always with `.scrollIndicators(.visible)`).
  private func drawScrollIndicator(palette: ControlPalette, into list: inout DisplayListBuilder) {
    guard let thumb = scrollThumb else { return }
    let shade = Color(white: palette.isDark ? 1 : 0, opacity: 0.32)
    ControlDrawing.fill(thumb, radius: thumb.width / 2, palette.resolve(shade), into: &list)
  }

  /// The scroll indicator's thumb, or nil when none shows.
  var scrollThumb: CGRect? {
    let maximum = maximumScrollOffset
    guard maximum > 0.5 else { return nil }
    switch environment.verticalScrollIndicatorVisibility.kind {
    case .automatic: guard isHovered || isFocused else { return nil }
    case .visible: break
    case .hidden, .never: return nil
    }
    let inset: CGFloat = 3
    let thickness: CGFloat = 6
    let track = frame.height - inset * 2
    guard track > 0 else { return nil }
    let length = min(track, max(28, track * frame.height / max(contentHeight, 1)))
    let position = (track - length) * scrollOffset / maximum
    let x = environment.layoutDirection == .rightToLeft ? frame.minX + inset : frame.maxX - inset - thickness
    return CGRect(x: x, y: frame.minY + inset + position, width: thickness, height: length)
  }
}

extension TextEditorNode: PointerStyleSource {
  /// An I-beam while the text can be edited; a disabled editor shows its container's pointer.
  var pointerStyle: PointerStyle? { environment.isEnabled ? .horizontalText : nil }
}
