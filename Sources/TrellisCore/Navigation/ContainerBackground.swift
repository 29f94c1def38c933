/// The container a `.containerBackground(_:for:)` fills.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  let kind: Int

  /// The page of a navigation stack the view is in: filled below the bar.
  public static let navigation = ContainerBackgroundPlacement(kind: 0)
  /// A column of a navigation split view. Not filled in Trellis yet.
  public static let navigationSplitView = ContainerBackgroundPlacement(kind: 1)
  /// The window. Not filled in Trellis, whose windows keep the window background.
  public static let window = ContainerBackgroundPlacement(kind: 2)
  /// A tab of a tab view. Not filled in Trellis yet.
  public static let tabView = ContainerBackgroundPlacement(kind: 3)
  /// A widget, which Linux desktops do not have.
  public static let widget = ContainerBackgroundPlacement(kind: 4)
}

extension View {
  /// Fills the container this view is in with `style`: for `.navigation`, the navigation
  /// stack's page below its bar, behind the page's content. The outermost such modifier on a
  /// page wins. Other placements change nothing yet.
  ///
  /// ```swift
  /// NavigationStack {
  ///     List(notes) { NoteRow(note: $0) }
  ///         .scrollContentBackground(.hidden)
  ///         .containerBackground(.teal.gradient, for: .navigation)
  /// }
  /// ```
  public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement)
    -> some View
  {
    let setting: NavigationChromeModifier.Setting? =
      container == .navigation ? .containerBackground(AnyShapeStyle(style)) : nil
    return modifier(NavigationChromeModifier(setting: setting))
  }
}
