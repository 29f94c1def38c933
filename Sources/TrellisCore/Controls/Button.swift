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

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// A button made from a primitive style's configuration, in the style in effect around that
  /// style: it triggers the configuration's action when clicked, so that a style can add to the
  /// usual button rather than draw and handle one itself.
  ///
  /// ```swift
  /// struct Confirming: PrimitiveButtonStyle {
  ///     func makeBody(configuration: Configuration) -> some View {
  ///         Button(configuration).help("Runs at once")
  ///     }
  /// }
  /// ```
  @MainActor public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.action = { configuration.trigger() }
    self.label = configuration.label
    self.role = configuration.role
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
      let body = makeBody(PrimitiveButtonStyleConfiguration(label: labelView, role: role, action: action))
      // In the style around this one, where `Button(configuration)` looks for its style; still
      // type-erased, as the standard styles' bodies are.
      setContent(AnyView(body.environment(\.buttonStyle, style.outer)))
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
