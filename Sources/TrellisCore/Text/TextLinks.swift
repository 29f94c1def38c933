/// Links in a text (Markdown `[label](url)`, or an attributed string's `link`) open on a click,
/// as in SwiftUI: a press and release on the same link's glyphs calls the environment's
/// `openURL`, and the pointer is a pointing hand over them. Only texts with links take the
/// pointer, and only over their links: clicks elsewhere go to the views behind, as for any text.
extension TextNode: InteractiveNode, PointerStyleSource {
  /// The link a press went down on, until it is released. There is one pointer, so one for all
  /// texts, rather than a field in every text node.
  private static var pressedLink: (node: ObjectIdentifier, url: URL)?

  var acceptsInput: Bool { environment.isEnabled }

  var pointerStyle: PointerStyle? { nil }

  func pointerStyle(at point: CGPoint) -> PointerStyle? {
    guard environment.isEnabled else { return nil }
    if link(at: point) != nil { return .link }
    return isSelectable ? .horizontalText : nil
  }

  func pointerDown(at point: CGPoint) {
    Self.pressedLink = link(at: point).map { (ObjectIdentifier(self), $0) }
    if Self.pressedLink == nil, isSelectable { beginSelection(at: point) }
  }

  func pointerUp(at point: CGPoint, inside: Bool) {
    endSelectionDrag()
    guard let pressed = Self.pressedLink, pressed.node == ObjectIdentifier(self) else { return }
    Self.pressedLink = nil
    guard inside, environment.isEnabled, link(at: point) == pressed.url else { return }
    environment.openURL(pressed.url)
  }

  /// The link whose glyphs are at `point` (root coordinates), if any: the character there,
  /// found in the lines as drawn, and the run holding it.
  func link(at point: CGPoint) -> URL? {
    guard let runs = text.runs, runs.contains(where: { $0.link != nil }), let measured = request.runs,
      frame.contains(point), !request.string.isEmpty
    else { return nil }
    let (lines, rect, shown) = drawnLines()
    let local = CGPoint(x: point.x - rect.minX, y: point.y - rect.minY)
    guard local.y < rect.height, let character = lines.character(at: local) else { return nil }
    let string = shown.string
    guard let index = string.index(string.startIndex, offsetBy: character, limitedBy: string.endIndex),
      index < string.endIndex
    else { return nil }
    let byte = string.utf8.distance(from: string.startIndex, to: index)
    // Resolved runs and the text's runs correspond one to one.
    var end = 0
    for (run, source) in zip(measured, runs) {
      end += run.length
      if byte < end { return source.link }
    }
    return nil
  }

  /// The text's lines laid out as `draw` lays them out (at the target size, shrunk and offset
  /// as adjusted), the rect they are drawn in, and the request drawn.
  func drawnLines() -> (lines: TextLineLayout, rect: CGRect, request: TextRequest) {
    var rect = CGRect(origin: frame.origin, size: targetFrame.size)
    var shown = request
    let measurer = graph.services.textMeasurer
    if let adjustments {
      (shown, rect) = adjustments.drawing(
        shown, in: rect, proposal: placedProposal ?? ProposedViewSize(rect.size), measurer: measurer)
    }
    return (measurer.lineLayoutOrUnwrapped(shown, maxWidth: rect.width), rect, shown)
  }
}
