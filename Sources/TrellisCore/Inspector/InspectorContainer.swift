/// A view with an inspector: the view, and while the inspector is presented, a trailing column
/// of the full height holding the inspector's content, behind a divider that resizes it.
struct InspectorContainer<Content: View, Inspector: View>: View {
  let content: Content
  let isPresented: Binding<Bool>
  let inspector: Inspector
  @State private var column = InspectorColumn()

  var body: some View {
    HStack(spacing: 0) {
      content.frame(maxWidth: .infinity, maxHeight: .infinity)
      if isPresented.wrappedValue {
        HStack(spacing: 0) {
          Divider()
          inspector
            .environment(\.inspectorColumn, column)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
        .frame(width: column.width)
        .overlay(alignment: .leading) { InspectorDivider(column: column) }
        .transition(.move(edge: .trailing))
      }
    }
    .animation(.default, value: isPresented.wrappedValue)
    .focusedSceneValue(\.inspectorPresentation, isPresented)
  }
}

/// The handle over the inspector's divider: dragging it sideways resizes the column within its
/// limits, and a double-click gives it back its ideal width.
struct InspectorDivider: View {
  /// The handle's width, the divider's line included.
  static let handleWidth: CGFloat = 5

  let column: InspectorColumn
  @Environment(\.layoutDirection) private var layoutDirection

  var body: some View {
    // Towards the content is leftwards, unless the layout runs right to left.
    let towardsContent: CGFloat = layoutDirection == .rightToLeft ? 1 : -1
    Color.clear
      .frame(width: Self.handleWidth)
      .contentShape(Rectangle())
      .pointerStyle(.columnResize)
      .onTapGesture(count: 2) { column.resetWidth() }
      .gesture(
        DragGesture(minimumDistance: 1)
          .onChanged { value in column.drag(by: value.translation.width * towardsContent) }
          .onEnded { _ in column.endDrag() }
      )
      .accessibilityIdentifier("inspector-divider")
  }
}
