/// The drawing surface of a `Canvas`: fill and stroke paths, draw text and images, with an
/// opacity, clips, filters and a transform that apply to what is drawn after they are set.
///
/// A context is a value: a copy changed with `clip(to:)`, `translateBy(x:y:)` or `opacity`
/// draws with its own state while the original keeps its own.
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
///     context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
public struct GraphicsContext {
  /// Collects the drawing commands of one canvas pass; shared by every copy of its context.
  final class Recorder {
    var items: [DisplayItem] = []
    let measurer: any TextMeasurer
    let loader: (URL) -> ImageBuffer?
    var tinting = ImageTinting()

    init(measurer: any TextMeasurer, loader: @escaping (URL) -> ImageBuffer?) {
      self.measurer = measurer
      self.loader = loader
    }
  }

  let recorder: Recorder
  /// From canvas coordinates to the window's.
  let base: CGAffineTransform
  /// Clips in canvas coordinates.
  private var clips: [(path: Path, eoFill: Bool)] = []
  private var filters: [Filter] = []

  /// The environment of the canvas: its foreground style, color scheme and font.
  public var environment: EnvironmentValues
  /// The opacity of what is drawn next, 0…1.
  public var opacity: Double = 1
  /// The transform from the coordinates drawn in to the canvas' (top-left origin, points).
  public var transform: CGAffineTransform = .identity

  init(recorder: Recorder, base: CGAffineTransform, environment: EnvironmentValues) {
    self.recorder = recorder
    self.base = base
    self.environment = environment
  }

  // MARK: Transforms

  /// Moves the origin of what is drawn next by `x`, `y`.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(translationX: x, y: y))
  }

  /// Scales what is drawn next by `x`, `y`.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(scaleX: x, y: y))
  }

  /// Rotates what is drawn next by `angle` (clockwise on screen) around the current origin.
  public mutating func rotate(by angle: Angle) {
    concatenate(CGAffineTransform(rotationAngle: angle.radians))
  }

  /// Applies `matrix` before the current transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    let values = [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty]
    guard values.allSatisfy(\.isFinite) else {
      ViewGraph.warnOnce("canvas transform has non-finite values; ignored")
      return
    }
    transform = matrix.concatenating(transform)
  }

  // MARK: Clips and filters

  /// Restricts what is drawn next to the inside of `path` (or, with `.inverse`, its outside).
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
  ) {
    var shape = path.applying(transform)
    var eoFill = style.isEOFilled
    if options.contains(.inverse) {
      // Outside the path: a huge rectangle with the path cut out of it.
      var outside = Path(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
      outside.addPath(shape)
      shape = outside
      eoFill = true
    }
    clips.append((shape, eoFill))
  }

  /// Applies `filter` to everything drawn next.
  public mutating func addFilter(_ filter: Filter) {
    filters.append(filter)
  }

  // MARK: Paths

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    let paint = shading.paint(in: environment, bounds: path.boundingRect).withOpacity(clampedOpacity)
    record(.fill(path, paint, eoFill: style.isEOFilled))
  }

  /// Strokes `path` with `shading` in `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    let paint = shading.paint(in: environment, bounds: path.boundingRect).withOpacity(clampedOpacity)
    record(.stroke(path, paint, style.sanitized))
  }

  /// Strokes `path` with `shading`, `lineWidth` points wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  // MARK: Text

  /// Text measured and styled for this context, ready to draw.
  public struct ResolvedText {
    let request: TextRequest
    let text: Text
    let measurer: any TextMeasurer
    /// How the text is colored; by default its own style or the context's foreground.
    public var shading: Shading?

    /// The text's size when laid out within `size`.
    public func measure(in size: CGSize) -> CGSize {
      measurer.measure(
        request, maxWidth: size.width.isFinite ? max(size.width, 0) : nil,
        maxHeight: size.height.isFinite ? max(size.height, 0) : nil
      ).size
    }
  }

  /// `text` styled with this context's environment.
  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(request: text.request(in: environment), text: text, measurer: recorder.measurer)
  }

  /// Draws `text` on one line (or its own lines) with `anchor` of its box at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// Draws resolved text with `anchor` of its box at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    guard point.isFinitePoint else {
      return ViewGraph.warnOnce("canvas text point is not finite; nothing drawn")
    }
    let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
    let frame = CGRect(
      x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width,
      height: size.height)
    drawText(text, in: frame)
  }

  /// Draws `text` wrapped to the width of `rect`, from its top-left corner.
  public func draw(_ text: Text, in rect: CGRect) {
    let resolved = resolve(text)
    let size = resolved.measure(in: rect.size)
    drawText(
      resolved,
      in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: min(size.height, rect.height)))
  }

  private func drawText(_ text: ResolvedText, in frame: CGRect) {
    guard frame.isFiniteRect, frame.width > 0, frame.height > 0 else { return }
    let paint =
      (text.shading.map { $0.paint(in: environment, bounds: frame) }
      ?? text.text.paint(in: environment, bounds: frame))
      .withOpacity(clampedOpacity)
    record(.text(text.request, frame: frame, paint: paint))
  }

  // MARK: Images

  /// An image looked up for this context, with its natural size.
  public struct ResolvedImage {
    let image: Image
    let content: ImageContent
    /// The image's size in points.
    public let size: CGSize
    /// Where text's baseline would cross the image, from its top.
    public let baseline: CGFloat
  }

  /// `image` looked up (decoded, or found among the symbols) for this context.
  public func resolve(_ image: Image) -> ResolvedImage {
    let content = ImageContent.resolve(image, loader: recorder.loader)
    let size = content.naturalSize(in: environment)
    let baseline =
      content.followsFont
      ? SystemSymbol.baseline(height: size.height, font: ImageContent.font(in: environment)) : size.height
    return ResolvedImage(image: image, content: content, size: size, baseline: baseline)
  }

  /// Draws `image` stretched into `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(resolve(image), in: rect, style: style)
  }

  /// Draws `image` at its natural size with `anchor` of it at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// Draws a resolved image stretched into `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    guard rect.isFiniteRect else {
      return ViewGraph.warnOnce("canvas image rectangle is not finite; nothing drawn")
    }
    let items = image.content.items(
      for: image.image.resizable(), in: rect.standardized, environment: environment,
      tinting: &recorder.tinting)
    let opacity = clampedOpacity
    if opacity < 1 {
      record([.pushLayer(LayerEffects(opacity: opacity))] + items + [.popLayer])
    } else {
      record(items)
    }
  }

  /// Draws a resolved image at its natural size with `anchor` of it at `point`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    guard point.isFinitePoint else {
      return ViewGraph.warnOnce("canvas image point is not finite; nothing drawn")
    }
    let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
    draw(image, in: CGRect(origin: origin, size: image.size))
  }

  // MARK: Layers

  /// Draws what `content` draws into a new layer, composited with this context's opacity,
  /// filters and clips as one image.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = GraphicsContext(
      recorder: Recorder(measurer: recorder.measurer, loader: recorder.loader), base: base,
      environment: environment)
    layer.transform = transform
    try content(&layer)
    guard !layer.recorder.items.isEmpty else { return }
    let opacity = clampedOpacity
    var items = layer.recorder.items
    if opacity < 1 { items = [.pushLayer(LayerEffects(opacity: opacity))] + items + [.popLayer] }
    wrap(items, transformed: false)
  }

  // MARK: Recording

  private var clampedOpacity: Double { opacity.isNaN ? 1 : min(max(opacity, 0), 1) }

  private func record(_ item: DisplayItem) { record([item]) }

  private func record(_ items: [DisplayItem]) {
    guard clampedOpacity > 0, !items.isEmpty else { return }
    wrap(items, transformed: true)
  }

  /// Appends `items` inside this context's clips and filters, and (for items in user
  /// coordinates) its transform.
  private func wrap(_ items: [DisplayItem], transformed: Bool) {
    var result: [DisplayItem] = []
    for clip in clips { result.append(.pushClip(clip.path.applying(base), eoFill: clip.eoFill)) }
    for filter in filters { result.append(.pushLayer(filter.effects)) }
    if transformed { result.append(.pushTransform(transform.concatenating(base))) }
    result += items
    if transformed { result.append(.popTransform) }
    result += Array(repeating: DisplayItem.popLayer, count: filters.count)
    result += Array(repeating: DisplayItem.popClip, count: clips.count)
    recorder.items += result
  }
}
