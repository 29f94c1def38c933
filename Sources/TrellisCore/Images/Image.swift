/// A view that shows an image: a PNG or JPEG from a bundle's resources, a built-in vector
/// symbol, or decoded pixels. `AsyncImage` loads one from a URL.
///
/// An image has a fixed size — its size in pixels, halved for `@2x` files — unless made
/// `resizable()`, when it fills what it is offered; pair that with `scaledToFit()` or
/// `scaledToFill()` to keep its proportions. Symbols are drawn in the foreground style at the size
/// of the current font.
/// ```swift
/// Image("cat", bundle: .module).resizable().scaledToFit().frame(width: 120)
/// Image(systemName: "heart.fill").foregroundStyle(.pink)
/// ```
public struct Image: Equatable, Sendable {
  enum Source: Equatable, Sendable {
    /// A resource file, searched for in these folders.
    case named(String, folders: [String])
    case system(String)
    case pixels(ImageBuffer, scale: CGFloat)

    static func == (lhs: Source, rhs: Source) -> Bool {
      switch (lhs, rhs) {
      case (.named(let a, let fa), .named(let b, let fb)): a == b && fa == fb
      case (.system(let a), .system(let b)): a == b
      case (.pixels(let a, let sa), .pixels(let b, let sb)): a === b && sa == sb
      default: false
      }
    }
  }

  /// How an image draws: in its own colors, or as a shape in the foreground style.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// The image's own colors.
    case original
    /// Only the image's opacity counts; it is filled with the foreground style.
    case template
  }

  /// How an image is resampled when drawn at another size.
  public typealias Interpolation = ImageInterpolation

  /// How a resizable image fills its frame.
  public enum ResizingMode: Hashable, Sendable {
    /// The image is stretched to the frame.
    case stretch
    /// The image repeats at its own size.
    case tile
  }

  /// The relative size of symbol images.
  public enum Scale: Hashable, Sendable, CaseIterable {
    case small, medium, large
  }

  let source: Source
  var isResizable = false
  var resizingMode = ResizingMode.stretch
  var interpolation = ImageInterpolation.high
  var renderingMode: TemplateRenderingMode?
  var isAntialiased = true

  init(source: Source) { self.source = source }

  /// The image named `name` in `bundle`'s resources (the main bundle when nil): the file
  /// `name.png`, `name@2x.png` drawn at half its pixel size, or `name.jpg`.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(source: .named(name, folders: ImageLocator.folders(of: bundle ?? .main)))
  }

  /// The image named `name` in `bundle`, described for accessibility by `label`.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    self.init(name, bundle: bundle)
  }

  /// The image named `name` in `bundle`, left out of accessibility descriptions.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
  }

  /// A built-in symbol drawn in the foreground style, sized to the current font: "checkmark",
  /// "star.fill", "heart", "chevron.right", "trash", "gear", "magnifyingglass", "folder",
  /// "doc.text", "pawprint.fill" and more (`Image.systemNames` lists them). An unknown name shows a question-mark box.
  public init(systemName: String) {
    self.init(source: .system(systemName))
  }

  /// An image of decoded pixels, `scale` pixels per point, left out of accessibility descriptions.
  public init(decorative pixels: ImageBuffer, scale: CGFloat = 1) {
    let clean = scale.isFinite && scale > 0 ? scale : 1
    if clean != scale { ViewGraph.warnOnce("image scale \(scale) is not a positive number; using 1") }
    self.init(source: .pixels(pixels, scale: clean))
  }

  /// The names `Image(systemName:)` draws.
  public static var systemNames: [String] { SymbolCatalog.names }

  /// The image stretched (or tiled) to fill the size it is offered.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image
  {
    var copy = self
    copy.isResizable = true
    copy.resizingMode = resizingMode
    return copy
  }

  /// The image resampled with `interpolation` when drawn at another size (`.none` keeps pixels sharp).
  public func interpolation(_ interpolation: Interpolation) -> Image {
    var copy = self
    copy.interpolation = interpolation
    return copy
  }

  /// The image drawn in its own colors or as a template in the foreground style; nil for the
  /// default (symbols are templates, files are not).
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.renderingMode = renderingMode
    return copy
  }

  /// The image's edges smoothed (the default) or not.
  public func antialiased(_ isAntialiased: Bool) -> Image {
    var copy = self
    copy.isAntialiased = isAntialiased
    return copy
  }

  /// Whether the image is drawn in the foreground style.
  var isTemplate: Bool {
    if let renderingMode { return renderingMode == .template }
    if case .system = source { return true }
    return false
  }
}
