/// The padding that spaces a view from the window around it (`.scenePadding`).
public struct ScenePadding: Equatable, Sendable {
  let length: CGFloat

  /// The recommended spacing between a window's edges and its root view: 20 points, as on
  /// macOS.
  public static let minimum = ScenePadding(length: 20)
}

extension View {
  /// Pads the view on `edges` by the spacing a window's root view keeps from the window's edges
  /// (20 points, as on macOS).
  ///
  /// ```swift
  /// WindowGroup {
  ///     ContentView().scenePadding()
  /// }
  /// ```
  public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    scenePadding(.minimum, edges: edges)
  }

  /// Pads the view on `edges` by `padding`'s amount.
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
    self.padding(edges, padding.length)
  }
}
