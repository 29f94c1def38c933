/// The handle over the line between two columns: dragging it sideways resizes the column on its
/// leading side, within that column's limits, with the resize pointer over it.
struct NavigationSplitDivider: View {
  /// The handle's width: a few points either side of the one-point line.
  static let handleWidth: CGFloat = 7

  weak var split: NavigationSplitNode?
  let column: NavigationSplitViewColumn

  var body: some View {
    let split = split
    let column = column
    Color.clear
      .contentShape(Rectangle())
      .pointerStyle(.columnResize)
      .gesture(
        DragGesture(minimumDistance: 1)
          .onChanged { value in split?.dragDivider(after: column, by: value.translation.width) }
          .onEnded { _ in split?.endDividerDrag() }
      )
      .accessibilityIdentifier(column == .sidebar ? "split-divider-sidebar" : "split-divider-content")
  }
}
