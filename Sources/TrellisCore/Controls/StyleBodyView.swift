/// A style's body as a view of its own, so that the style's dynamic properties (its
/// `@Environment` values, its `@State`) are linked to a node and read there, as SwiftUI reads a
/// style's: a style used to be asked for its body outside any view, where they read defaults.
struct StyleBodyView<Style, Configuration, Content: View>: View {
  let style: Style
  let configuration: Configuration
  let makeBody: @MainActor (Style, Configuration) -> Content

  var body: Content { makeBody(style, configuration) }
}

/// The style protocols whose values keep dynamic properties inside a `StyleBodyView`.
@MainActor
enum StyleTypes {
  /// Whether `type` is a style whose fields the view holding it links.
  static func contains(_ type: Any.Type) -> Bool {
    type is any ButtonStyle.Type || type is any PrimitiveButtonStyle.Type || type is any ToggleStyle.Type
      || type is any LabelStyle.Type || type is any GroupBoxStyle.Type
  }
}
