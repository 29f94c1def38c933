/// Shows a list of search suggestions under its content (the search field) while `isShown`.
struct SuggestionsPanelModifier: PrimitiveModifier {
  static var _appliesToEachViewOfAList: Bool { false }
  typealias NodeType = SuggestionsPanelOwnerNode
  let isShown: Bool
  let suggestions: AnyView
  /// The rows' highlight and what choosing one does.
  let context: SearchSuggestionsContext
  /// Told the completions of the rows, in order, when they change.
  let completionsChanged: @MainActor ([String]) -> Void
  /// Closes the list until the text changes: a press outside it and the field does.
  let dismiss: @MainActor () -> Void
}

/// The node of the field's suggestions: lays out as the field, and while the list shows keeps its
/// panel in the root's popups, with this node as the panel's parent for the environment.
final class SuggestionsPanelOwnerNode: PassThroughNode<SuggestionsPanelModifier> {
  private var panel: SuggestionsPanelNode?

  override func didInstall() {
    super.didInstall()
    synchronize()
  }

  override func modifierDidChange(from old: SuggestionsPanelModifier) { synchronize() }

  override func forEachChild(_ body: (_Node) -> Void) {
    super.forEachChild(body)
    if let panel { body(panel) }
  }

  override func dispose() {
    removePanel()
    super.dispose()
  }

  private func synchronize() {
    guard modifier.isShown else { return removePanel() }
    let completionsChanged = modifier.completionsChanged
    let suggestions = modifier.suggestions
    let highlighted = modifier.context.highlighted
    // A list longer than the window scrolls, and follows the highlight the arrow keys move.
    let rows = ScrollViewReader { proxy in
      ScrollView {
        VStack(alignment: .leading, spacing: 0) { suggestions }
      }
      .onChange(of: highlighted) { _, completion in
        if let completion { proxy.scrollTo(SearchCompletionScrollID(completion: completion)) }
      }
    }
    .onPreferenceChange(SearchCompletionsKey.self) { completionsChanged($0) }
    .environment(\.searchSuggestionsContext, modifier.context)
    .environment(\.searchSuggestions, nil)
    if let panel {
      panel.setContent(rows)
      return
    }
    let made = SuggestionsPanelNode(owner: self, dismiss: { [weak self] in self?.modifier.dismiss() })
    made.setContent(rows)
    panel = made
    graph.root.popups.append(made)
    graph.setNeedsDisplay(.infinite)
  }

  private func removePanel() {
    guard let panel else { return }
    self.panel = nil
    graph.root.popups.removeAll { $0 === panel }
    graph.setNeedsDisplay(.infinite)
    panel.dispose()
  }
}

/// The list under a search field: its suggestions at their ideal height in a menu-like panel at
/// least as wide as the field. Unlike a popover it takes neither focus nor the clicks outside it,
/// so typing goes on in the field and a click elsewhere lands where it was aimed, closing the list.
final class SuggestionsPanelNode: LayoutNode, InteractiveNode, PointerObserver {
  private unowned let owner: LayoutNode
  private let dismiss: () -> Void
  /// The panel's rectangle (root coordinates) from the last placement.
  private(set) var panel = CGRect.zero

  static let inset: CGFloat = 5
  static let gap: CGFloat = 4
  static let margin: CGFloat = 6
  /// The tallest the panel grows, about fifteen rows; a longer list scrolls.
  static let maximumHeight: CGFloat = 400

  init(owner: LayoutNode, dismiss: @escaping () -> Void) {
    self.owner = owner
    self.dismiss = dismiss
    super.init(parent: owner)
    graph.pointerObservers.add(self)
  }

  override func dispose() {
    graph.pointerObservers.remove(self)
    super.dispose()
  }

  func pointerMoved(to point: CGPoint) {}
  func pointerExited() {}

  func pointerPressed(at point: CGPoint) {
    if !panel.contains(point) && !owner.frame.contains(point) { dismiss() }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    let content = subviews
    let field = owner.frame
    let ideal = content.first.map { $0.sizeThatFits(.unspecified) } ?? .zero
    guard let list = content.first, ideal.height > 0 else {
      panel = .zero
      for node in content { node.place(in: CGRect(origin: field.origin, size: .zero), proposal: .zero) }
      return
    }
    let width = min(max(field.width, Self.finite(ideal.width) + Self.inset * 2), rect.width - Self.margin * 2)
    let wanted = min(Self.finite(ideal.height) + Self.inset * 2, Self.maximumHeight)
    var x = environment.layoutDirection == .rightToLeft ? field.maxX - width : field.minX
    x = max(rect.minX + Self.margin, min(x, rect.maxX - Self.margin - width))
    // Under the field, or above it when the window has more room there than below; a list
    // taller than the room scrolls.
    let below = rect.maxY - Self.margin - (field.maxY + Self.gap)
    let above = field.minY - Self.gap - (rect.minY + Self.margin)
    let height: CGFloat
    let y: CGFloat
    if wanted <= below || below >= above {
      height = min(wanted, max(0, below))
      y = field.maxY + Self.gap
    } else {
      height = min(wanted, max(0, above))
      y = field.minY - Self.gap - height
    }
    panel = graph.roundToPixels(CGRect(x: x, y: y, width: max(0, width), height: height))
    let inner = panel.insetBy(dx: Self.inset, dy: Self.inset)
    list.place(in: inner, proposal: ProposedViewSize(inner.size))
  }

  private static func finite(_ length: CGFloat) -> CGFloat { length.isFinite ? max(0, length) : 0 }

  // A click on the panel between suggestions lands nowhere rather than on what lies below.
  var acceptsInput: Bool { true }
  func pointerDown(at point: CGPoint) {}
  func pointerUp(at point: CGPoint, inside: Bool) {}

  override func contains(_ point: CGPoint) -> Bool { panel.contains(point) }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    guard panel.contains(point) else { return nil }
    return super.hitTest(point) ?? self
  }

  override func draw(into list: inout DisplayListBuilder) {
    guard !panel.isEmpty else { return }
    ControlDrawing.popupPanel(panel, palette: ControlPalette(environment), into: &list)
    super.draw(into: &list)
  }

  override var typeName: String { "SearchSuggestions" }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    guard !panel.isEmpty else { return [] }
    return [LayoutTreeNode(type: typeName, frame: panel, children: subviews.flatMap { $0.layoutTreeNodes() })]
  }
}
