extension View {
  /// Shows `count` at the trailing edge of this view's `List` row, in a capsule as macOS lists
  /// do; zero shows nothing. Outside a list the view is unchanged, as in SwiftUI, which shows
  /// badges only in lists and tab items.
  public func badge(_ count: Int) -> some View {
    BadgedView(content: self, label: count == 0 ? nil : Text(verbatim: "\(count)"))
  }

  /// Shows `label` at the trailing edge of this view's `List` row (nil: no badge); see
  /// ``badge(_:)-(Int)``.
  public func badge(_ label: Text?) -> some View { BadgedView(content: self, label: label) }

  /// Shows `label` at the trailing edge of this view's `List` row (nil: no badge); see
  /// ``badge(_:)-(Int)``.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    BadgedView(content: self, label: label.map { Text($0) })
  }
}

/// A view with a badge, which only a list row shows.
struct BadgedView<Content: View>: PrimitiveView {
  let content: Content
  let label: Text?

  /// The row: the content leading, the badge trailing.
  private var row: some View {
    HStack(spacing: 8) {
      content.frame(maxWidth: .infinity, alignment: .leading)
      if let label { BadgeCapsule(label: label) }
    }
  }

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = BadgeNode(parent: parent)
    node.isInList = BadgeNode.isInList(parent)
    update(node, with: view)
    return node
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    update(unsafeDowncast(node, to: BadgeNode.self), with: view)
  }

  // The branch never changes for a node, so each keeps one content type.
  private static func update(_ node: BadgeNode, with view: Self) {
    if node.isInList {
      node.setContent(view.row)
    } else {
      node.setContent(view.content)
    }
  }
}

/// The node of a badged view, which knows whether it is in a list's rows.
final class BadgeNode: LayoutNode {
  var isInList = false

  /// Whether `node` is inside a `List`'s rows (not a `Form`'s).
  static func isInList(_ node: _Node?) -> Bool {
    var current = node
    while let node = current {
      if let rows = node as? RowsNode { return rows.style == .list }
      current = node.parent
    }
    return false
  }

  override var typeName: String { "Badge" }
}

/// The count or label of a list row's badge: small secondary text in a gray capsule; with
/// `.badgeProminence(.increased)`, white on red; with `.decreased`, secondary text alone.
struct BadgeCapsule: View {
  let label: Text
  @Environment(\.badgeProminence) private var prominence

  var body: some View {
    label
      .font(.caption)
      .monospacedDigit()
      .foregroundStyle(prominence == .increased ? AnyShapeStyle(Color.white) : AnyShapeStyle(.secondary))
      .lineLimit(1)
      .padding(.horizontal, prominence == .decreased ? 0 : 6)
      .padding(.vertical, 1)
      .background(Capsule().fill(capsuleColor))
      .fixedSize()
  }

  private var capsuleColor: Color {
    switch prominence {
    case .standard: Color.gray.opacity(0.22)
    case .increased: Color.red
    case .decreased: Color.clear
    }
  }
}
