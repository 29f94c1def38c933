/// The container a `.containerBackground(_:for:)` fills.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  let kind: Int

  /// The page of a navigation stack the view is in: filled below the bar.
  public static let navigation = ContainerBackgroundPlacement(kind: 0)
  /// A column of a navigation split view. Not filled in Trellis yet.
  public static let navigationSplitView = ContainerBackgroundPlacement(kind: 1)
  /// The window: filled behind everything in it, over the window's own background.
  public static let window = ContainerBackgroundPlacement(kind: 2)
  /// A tab of a tab view. Not filled in Trellis yet.
  public static let tabView = ContainerBackgroundPlacement(kind: 3)
  /// A widget, which Linux desktops do not have.
  public static let widget = ContainerBackgroundPlacement(kind: 4)
}

extension View {
  /// Fills the container this view is in with `style`: for `.navigation`, the navigation
  /// stack's page below its bar, behind the page's content; for `.window`, the whole window,
  /// behind everything in it. The outermost such modifier wins. Other placements change
  /// nothing yet.
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
    let style = AnyShapeStyle(style)
    // One modifier type for every placement, so that a placement chosen at run time keeps the
    // view's identity.
    return
      self
      .modifier(
        NavigationChromeModifier(setting: container == .navigation ? .containerBackground(style) : nil)
      )
      .modifier(WindowContainerBackgroundModifier(style: container == .window ? style : nil))
  }
}
