/// What an `Image` shows once its source is looked up: pixels, a symbol, or the placeholder of a
/// name that was not found.
enum ImageContent {
  case pixels(ImageBuffer, scale: CGFloat)
  case symbol(SystemSymbol)
  case missing

  /// Looks up `image`'s source, decoding files with `loader`; warns once about names not found.
  /// A symbol is looked up in `variants` (`.symbolVariant`), falling back to plainer ones.
  static func resolve(
    _ image: Image, variants: SymbolVariants = .none, loader: (URL) -> ImageBuffer?
  ) -> ImageContent {
    switch image.source {
    case .pixels(let buffer, let scale):
      return .pixels(buffer, scale: scale)
    case .system(let name):
      for candidate in variants.candidates(for: name) {
        if let symbol = SymbolCatalog.symbol(named: candidate) { return .symbol(symbol) }
      }
      ViewGraph.warnOnce("no system image named \"\(name)\"; Image.systemNames lists the built-in symbols")
      return .missing
    case .named(let name, let folders):
      guard let file = ImageLocator.file(named: name, in: folders) else {
        ViewGraph.warnOnce("no image named \"\(name)\" (\(name).png) in \(folders.first ?? "the bundle")")
        return .missing
      }
      guard let buffer = loader(file.url), buffer.width > 0, buffer.height > 0 else {
        ViewGraph.warnOnce(
          "the image \(file.url.path) could not be decoded (Trellis reads PNG and JPEG files)")
        return .missing
      }
      return .pixels(buffer, scale: file.scale)
    }
  }

  /// Whether the image is drawn at the size of the current font.
  var followsFont: Bool {
    if case .pixels = self { return false }
    return true
  }

  /// The image's own size in points, in `environment` (the font sizes symbols).
  func naturalSize(in environment: EnvironmentValues) -> CGSize {
    switch self {
    case .pixels(let buffer, let scale):
      return CGSize(width: CGFloat(buffer.width) / scale, height: CGFloat(buffer.height) / scale)
    case .symbol(let symbol):
      return symbol.size(font: ImageContent.font(in: environment), scale: environment.imageScale)
    case .missing:
      return SymbolCatalog.placeholder.size(
        font: ImageContent.font(in: environment), scale: environment.imageScale)
    }
  }

  static func font(in environment: EnvironmentValues) -> ResolvedFont {
    (environment.font ?? .body).resolved(at: environment.dynamicTypeSize)
  }

  /// The drawing commands for `image` in `rect`.
  func items(for image: Image, in rect: CGRect, environment: EnvironmentValues, tinting: inout ImageTinting)
    -> [DisplayItem]
  {
    let font = ImageContent.font(in: environment)
    switch self {
    case .symbol(let symbol):
      let paint = ForegroundStyle()._resolvePaint(in: environment, bounds: rect)
      return symbol.items(in: rect, paint: paint, fontWeight: font.weight)
    case .missing:
      let paint = HierarchicalShapeStyle.secondary._resolvePaint(in: environment, bounds: rect)
      // A resized placeholder keeps its proportions in the middle of the frame.
      let side = min(rect.width, rect.height)
      let box = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
      return SymbolCatalog.placeholder.items(in: box, paint: paint, fontWeight: font.weight)
    case .pixels(let buffer, let scale):
      var drawn = buffer
      if image.isTemplate {
        let paint = ForegroundStyle()._resolvePaint(in: environment, bounds: rect)
        drawn = tinting.tinted(buffer, with: paint)
      }
      guard image.isResizable, image.resizingMode == .tile else {
        return [.image(drawn, frame: rect, interpolation: image.interpolation)]
      }
      return ImageContent.tiles(
        drawn, tileSize: CGSize(width: CGFloat(buffer.width) / scale, height: CGFloat(buffer.height) / scale),
        in: rect, interpolation: image.interpolation)
    }
  }

  /// The image repeated at its own size across `rect`, clipped to it.
  static func tiles(
    _ buffer: ImageBuffer, tileSize: CGSize, in rect: CGRect, interpolation: ImageInterpolation
  )
    -> [DisplayItem]
  {
    guard tileSize.width > 0, tileSize.height > 0 else { return [] }
    let columns = Int((rect.width / tileSize.width).rounded(.up))
    let rows = Int((rect.height / tileSize.height).rounded(.up))
    guard columns * rows <= 10_000 else {
      ViewGraph.warnOnce("a tiled image needs \(columns * rows) tiles; stretching it instead")
      return [.image(buffer, frame: rect, interpolation: interpolation)]
    }
    var items: [DisplayItem] = [.pushClip(Path(rect), eoFill: false)]
    for row in 0..<rows {
      for column in 0..<columns {
        let origin = CGPoint(
          x: rect.minX + CGFloat(column) * tileSize.width, y: rect.minY + CGFloat(row) * tileSize.height)
        items.append(
          .image(buffer, frame: CGRect(origin: origin, size: tileSize), interpolation: interpolation))
      }
    }
    items.append(.popClip)
    return items
  }
}
