extension View {
  /// Shows `text` in a tooltip when the pointer rests on this view for a moment; it goes when
  /// the pointer leaves the view or presses.
  ///
  /// ```swift
  /// Button("Sync", action: sync).help("Fetch the latest changes")
  /// ```
  public func help(_ text: String) -> some View { help(Text(verbatim: text)) }

  /// Shows `text` in a tooltip when the pointer rests on this view for a moment; see
  /// ``help(_:)-(String)``.
  public func help(_ text: Text) -> some View { modifier(TooltipModifier(label: text)) }
}

struct TooltipModifier: PrimitiveModifier {
  typealias NodeType = TooltipNode
  let label: Text
}

/// Closes the tooltips open in a graph when the pointer presses, as macOS does.
@MainActor
enum Tooltips {
  static func pointerPressed(in graph: ViewGraph) {
    for case let panel as TooltipPanelNode in graph.root.popups { panel.owner?.pointerPressed() }
  }
}
