/// A style's body as a view of its own, so that the style's dynamic properties (its
/// `@Environment` values, its `@State`) are linked to a node and read there, as SwiftUI reads a
/// style's: a style used to be asked for its body outside any view, where they read defaults.
/// `DynamicProperties` knows this type by its type descriptor and looks into its `style`.
struct StyleBodyView<Style, Configuration, Content: View>: View {
  let style: Style
  let configuration: Configuration
  let makeBody: @MainActor (Style, Configuration) -> Content

  var body: Content { makeBody(style, configuration) }
}

extension StyleBodyView {
  /// The name of the field whose struct's dynamic properties are linked to this view's node.
  static var styleFieldName: String { "style" }
}
