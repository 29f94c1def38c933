/// Presents a modal layer (a sheet, an alert, a dialog) over the window while a condition holds.
struct PresentationModifier<Layer: View>: PrimitiveModifier {
  static var _appliesToEachViewOfAList: Bool { false }
  typealias NodeType = PresentationNode<Layer>
  /// Whether the layer shows.
  let isShown: Bool
  /// Makes the layer's view, given the action that dismisses it.
  let makeLayer: @MainActor (DismissAction) -> Layer
  /// Turns the condition off (writes the binding).
  let hide: @MainActor () -> Void
  let onDismiss: (() -> Void)?
  /// Whether the layer's content ends the presentation on Escape (sheets, alerts with no
  /// cancel button do; the cancel button's shortcut does it otherwise).
  let dismissesOnEscape: Bool
}

extension PresentationModifier {
  /// A layer shown while `isPresented` is true, which dismissing sets to false; Escape
  /// dismisses it.
  init(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
    makeLayer: @escaping @MainActor (DismissAction) -> Layer
  ) {
    self.init(
      isShown: isPresented.wrappedValue, makeLayer: makeLayer, hide: { isPresented.wrappedValue = false },
      onDismiss: onDismiss, dismissesOnEscape: true)
  }

  /// A layer shown for `item` while it is not nil, which dismissing sets to nil; Escape
  /// dismisses it. `makeLayer` gets the item shown when the layer is made.
  init<Item>(
    item: Binding<Item?>, onDismiss: (() -> Void)?,
    makeLayer: @escaping @MainActor (Item?, DismissAction) -> Layer
  ) {
    let current = item.wrappedValue
    self.init(
      isShown: current != nil, makeLayer: { dismiss in makeLayer(current, dismiss) },
      hide: { item.wrappedValue = nil }, onDismiss: onDismiss, dismissesOnEscape: true)
  }
}

/// The node of a presentation: lays out as its content; the layer it presents lives in the root's
/// popups, above everything, with this node as its parent so that it inherits the environment.
final class PresentationNode<Layer: View>: PassThroughNode<PresentationModifier<Layer>> {
  private var layer: ModalLayerNode?

  override func didInstall() {
    super.didInstall()
    synchronize()
  }

  override func modifierDidChange(from old: PresentationModifier<Layer>) {
    synchronize()
  }

  override func forEachChild(_ body: (_Node) -> Void) {
    super.forEachChild(body)
    // Environment changes reach the presented layer too.
    if let layer { body(layer) }
  }

  override func dispose() {
    removeLayer()
    super.dispose()
  }

  private var dismissAction: DismissAction {
    DismissAction { [weak self] in self?.modifier.hide() }
  }

  private func synchronize() {
    if modifier.isShown {
      let makeLayer = modifier.makeLayer
      let dismiss = dismissAction
      let content = DeferredContent { makeLayer(dismiss) }
      if let layer {
        layer.setContent(content)
        layer.dismissesOnEscape = modifier.dismissesOnEscape
      } else {
        let made = ModalLayerNode(parent: self, dismiss: dismissAction)
        made.dismissesOnEscape = modifier.dismissesOnEscape
        made.setContent(content)
        layer = made
        graph.root.popups.append(made)
        graph.setFocus(made)
        graph.setNeedsDisplay(.infinite)
      }
    } else if layer != nil {
      removeLayer()
      if let onDismiss = modifier.onDismiss {
        // After this update, as SwiftUI calls it once the presentation is gone.
        graph.enqueueAction(onDismiss)
      }
    }
  }

  private func removeLayer() {
    guard let layer else { return }
    self.layer = nil
    graph.root.popups.removeAll { $0 === layer }
    graph.setFocus(nil)
    layer.dispose()
    graph.setNeedsDisplay(.infinite)
  }
}
