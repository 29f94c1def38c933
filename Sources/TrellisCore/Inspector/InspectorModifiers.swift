extension View {
  /// Shows `content` in an inspector: a column of the window's full height at the trailing edge
  /// of this view, which narrows to make room, while `isPresented` is true.
  ///
  /// ```swift
  /// Canvas(shapes: shapes)
  ///     .inspector(isPresented: $showsInspector) {
  ///         ShapeInspector(shape: selected)
  ///             .inspectorColumnWidth(min: 200, ideal: 260, max: 400)
  ///     }
  /// ```
  ///
  /// Dragging the divider before the column resizes it, within the limits that
  /// `.inspectorColumnWidth` sets inside `content`; a double-click on it gives the column back
  /// its ideal width. `InspectorCommands` adds a shortcut that shows and hides it.
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
    InspectorContainer(content: self, isPresented: isPresented, inspector: content())
  }

  /// Sets a fixed width for the inspector column whose content this is.
  public func inspectorColumnWidth(_ width: CGFloat) -> some View {
    modifier(
      InspectorColumnWidthModifier(width: NavigationSplitColumnWidth(min: width, ideal: width, max: width)))
  }

  /// Sets the width the inspector column whose content this is starts at, and the range that
  /// dragging its divider keeps it in; a nil bound stays at `ideal`.
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    modifier(
      InspectorColumnWidthModifier(width: NavigationSplitColumnWidth(min: min, ideal: ideal, max: max)))
  }
}

/// Hands an inspector's width limits to its column.
struct InspectorColumnWidthModifier: PrimitiveModifier {
  typealias NodeType = InspectorColumnWidthNode
  let width: NavigationSplitColumnWidth
}

/// Keeps the column's limits those of the modifier, and takes them back when it leaves.
final class InspectorColumnWidthNode: PassThroughNode<InspectorColumnWidthModifier> {
  private weak var column: InspectorColumn?

  override func didInstall() {
    super.didInstall()
    apply()
  }

  override func modifierDidChange(from old: InspectorColumnWidthModifier) {
    if old.width != modifier.width { apply() }
  }

  override func dispose() {
    if let column, column.limits == modifier.width { column.limits = nil }
    super.dispose()
  }

  private func apply() {
    guard let column = column ?? environment.inspectorColumn else { return }
    self.column = column
    if column.limits != modifier.width { column.limits = modifier.width }
  }
}
