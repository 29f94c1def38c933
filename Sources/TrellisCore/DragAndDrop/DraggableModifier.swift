/// `.draggable`: what a drag from the view carries, and what follows the pointer.
struct DraggableModifier<Preview: View>: PrimitiveModifier {
  typealias NodeType = DraggableNode<Preview>
  /// Made when a drag begins, not at every evaluation, as SwiftUI's autoclosure is.
  let payload: () -> any Transferable
  /// The custom preview; nil to drag the view's own drawing.
  let preview: Preview?
}

extension View {
  /// Lets people drag the view to a ``View/dropDestination(for:action:isTargeted:)``, carrying
  /// `payload`; the view itself, translucent, follows the pointer.
  ///
  /// ```swift
  /// Text(note.title)
  ///     .draggable(note)
  /// ```
  ///
  /// The payload is made when a drag begins. A drag begins once a press on the view has moved
  /// three points, and Escape cancels it.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
    modifier(DraggableModifier<EmptyView>(payload: payload, preview: nil))
  }

  /// Lets people drag the view, carrying `payload`, with `preview` centered on the pointer.
  public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View {
    modifier(DraggableModifier(payload: payload, preview: preview()))
  }
}
