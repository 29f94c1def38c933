/// A style of the app's with its type erased, kept in the environment: its body for a control's
/// configuration, and the style it was set inside (see ``NestedStyle``). (Unchecked: it is made
/// and used on the main actor only.)
struct ErasedStyle<Configuration>: NestedStyle, @unchecked Sendable {
  let makeBody: @MainActor (Configuration) -> AnyView
  var outerStyles: [ErasedStyle] = []

  /// Erases `style`, whose body `body` makes; the body runs inside a `StyleBodyView`, so that the
  /// style's own `@Environment` and `@State` work.
  @MainActor init<Style, Body: View>(
    _ style: Style, body: @escaping @MainActor (Style, Configuration) -> Body
  ) {
    makeBody = { AnyView(StyleBodyView(style: style, configuration: $0, makeBody: body)) }
  }
}
