/// A style's body as a view of its own, so that the style's dynamic properties (its
/// `@Environment` values, its `@State`) are linked to a node and read there, as SwiftUI reads a
/// style's: a style used to be asked for its body outside any view, where they read defaults.
struct StyleBodyView<Style, Configuration, Content: View>: View {
  let style: Style
  let configuration: Configuration
  let makeBody: @MainActor (Style, Configuration) -> Content

  var body: Content { makeBody(style, configuration) }
}

/// Implementation detail: the style protocols whose bodies run in a view of their own, so that
/// a style's dynamic properties are linked to that view's node. One protocol, so that working
/// out a view type's properties asks one conformance of each field, not one per style kind.
public protocol _StyleWithBody {}
