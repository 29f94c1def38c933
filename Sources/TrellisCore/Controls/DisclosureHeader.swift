/// The label row of a `DisclosureGroup`: the chevron, then the label.
struct DisclosureHeader: PrimitiveView {
  let isExpanded: Binding<Bool>
  let label: AnyView

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = DisclosureHeaderNode(parent: parent)
    node.update(isExpanded: view.isExpanded, label: view.label)
    return node
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: DisclosureHeaderNode.self).update(isExpanded: view.isExpanded, label: view.label)
  }
}

/// The node of a disclosure group's label row: a click or Space flips the binding, animated as
/// SwiftUI animates a disclosure unless the change is already in a transaction of its own.
final class DisclosureHeaderNode: ControlNode {
  /// The side of the square the chevron sits in.
  static let chevronBox: CGFloat = 16
  /// The gap between the chevron's square and the label.
  static let labelGap: CGFloat = 4
  /// How far content is indented: to the label's leading edge.
  static let indent: CGFloat = chevronBox + labelGap
  /// The gap between the label row and the content.
  static let contentGap: CGFloat = 6

  private var isExpanded = Binding<Bool>.constant(false)

  func update(isExpanded: Binding<Bool>, label: AnyView) {
    self.isExpanded = isExpanded
    setContent(
      HStack(spacing: Self.labelGap) {
        DisclosureChevron(isExpanded: isExpanded.wrappedValue)
        label
      })
  }

  override func pointerDragged(to point: CGPoint) {
    setPressed(frame.contains(point))
  }

  override func pointerUp(at point: CGPoint, inside: Bool) {
    setPressed(false)
    if inside { setExpanded(!isExpanded.wrappedValue) }
  }

  override func keyDown(_ event: KeyEvent) -> Bool {
    guard event.modifiers.isDisjoint(with: [.control, .command, .option]) else { return false }
    // The arrows point the way the chevron turns: trailing to expand, leading to collapse.
    let expandKey: KeyEvent.Key = environment.layoutDirection == .rightToLeft ? .left : .right
    let collapseKey: KeyEvent.Key = environment.layoutDirection == .rightToLeft ? .right : .left
    switch event.key {
    case .space: setExpanded(!isExpanded.wrappedValue)
    case expandKey: setExpanded(true)
    case collapseKey: setExpanded(false)
    default: return false
    }
    return true
  }

  private func setExpanded(_ expanded: Bool) {
    guard environment.isEnabled, expanded != isExpanded.wrappedValue else { return }
    let binding = isExpanded
    if Transaction.current.animation != nil || Transaction.current.disablesAnimations {
      binding.wrappedValue = expanded
    } else {
      withAnimation(.easeInOut(duration: 0.2)) { binding.wrappedValue = expanded }
    }
  }

  override func drawControl(into list: inout DisplayListBuilder) {
    super.drawControl(into: &list)
    if isFocused {
      ControlDrawing.focusRing(around: frame.insetBy(dx: -3, dy: 0), radius: 4, palette: palette, into: &list)
    }
  }

  override var typeName: String { "DisclosureGroup" }
}

/// The chevron of a disclosure group: pointing at the label's trailing side when collapsed,
/// turned a quarter down when expanded.
struct DisclosureChevron: View {
  let isExpanded: Bool
  @Environment(\.isControlHovered) private var isHovered
  @Environment(\.isControlPressed) private var isPressed
  @Environment(\.layoutDirection) private var layoutDirection

  var body: some View {
    let rightToLeft = layoutDirection == .rightToLeft
    let emphasis = isPressed ? 0.9 : (isHovered ? 0.75 : 0.55)
    ChevronShape(pointsLeft: rightToLeft)
      .stroke(
        Color.primary.opacity(emphasis), style: StrokeStyle(lineWidth: 1.6, lineCap: .round, lineJoin: .round)
      )
      .frame(width: DisclosureHeaderNode.chevronBox, height: DisclosureHeaderNode.chevronBox)
      .rotationEffect(.degrees(isExpanded ? (rightToLeft ? -90 : 90) : 0))
  }
}

/// A chevron pointing sideways, 4.5 points wide and 9 high, centered in its rectangle.
struct ChevronShape: Shape {
  var pointsLeft = false

  func path(in rect: CGRect) -> Path {
    let halfWidth: CGFloat = 2.25
    let halfHeight: CGFloat = 4.5
    let tipX = rect.midX + (pointsLeft ? -halfWidth : halfWidth)
    let tailX = rect.midX + (pointsLeft ? halfWidth : -halfWidth)
    var path = Path()
    path.move(to: CGPoint(x: tailX, y: rect.midY - halfHeight))
    path.addLine(to: CGPoint(x: tipX, y: rect.midY))
    path.addLine(to: CGPoint(x: tailX, y: rect.midY + halfHeight))
    return path
  }
}
