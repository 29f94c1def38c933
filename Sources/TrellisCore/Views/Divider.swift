/// A thin line that separates content: horizontal, across a vertical stack (or anywhere outside
/// a horizontal one), and vertical inside a horizontal stack.
public struct Divider: Sendable {
  /// A divider.
  public init() {}
}

extension Divider: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node { DividerNode(parent: parent) }
  public static func _updateNode(_ node: _Node, with view: Self) {}
}

final class DividerNode: LayoutNode {
  static let thickness: CGFloat = 1

  private var isVertical: Bool { enclosingStackAxis(of: self) == .horizontal }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    isVertical
      ? CGSize(width: Self.thickness, height: proposal.height ?? 10)
      : CGSize(width: proposal.width ?? 10, height: Self.thickness)
  }

  override func draw(into list: inout DisplayListBuilder) {
    guard frame.width > 0, frame.height > 0 else { return }
    list.append(.fill(Path(frame), .color(Color.separator.resolve(in: environment)), eoFill: false))
  }

  override var typeName: String { "Divider" }
}
