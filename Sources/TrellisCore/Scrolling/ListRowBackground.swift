struct ListRowBackgroundModifier<Background: View>: PrimitiveModifier {
  typealias NodeType = ListRowBackgroundNode<Background>
  let background: Background
}

/// The key under which a row's `.listRowBackground` node answers its list.
struct ListRowBackgroundKey {}

/// A row's background in a list: the list places it over the whole row, padding included, and
/// draws it behind the row's selection and content.
@MainActor
protocol ListRowBackgroundProvider: AnyObject {
  /// Lays the background out over `rect`, the row's full rectangle (root coordinates).
  func placeBackground(in rect: CGRect)
  /// Draws the background.
  func drawBackground(into list: inout DisplayListBuilder)
}

/// `.listRowBackground`: lays out and draws as its content; the background view is laid out and
/// drawn by the list around it.
final class ListRowBackgroundNode<Background: View>: ModifierNode<ListRowBackgroundModifier<Background>>,
  ListRowBackgroundProvider
{
  private var backgroundContent: _Node?
  private var backgroundNodes: [LayoutNode] {
    var result: [LayoutNode] = []
    backgroundContent?.collectLayoutNodes(into: &result)
    return result
  }

  override var appearsInLayoutTree: Bool { false }
  override var childNodes: [_Node] { [content, backgroundContent].compactMap { $0 } }

  override func forEachChild(_ body: (_Node) -> Void) {
    if let content { body(content) }
    if let backgroundContent { body(backgroundContent) }
  }

  override func didInstall() {
    backgroundContent = Background._makeNode(modifier.background, parent: self)
  }

  override func modifierDidChange(from old: ListRowBackgroundModifier<Background>) {
    if let backgroundContent { Background._updateNode(backgroundContent, with: modifier.background) }
    // The list places the background: a new one needs placing.
    invalidateLayout()
  }

  override func layoutValue(_ key: ObjectIdentifier) -> Any? {
    key == ObjectIdentifier(ListRowBackgroundKey.self) ? self : super.layoutValue(key)
  }

  func placeBackground(in rect: CGRect) {
    let proposal = ProposedViewSize(rect.size)
    for node in backgroundNodes {
      let size = node.sizeThatFits(proposal)
      node.place(
        in: CGRect(
          x: rect.minX + (rect.width - size.width) / 2, y: rect.minY + (rect.height - size.height) / 2,
          width: size.width, height: size.height), proposal: proposal)
    }
  }

  func drawBackground(into list: inout DisplayListBuilder) {
    for node in backgroundNodes { node.drawSubtree(into: &list) }
  }
}

extension View {
  /// Puts `view` behind this row of a `List` or `Form`, over the whole row, padding included,
  /// in place of the list's plain background; the row's selection still shows over it. Outside a
  /// list it does nothing.
  ///
  /// ```swift
  /// List(tasks) { task in
  ///     Text(task.title)
  ///         .listRowBackground(task.isUrgent ? Color.red.opacity(0.2) : nil)
  /// }
  /// ```
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(ListRowBackgroundModifier(background: view))
  }
}
