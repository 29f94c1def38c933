/// The − and + buttons of a stepper.
struct StepperButtons: PrimitiveView {
  let actions: StepperActions

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = StepperButtonsNode(parent: parent)
    node.actions = view.actions
    return node
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    let node = unsafeDowncast(node, to: StepperButtonsNode.self)
    node.actions = view.actions
    node.graph.setNeedsDisplay(node.frame)
  }
}

/// The node of a stepper's buttons: two joined segments, − then +, each pressed separately.
final class StepperButtonsNode: ControlNode {
  var actions: StepperActions?
  private enum Segment { case decrement, increment }
  private var pressedSegment: Segment?
  private var hoveredSegment: Segment?

  private var segmentSize: CGSize {
    switch environment.controlSize {
    case .mini: CGSize(width: 18, height: 16)
    case .small: CGSize(width: 22, height: 20)
    case .regular: CGSize(width: 28, height: 24)
    case .large, .extraLarge: CGSize(width: 34, height: 30)
    }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    CGSize(width: segmentSize.width * 2 + 1, height: segmentSize.height)
  }

  private func segment(at point: CGPoint) -> Segment {
    let leading = point.x < frame.midX
    let isRightToLeft = environment.layoutDirection == .rightToLeft
    return leading != isRightToLeft ? .decrement : .increment
  }

  private func rect(of segment: Segment) -> CGRect {
    let isRightToLeft = environment.layoutDirection == .rightToLeft
    let leading = (segment == .decrement) != isRightToLeft
    let width = (frame.width - 1) / 2
    return CGRect(
      x: leading ? frame.minX : frame.maxX - width, y: frame.minY, width: width, height: frame.height)
  }

  private func canPerform(_ segment: Segment) -> Bool {
    guard let actions, environment.isEnabled else { return false }
    return segment == .increment ? actions.source.canIncrement : actions.source.canDecrement
  }

  private func perform(_ segment: Segment) {
    guard let actions, canPerform(segment) else { return }
    actions.onEditingChanged(true)
    if segment == .increment { actions.source.increment() } else { actions.source.decrement() }
    actions.onEditingChanged(false)
    graph.setNeedsDisplay(frame)
  }

  override func pointerDown(at point: CGPoint) {
    pressedSegment = segment(at: point)
    setPressed(true)
  }

  override func pointerDragged(to point: CGPoint) {
    let inside = frame.contains(point) && segment(at: point) == pressedSegment
    setPressed(inside)
  }

  override func pointerUp(at point: CGPoint, inside: Bool) {
    let pressed = pressedSegment
    pressedSegment = nil
    setPressed(false)
    if inside, let pressed, segment(at: point) == pressed { perform(pressed) }
  }

  override func pointerEntered() {
    super.pointerEntered()
    startObservingPointer()
  }

  override func pointerExited() {
    hoveredSegment = nil
    super.pointerExited()
    graph.pointerObservers.remove(self)
  }

  private func startObservingPointer() { graph.pointerObservers.add(self) }

  override func keyDown(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .up, .character("+"), .character("="): perform(.increment)
    case .down, .character("-"): perform(.decrement)
    default: return false
    }
    return true
  }

  override func drawControl(into list: inout DisplayListBuilder) {
    let palette = self.palette
    let radius: CGFloat = 6
    ControlDrawing.fill(frame, radius: radius, palette.bezelFill(hovered: false, pressed: false), into: &list)
    for segment in [Segment.decrement, .increment] {
      let rect = rect(of: segment)
      let pressed = isPressed && pressedSegment == segment
      let hovered = hoveredSegment == segment && canPerform(segment)
      if pressed || hovered {
        list.group(
          .pushClip(Path(roundedRect: frame, cornerRadius: radius, style: .circular), eoFill: false), .popClip
        ) {
          $0.append(
            .fill(Path(rect), .color(palette.bezelFill(hovered: hovered, pressed: pressed)), eoFill: false))
        }
      }
      let color = canPerform(segment) ? palette.primary : palette.primary.withOpacity(0.3)
      let arm = min(rect.width, rect.height) * 0.2
      var glyph = Path()
      glyph.move(to: CGPoint(x: rect.midX - arm, y: rect.midY))
      glyph.addLine(to: CGPoint(x: rect.midX + arm, y: rect.midY))
      if segment == .increment {
        glyph.move(to: CGPoint(x: rect.midX, y: rect.midY - arm))
        glyph.addLine(to: CGPoint(x: rect.midX, y: rect.midY + arm))
      }
      list.append(.stroke(glyph, .color(color), StrokeStyle(lineWidth: 1.5, lineCap: .round)))
    }
    let divider = CGRect(
      x: frame.minX + (frame.width - 1) / 2, y: frame.minY + 5, width: 1, height: max(0, frame.height - 10))
    list.append(.fill(Path(divider), .color(palette.border()), eoFill: false))
    if isFocused {
      ControlDrawing.focusRing(around: frame, radius: radius, palette: palette, into: &list)
    }
  }

  override var typeName: String { "Stepper" }
}

extension StepperButtonsNode: PointerObserver {
  func pointerMoved(to point: CGPoint) {
    let now: Segment? = frame.contains(point) ? segment(at: point) : nil
    if now != hoveredSegment {
      hoveredSegment = now
      graph.setNeedsDisplay(frame)
    }
  }
}
