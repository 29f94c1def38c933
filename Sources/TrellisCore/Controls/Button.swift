/// A control that performs an action when clicked, or activated with Space or Return while it has
/// keyboard focus. A press dragged off the button does not fire it.
public struct Button<Label: View> {
  let action: () -> Void
  let label: Label
  let role: ButtonRole?

  /// A button with a custom label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = nil
  }

  /// A button with a role and a custom label.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = role
  }
}

extension Button where Label == Text {
  /// A button with a text label.
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button with a role and a text label.
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = ButtonNode(parent: parent)
    node.update(action: view.action, role: view.role, label: AnyView(view.label))
    return node
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: ButtonNode.self).update(
      action: view.action, role: view.role, label: AnyView(view.label))
  }
}

/// The node of a `Button`: it tracks hover, press and focus, and shows the style's body.
final class ButtonNode: LayoutNode, InteractiveNode {
  private var action: () -> Void = {}
  private var role: ButtonRole?
  private var label = AnyView(EmptyView())
  private(set) var isPressed = false
  private var isHovered = false
  private var isFocused = false
  private var isPrimitiveStyle = false

  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.isControlHovered = isHovered && values.isEnabled
    // Styles draw their focus ring from this; `.focusEffectDisabled()` hides it.
    values.isControlFocused = isFocused && !values.isFocusEffectDisabled
    return values
  }

  func update(action: @escaping () -> Void, role: ButtonRole?, label: AnyView) {
    self.action = action
    self.role = role
    self.label = label
    rebuild()
  }

  private func rebuild() {
    let style = environment.buttonStyle ?? AnyButtonStyle(DefaultButtonStyle())
    let labelView = ButtonStyleConfiguration.Label(content: label)
    switch style.kind {
    case .standard(let makeBody):
      isPrimitiveStyle = false
      setContent(makeBody(ButtonStyleConfiguration(label: labelView, role: role, isPressed: isPressed)))
    case .primitive(let makeBody):
      isPrimitiveStyle = true
      let action = self.action
      setContent(makeBody(PrimitiveButtonStyleConfiguration(label: labelView, role: role, action: action)))
    }
  }

  /// Hover and focus reach the style's body through the environment it reads.
  private func hoverOrFocusChanged() {
    forEachChild { $0.environmentDidChange(environmentForChildren) }
  }

  /// Pressing changes the style's configuration, so its body is made again.
  private func setPressed(_ pressed: Bool) {
    guard pressed != isPressed else { return }
    isPressed = pressed
    rebuild()
  }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    let oldStyle = environment.buttonStyle?.typeID
    super.environmentDidChange(newEnvironment)
    // The content already received the new environment; only a new style changes what it is.
    if newEnvironment.buttonStyle?.typeID != oldStyle { rebuild() }
  }

  var acceptsInput: Bool { environment.isEnabled && !isPrimitiveStyle }
  var acceptsFocus: Bool { true }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    if isPrimitiveStyle { return super.hitTest(point) }
    return frame.contains(point) ? self : nil
  }

  func pointerEntered() {
    isHovered = true
    hoverOrFocusChanged()
  }

  func pointerExited() {
    isHovered = false
    hoverOrFocusChanged()
    setPressed(false)
  }

  func pointerDown(at point: CGPoint) {
    setPressed(true)
  }

  func pointerDragged(to point: CGPoint) {
    setPressed(frame.contains(point))
  }

  func pointerUp(at point: CGPoint, inside: Bool) {
    setPressed(false)
    if inside { perform() }
  }

  func keyDown(_ event: KeyEvent) -> Bool {
    switch event.key {
    case .space, .returnKey:
      perform()
      return true
    default:
      return false
    }
  }

  func focusChanged(_ isFocused: Bool) {
    self.isFocused = isFocused
    hoverOrFocusChanged()
  }

  /// Runs the action as a click would (keyboard shortcuts use this).
  func activate() { perform() }

  private func perform() {
    guard environment.isEnabled else { return }
    let action = self.action
    withTransaction(Transaction.current) { action() }
    // A button in an alert closes it after its action, as in SwiftUI.
    environment.presentationButtonDismiss?()
  }

  override var typeName: String { "Button" }
}
