/// The track and knob of a slider.
struct SliderTrack: PrimitiveView {
  let model: SliderModel

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = SliderTrackNode(parent: parent)
    node.model = view.model
    return node
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    let node = unsafeDowncast(node, to: SliderTrackNode.self)
    node.model = view.model
    node.graph.setNeedsDisplay(node.frame)
  }
}

/// The node of a slider's track: a click or drag moves the knob to the pointer (a drag that
/// starts on the knob keeps the point where it was grabbed); arrows, Page Up/Down, Home and End
/// move it from the keyboard.
final class SliderTrackNode: ControlNode {
  var model: SliderModel?
  private var isDragging = false
  /// How far from the knob's center the pointer grabbed it.
  private var grabOffset: CGFloat = 0

  static let trackHeight: CGFloat = 4

  private var knobDiameter: CGFloat {
    switch environment.controlSize {
    case .mini: 12
    case .small: 15
    case .regular: 20
    case .large, .extraLarge: 24
    }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    // A slider takes the width it is offered (at least its knob's), as SwiftUI's does.
    let width = proposal.width.map { max($0, knobDiameter) } ?? 200
    return CGSize(width: width, height: knobDiameter + 4)
  }

  private var isRightToLeft: Bool { environment.layoutDirection == .rightToLeft }

  /// The x range the knob's center moves along.
  private var travel: (start: CGFloat, length: CGFloat) {
    let radius = knobDiameter / 2
    return (frame.minX + radius, max(0, frame.width - knobDiameter))
  }

  private func knobCenter(fraction: Double) -> CGPoint {
    let (start, length) = travel
    let f = isRightToLeft ? 1 - fraction : fraction
    return CGPoint(x: start + length * CGFloat(f), y: frame.midY)
  }

  private var knobRect: CGRect {
    let center = knobCenter(fraction: model?.fraction ?? 0)
    let d = knobDiameter
    return CGRect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d)
  }

  private func value(atX x: CGFloat) -> Double {
    guard let model else { return 0 }
    let (start, length) = travel
    var fraction = length > 0 ? Double((x - start) / length) : 0
    fraction = min(max(fraction, 0), 1)
    if isRightToLeft { fraction = 1 - fraction }
    return model.clamped(model.lower + fraction * (model.upper - model.lower))
  }

  private func write(_ value: Double) {
    guard let model, environment.isEnabled else { return }
    let clean = model.clamped(value)
    if clean != model.get() { model.set(clean) }
    graph.setNeedsDisplay(frame)
  }

  override func pointerDown(at point: CGPoint) {
    setPressed(true)
    isDragging = true
    let knob = knobRect
    grabOffset = knob.insetBy(dx: -2, dy: -2).contains(point) ? point.x - knob.midX : 0
    model?.onEditingChanged(true)
    write(value(atX: point.x - grabOffset))
  }

  override func pointerDragged(to point: CGPoint) {
    guard isDragging else { return }
    write(value(atX: point.x - grabOffset))
  }

  override func pointerUp(at point: CGPoint, inside: Bool) {
    guard isDragging else { return }
    isDragging = false
    setPressed(false)
    model?.onEditingChanged(false)
  }

  override func pointerExited() {
    // A drag goes on when the pointer leaves the track; only the hover look ends.
    let dragging = isDragging
    super.pointerExited()
    if dragging { setPressed(true) }
  }

  override func keyDown(_ event: KeyEvent) -> Bool {
    guard let model else { return false }
    let current = model.get().isFinite ? model.get() : model.lower
    let increment = model.keyboardIncrement
    let page = max(increment, (model.upper - model.lower) / 10)
    let forward: CGFloat = isRightToLeft ? -1 : 1
    let target: Double
    switch event.key {
    case .right: target = current + increment * Double(forward)
    case .left: target = current - increment * Double(forward)
    case .up: target = current + increment
    case .down: target = current - increment
    case .pageUp: target = current + page
    case .pageDown: target = current - page
    case .home: target = model.lower
    case .end: target = model.upper
    default: return false
    }
    write(target)
    return true
  }

  override func drawControl(into list: inout DisplayListBuilder) {
    let palette = self.palette
    let fraction = model?.fraction ?? 0
    let height = Self.trackHeight
    let track = CGRect(
      x: frame.minX + 2, y: frame.midY - height / 2, width: max(0, frame.width - 4), height: height)
    ControlDrawing.fill(track, radius: height / 2, palette.track(hovered: isHovered), into: &list)
    let knob = knobRect
    var filled = track
    if isRightToLeft {
      filled.origin.x = knob.midX
      filled.size.width = track.maxX - knob.midX
    } else {
      filled.size.width = knob.midX - track.minX
    }
    if filled.width > 0, fraction > 0 {
      ControlDrawing.fill(filled, radius: height / 2, palette.accent, into: &list)
    }
    ControlDrawing.knob(in: knob, palette: palette, pressed: isPressed, into: &list)
    if isFocused {
      ControlDrawing.focusRing(around: knob, radius: knob.width / 2, palette: palette, into: &list)
    }
  }

  override var typeName: String { "Slider" }
}
