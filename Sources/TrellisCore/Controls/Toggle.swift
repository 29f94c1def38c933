/// A control that turns an option on or off: a switch by default, or a checkbox or a button with
/// `.toggleStyle(_:)`. A click or Space (while focused) flips it.
///
/// ```swift
/// Toggle("Wi-Fi", isOn: $isWiFiOn)
/// Toggle(isOn: $vibrate) { Label("Vibrate", systemImage: "iphone.radiowaves.left.and.right") }
///     .toggleStyle(.checkbox)
/// ```
public struct Toggle<Label: View> {
  let isOn: Binding<Bool>
  let label: Label
  /// Whether the toggle stands for several values, some on and some off.
  var isMixed = false

  /// A toggle with a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
}

extension Toggle {
  /// A toggle for several values at once: on when every source is on, mixed (a dash in a
  /// checkbox) when only some are; flipping it turns them all off when all were on, else all on.
  ///
  /// ```swift
  /// Toggle(sources: $alarms, isOn: \.isEnabled) { Text("All alarms") }
  /// ```
  @MainActor public init<C: RandomAccessCollection>(
    sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
  ) {
    let bindings = sources.map { $0[keyPath: isOn] }
    let onCount = bindings.count { $0.wrappedValue }
    self.isOn = Binding(
      get: { !bindings.isEmpty && bindings.allSatisfy { $0.wrappedValue } },
      set: { value, transaction in
        for binding in bindings { binding.transaction(transaction).wrappedValue = value }
      })
    self.label = label()
    isMixed = onCount > 0 && onCount < bindings.count
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A toggle made from a style's configuration, in the style in effect around that style: a
  /// style that only adds to the usual look makes its body with this.
  ///
  /// ```swift
  /// struct Framed: ToggleStyle {
  ///     func makeBody(configuration: Configuration) -> some View {
  ///         Toggle(configuration).padding(6).border(.gray)
  ///     }
  /// }
  /// ```
  @MainActor public init(_ configuration: ToggleStyleConfiguration) {
    self.isOn = configuration.$isOn
    self.label = configuration.label
    self.isMixed = configuration.isMixed
  }
}

extension Toggle where Label == Text {
  /// A toggle with a text label.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }

  /// A toggle with a text label for several values at once; see
  /// ``init(sources:isOn:label:)``.
  @MainActor public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Text(title) }
  }
}

extension Toggle: PrimitiveView {
  /// Implementation detail: makes the node.
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = ToggleNode(parent: parent)
    node.update(isOn: view.isOn, isMixed: view.isMixed, label: AnyView(view.label))
    return node
  }

  /// Implementation detail: updates the node.
  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: ToggleNode.self).update(
      isOn: view.isOn, isMixed: view.isMixed, label: AnyView(view.label))
  }
}

/// The node of a `Toggle`: it flips the binding on click and Space, and shows the style's body.
final class ToggleNode: ControlNode {
  private var isOn = Binding<Bool>.constant(false)
  private var isMixed = false
  private var label = AnyView(EmptyView())
  private var isBuiltInStyle = true
  private var styleFadesItself = false

  func update(isOn: Binding<Bool>, isMixed: Bool, label: AnyView) {
    self.isOn = isOn
    self.isMixed = isMixed
    self.label = label
    rebuild()
  }

  private func rebuild() {
    let style = environment.toggleStyle ?? AnyToggleStyle(DefaultToggleStyle())
    isBuiltInStyle = style.isBuiltIn
    styleFadesItself = style.fadesItself
    var configuration = ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(content: label), isOn: isOn)
    configuration.isMixed = isMixed
    let body = style.makeBody(configuration)
    // Both are type-erased: the content's node stays one type whichever style is in effect.
    setContent(style.isBuiltIn ? body : AnyView(body.environment(\.toggleStyle, style.outer)))
  }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    super.environmentDidChange(newEnvironment)
    rebuild()
  }

  override var handlesPointer: Bool { isBuiltInStyle }
  override var fadesWhenDisabled: Bool { isBuiltInStyle && !styleFadesItself }
  override var acceptsInput: Bool { environment.isEnabled && isBuiltInStyle }

  override func pointerDragged(to point: CGPoint) {
    setPressed(frame.contains(point))
  }

  override func pointerUp(at point: CGPoint, inside: Bool) {
    setPressed(false)
    if inside { flip() }
  }

  override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.key == .space, event.modifiers.isDisjoint(with: [.control, .command, .option]) else {
      return false
    }
    flip()
    return true
  }

  /// Turns the toggle on or off, as a click does; a menu item's does when chosen.
  func flip() {
    guard environment.isEnabled else { return }
    isOn.wrappedValue.toggle()
  }

  /// Whether the toggle is on (for a mixed one, whether all it stands for are).
  var showsOn: Bool { isOn.wrappedValue }
  /// Whether the toggle stands for several values that are not all the same.
  var showsMixed: Bool { isMixed }

  override var typeName: String { "Toggle" }
}
