/// The switch of a switch-style toggle, drawn in the state its control hands down (hover, press,
/// focus, disabled).
struct SwitchIndicator: PrimitiveView {
  let isOn: Bool

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    IndicatorNode(kind: .switch, isOn: view.isOn, parent: parent)
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: IndicatorNode.self).update(isOn: view.isOn, isMixed: false)
  }
}

/// The box of a checkbox-style toggle.
struct CheckboxIndicator: PrimitiveView {
  let isOn: Bool
  let isMixed: Bool

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = IndicatorNode(kind: .checkbox, isOn: view.isOn, parent: parent)
    node.update(isOn: view.isOn, isMixed: view.isMixed)
    return node
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: IndicatorNode.self).update(isOn: view.isOn, isMixed: view.isMixed)
  }
}

/// Draws a switch or a checkbox at the control size of its environment.
final class IndicatorNode: LayoutNode {
  enum Kind { case `switch`, checkbox }

  let kind: Kind
  private var isOn: Bool
  private var isMixed = false

  init(kind: Kind, isOn: Bool, parent: _Node) {
    self.kind = kind
    self.isOn = isOn
    super.init(parent: parent)
  }

  func update(isOn: Bool, isMixed: Bool) {
    guard isOn != self.isOn || isMixed != self.isMixed else { return }
    self.isOn = isOn
    self.isMixed = isMixed
    graph.setNeedsDisplay(frame)
  }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    let oldSize = environment.controlSize
    super.environmentDidChange(newEnvironment)
    if environment.controlSize != oldSize { invalidateLayout() } else { graph.setNeedsDisplay(frame) }
  }

  private var size: CGSize {
    switch (kind, environment.controlSize) {
    case (.switch, .mini): CGSize(width: 26, height: 15)
    case (.switch, .small): CGSize(width: 32, height: 18)
    case (.switch, .regular): CGSize(width: 40, height: 22)
    case (.switch, .large), (.switch, .extraLarge): CGSize(width: 48, height: 26)
    case (.checkbox, .mini): CGSize(width: 12, height: 12)
    case (.checkbox, .small): CGSize(width: 14, height: 14)
    case (.checkbox, .regular): CGSize(width: 16, height: 16)
    case (.checkbox, .large), (.checkbox, .extraLarge): CGSize(width: 20, height: 20)
    }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { size }

  override func draw(into list: inout DisplayListBuilder) {
    let palette = ControlPalette(environment)
    let hovered = environment.isControlHovered
    let pressed = environment.isControlPressed
    switch kind {
    case .switch: drawSwitch(palette: palette, hovered: hovered, pressed: pressed, into: &list)
    case .checkbox: drawCheckbox(palette: palette, hovered: hovered, pressed: pressed, into: &list)
    }
  }

  private func drawSwitch(
    palette: ControlPalette, hovered: Bool, pressed: Bool, into list: inout DisplayListBuilder
  ) {
    let track = frame
    let radius = track.height / 2
    let fill =
      isOn
      ? palette.accent.mixed(
        with: .init(red: 0, green: 0, blue: 0), by: pressed ? 0.15 : (hovered ? 0.07 : 0))
      : palette.track(hovered: hovered || pressed)
    ControlDrawing.fill(track, radius: radius, fill, into: &list)
    if environment.isControlFocused {
      ControlDrawing.focusRing(around: track, radius: radius, palette: palette, into: &list)
    }
    let inset: CGFloat = 2
    let diameter = track.height - inset * 2
    let stretch: CGFloat = pressed ? 3 : 0
    let x = isOn ? track.maxX - inset - diameter - stretch : track.minX + inset
    ControlDrawing.knob(
      in: CGRect(x: x, y: track.minY + inset, width: diameter + stretch, height: diameter),
      palette: palette, pressed: false, into: &list)
  }

  private func drawCheckbox(
    palette: ControlPalette, hovered: Bool, pressed: Bool, into list: inout DisplayListBuilder
  ) {
    let box = frame
    let radius: CGFloat = box.width * 0.25
    if isOn || isMixed {
      let fill = palette.accent.mixed(
        with: .init(red: 0, green: 0, blue: 0), by: pressed ? 0.15 : (hovered ? 0.07 : 0))
      ControlDrawing.fill(box, radius: radius, fill, into: &list)
      let white = Color.Resolved(red: 1, green: 1, blue: 1)
      if isMixed {
        let bar = CGRect(x: box.minX + box.width * 0.25, y: box.midY - 1, width: box.width * 0.5, height: 2)
        ControlDrawing.fill(bar, radius: 1, white, into: &list)
      } else {
        ControlDrawing.checkmark(
          in: box.insetBy(dx: box.width * 0.18, dy: box.height * 0.2), white, lineWidth: box.width / 8,
          into: &list)
      }
    } else {
      let fill = pressed ? palette.bezelFill(hovered: false, pressed: true) : palette.fieldBackground
      ControlDrawing.fill(box, radius: radius, fill, into: &list)
      ControlDrawing.hairline(
        box, radius: radius, palette.border(hovered: hovered || pressed).withOpacity(1.5), into: &list)
    }
    if environment.isControlFocused {
      ControlDrawing.focusRing(around: box, radius: radius, palette: palette, into: &list)
    }
  }

  override var typeName: String { kind == .switch ? "Switch" : "Checkbox" }
}
