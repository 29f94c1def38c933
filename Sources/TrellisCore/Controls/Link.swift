/// A control that opens a URL when clicked, or activated with Space or Return while focused,
/// through the environment's `openURL` action. It reads as a link: in the tint color, with a
/// pointing hand over it.
///
/// ```swift
/// Link("Trellis on GitHub", destination: URL(string: "https://github.com/example/trellis")!)
/// ```
public struct Link<Label: View> {
  let destination: URL
  let label: Label

  /// A link with a custom label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }
}

extension Link where Label == Text {
  /// A link with a text label.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

extension Link: PrimitiveView {
  /// Implementation detail: makes the node.
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = LinkNode(parent: parent)
    node.update(destination: view.destination, label: AnyView(view.label))
    return node
  }

  /// Implementation detail: updates the node.
  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: LinkNode.self).update(destination: view.destination, label: AnyView(view.label))
  }
}

/// The node of a `Link`: it opens its destination on a click that ends inside it, and on Space
/// or Return while focused.
final class LinkNode: ControlNode, PointerStyleSource {
  private var destination: URL?

  func update(destination: URL, label: AnyView) {
    self.destination = destination
    setContent(LinkLabel(label: label))
  }

  var pointerStyle: PointerStyle? { environment.isEnabled ? .link : nil }

  override func pointerDragged(to point: CGPoint) {
    setPressed(frame.contains(point))
  }

  override func pointerUp(at point: CGPoint, inside: Bool) {
    setPressed(false)
    if inside { open() }
  }

  override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.key == .space || event.key == .returnKey,
      event.modifiers.isDisjoint(with: [.control, .command, .option])
    else { return false }
    open()
    return true
  }

  private func open() {
    guard environment.isEnabled, let destination else { return }
    environment.openURL(destination)
  }

  override func drawControl(into list: inout DisplayListBuilder) {
    super.drawControl(into: &list)
    if isFocused {
      ControlDrawing.focusRing(around: frame.insetBy(dx: -3, dy: 0), radius: 4, palette: palette, into: &list)
    }
  }

  override var typeName: String { "Link" }
}

/// A link's label in the tint color, dimmed while pressed.
struct LinkLabel: View {
  let label: AnyView
  @Environment(\.tint) private var tint
  @Environment(\.isControlPressed) private var isPressed

  var body: some View {
    label.foregroundStyle((tint ?? .accentColor).opacity(isPressed ? 0.7 : 1))
  }
}
