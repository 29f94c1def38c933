/// A button that pastes the clipboard's values of one type: those copied in the app as they
/// were, or the system clipboard's text converted.
///
/// ```swift
/// PasteButton(payloadType: String.self) { strings in
///     notes.append(contentsOf: strings)
/// }
/// ```
public struct PasteButton: View {
  private let paste: (any Clipboard) -> Void
  /// The graph the button is in, whose clipboard it reads when clicked.
  @State private var link = GraphLink()

  /// A button that hands the clipboard's values, as `T`s, to `onPaste`; nothing happens when the
  /// clipboard holds none.
  public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
    paste = { clipboard in
      TransferClipboard.paste(T.self, from: clipboard) { items in
        if !items.isEmpty { onPaste(items) }
      }
    }
  }

  /// The view's content: a Paste button with the clipboard symbol.
  public var body: some View {
    Button {
      if let graph = link.graph { paste(graph.clipboard) }
    } label: {
      Label("Paste", systemImage: "doc.on.clipboard")
    }
    .modifier(GraphLinkModifier(link: link))
  }
}

/// Where a view's action finds the graph it runs in.
@MainActor
final class GraphLink {
  weak var graph: ViewGraph?
}

/// Points a `GraphLink` at the graph its node is in.
struct GraphLinkModifier: PrimitiveModifier {
  typealias NodeType = GraphLinkNode
  let link: GraphLink
}

/// The node of `GraphLinkModifier`.
final class GraphLinkNode: PassThroughNode<GraphLinkModifier> {
  override func didInstall() { modifier.link.graph = graph }

  override func modifierDidChange(from old: GraphLinkModifier) { modifier.link.graph = graph }
}
