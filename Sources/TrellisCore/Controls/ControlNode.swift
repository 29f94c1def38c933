/// The base of the built-in controls' nodes: it tracks hover, press and keyboard focus, hands
/// them to its content through the environment, and fades the control when it is disabled.
class ControlNode: LayoutNode, InteractiveNode {
  private(set) var isHovered = false
  private(set) var isPressed = false
  private(set) var isFocused = false

  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.isControlHovered = isHovered && values.isEnabled
    // Styles draw their focus ring from this; `.focusEffectDisabled()` hides it.
    values.isControlFocused = isFocused && !values.isFocusEffectDisabled
    values.isControlPressed = isPressed
    // A control is one view: a columns form cannot take its label out of it (a switch toggle
    // keeps its label beside it, in the control column).
    values.isFormColumnsCells = false
    return values
  }

  var acceptsInput: Bool { environment.isEnabled }
  var acceptsFocus: Bool { true }
  /// Whether a click gives the control keyboard focus; text fields override this.
  var focusesOnClick: Bool { false }

  /// The palette for the node's environment.
  var palette: ControlPalette { ControlPalette(environment) }

  /// Whether input goes to this node rather than to views inside it.
  var handlesPointer: Bool { true }

  /// Called when hover, press or focus changed: the content sees the new state and the control
  /// draws again.
  func controlStateDidChange() {
    let values = environmentForChildren
    forEachChild { $0.environmentDidChange(values) }
    graph.setNeedsDisplay(frame)
  }

  func setPressed(_ pressed: Bool) {
    guard pressed != isPressed else { return }
    isPressed = pressed
    controlStateDidChange()
  }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    super.environmentDidChange(newEnvironment)
    graph.setNeedsDisplay(frame)
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    guard handlesPointer else { return super.hitTest(point) }
    return frame.contains(point) ? self : nil
  }

  func pointerEntered() {
    isHovered = true
    controlStateDidChange()
  }

  func pointerExited() {
    isHovered = false
    isPressed = false
    controlStateDidChange()
  }

  func pointerDown(at point: CGPoint) { setPressed(true) }

  func pointerDragged(to point: CGPoint) {}

  func pointerUp(at point: CGPoint, inside: Bool) { setPressed(false) }

  func otherButtonDown(_ button: PointerButton, at point: CGPoint) -> Bool { false }

  func keyDown(_ event: KeyEvent) -> Bool { false }

  func focusChanged(_ isFocused: Bool) {
    self.isFocused = isFocused
    controlStateDidChange()
  }

  func scrolled(by delta: CGSize) -> Bool { false }

  /// Draws the control itself; subclasses override. By default, the content.
  func drawControl(into list: inout DisplayListBuilder) {
    super.draw(into: &list)
  }

  /// Whether the node fades the control when disabled (false when its content fades itself).
  var fadesWhenDisabled: Bool { true }

  override final func draw(into list: inout DisplayListBuilder) {
    let faded = !environment.isEnabled && fadesWhenDisabled
    ControlDrawing.faded(faded ? ControlPalette.disabledOpacity : 1, into: &list) {
      drawControl(into: &$0)
    }
  }
}

/// Whether the control whose content this is is being pressed.
struct ControlPressedKey: EnvironmentKey {
  static let defaultValue = false
}

/// Whether labels of controls are hidden (`.labelsHidden()`).
struct LabelsHiddenKey: EnvironmentKey {
  static let defaultValue = false
}

/// Whether controls lay out as rows of a form: label on the leading side, control trailing.
struct FormRowLayoutKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  var isControlPressed: Bool {
    get { self[ControlPressedKey.self] }
    set { self[ControlPressedKey.self] = newValue }
  }

  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }

  var isFormRowLayout: Bool {
    get { self[FormRowLayoutKey.self] }
    set { self[FormRowLayoutKey.self] = newValue }
  }
}

extension View {
  /// Hides the labels of controls in this view (toggles, pickers, sliders, steppers, fields); the
  /// labels still name the controls.
  public func labelsHidden() -> some View {
    environment(\.labelsHidden, true)
  }

  /// Shows or hides the labels of controls in this view: `.hidden` as ``labelsHidden()`` does,
  /// `.visible` shows them again inside a view that hid them, `.automatic` leaves them as the
  /// views around say.
  public func labelsVisibility(_ visibility: Visibility) -> some View {
    transformEnvironment(\.labelsHidden) { hidden in
      switch visibility {
      case .automatic: break
      case .visible: hidden = false
      case .hidden: hidden = true
      }
    }
  }
}

/// Lays out a control with its label: side by side, or in a form row with the label leading and
/// the control at the trailing edge. A hidden label takes no room.
struct LabeledControl<LabelContent: View, Control: View>: View {
  let label: LabelContent
  let control: Control
  var spacing: CGFloat = 8
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.isFormRowLayout) private var isFormRow
  @Environment(\.isFormColumnsCells) private var isFormColumnsCells

  var body: some View {
    if labelsHidden {
      control
    } else if isFormColumnsCells {
      // Two views, which a columns form puts in its two columns.
      label.formCell(.label)
      control.formCell(.control)
    } else if isFormRow {
      // The label keeps to one line while it can, as in a macOS form; the control takes the
      // rest of the row, at its trailing edge: a slider or a field across it, a switch or a
      // pop-up button at its end.
      HStack(spacing: spacing + 12) {
        label.layoutPriority(1)
        control.frame(maxWidth: .infinity, alignment: .trailing)
      }
    } else {
      HStack(spacing: spacing) {
        label
        control
      }
    }
  }
}
