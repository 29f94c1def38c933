/// Several views in the navigation bar at one placement, side by side.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// A group of items at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public var _toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)] {
    [(placement, AnyView(HStack(spacing: 8) { content }))]
  }
}
