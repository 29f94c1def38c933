extension View {
  /// Presents `content` in a popover, a panel with an arrow pointing at this view, while
  /// `isPresented` is true.
  ///
  /// The popover sits on the side of the view that `arrowEdge` names the opposite of (below it
  /// for `.top`, the default, as on macOS), or on the other side when the window has no room
  /// there. A click outside it or Escape closes it, setting `isPresented` to false, as does
  /// `@Environment(\.dismiss)` inside it. Tab moves focus among its controls while it is open.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modifier(
      PopoverModifier(
        isShown: isPresented.wrappedValue, makeContent: { AnyView(content()) },
        hide: { isPresented.wrappedValue = false }, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge))
  }

  /// Presents a popover for `item` while it is not nil; closing it sets `item` to nil, and a
  /// different item replaces the popover's content (and its state).
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let current = item.wrappedValue
    return modifier(
      PopoverModifier(
        isShown: current != nil,
        makeContent: { AnyView(current.map { content($0).id($0.id) }) },
        hide: { item.wrappedValue = nil }, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge))
  }
}

/// Presents a popover beside its content while a condition holds.
struct PopoverModifier: PrimitiveModifier {
  static var _appliesToEachViewOfAList: Bool { false }
  typealias NodeType = PopoverNode
  let isShown: Bool
  let makeContent: @MainActor () -> AnyView
  /// Turns the condition off (writes the binding).
  let hide: @MainActor () -> Void
  let attachmentAnchor: PopoverAttachmentAnchor
  let arrowEdge: Edge
}

/// The node of `.popover`: lays out as its content, and while the popover shows keeps its panel
/// in the root's popups, with this node as the panel's parent for the environment.
final class PopoverNode: PassThroughNode<PopoverModifier> {
  private var panel: PopoverPanelNode?

  override func didInstall() {
    super.didInstall()
    synchronize()
  }

  override func modifierDidChange(from old: PopoverModifier) { synchronize() }

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
    let content = DeferredContent(make: modifier.makeContent)
    if let panel {
      panel.attachmentAnchor = modifier.attachmentAnchor
      panel.arrowEdge = modifier.arrowEdge
      panel.setContent(content.environment(\.dismiss, dismissAction))
      return
    }
    let made = PopoverPanelNode(
      owner: self, attachmentAnchor: modifier.attachmentAnchor, arrowEdge: modifier.arrowEdge,
      dismiss: { [weak self] in self?.modifier.hide() })
    made.setContent(content.environment(\.dismiss, dismissAction))
    panel = made
    made.present()
  }

  private var dismissAction: DismissAction {
    DismissAction { [weak self] in self?.modifier.hide() }
  }

  private func removePanel() {
    guard let panel else { return }
    self.panel = nil
    panel.tearDown()
  }
}
