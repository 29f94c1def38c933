/// A view in the navigation bar, at a placement.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public var _toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)] {
    [(placement, AnyView(content))]
  }
}

extension ToolbarItem where ID == Void {
  /// An item at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item with an identifier, at `placement`.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}
