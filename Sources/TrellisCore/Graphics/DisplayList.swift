/// A flat list of drawing commands in window points (top-left origin), the output of layout and
/// the input of a painter. Layout never draws; a painter never lays out.
public struct DisplayList: Sendable {
  /// The commands, in painting order (back to front).
  public var items: [DisplayItem]

  /// A display list of `items`.
  public init(items: [DisplayItem] = []) { self.items = items }
}

/// One drawing command. Push and pop commands nest and always come in pairs.
public enum DisplayItem: Sendable {
  /// Fills a path.
  case fill(Path, Paint, eoFill: Bool)
  /// Strokes a path.
  case stroke(Path, Paint, StrokeStyle)
  /// Draws text laid out within `frame`, as measured by the `TextMeasurer`.
  case text(TextRequest, frame: CGRect, paint: Paint)
  /// Draws an image scaled into `frame`.
  case image(ImageBuffer, frame: CGRect, interpolation: ImageInterpolation)
  /// Clips what follows, until the matching `popClip`, to a path.
  case pushClip(Path, eoFill: Bool)
  /// Ends the innermost clip.
  case popClip
  /// Transforms what follows, until the matching `popTransform`.
  case pushTransform(CGAffineTransform)
  /// Ends the innermost transform.
  case popTransform
  /// Draws what follows, until the matching `popLayer`, into a separate layer and composites it
  /// with the given effects.
  case pushLayer(LayerEffects)
  /// Ends the innermost layer.
  case popLayer
}

/// Effects applied when a layer is composited.
public struct LayerEffects: Equatable, Sendable {
  /// The layer's opacity, 0…1.
  public var opacity: Double
  /// A Gaussian blur radius in points; 0 for none.
  public var blurRadius: CGFloat
  /// A drop shadow drawn beneath the layer.
  public var shadow: Shadow?
  /// How the layer combines with what is drawn behind it.
  public var blendMode: BlendMode
  /// Whether the layer is a mask rather than a drawing: what the enclosing layer drew before it
  /// is kept only where this layer is opaque, faded where it is translucent, and erased where it
  /// draws nothing (at the top level, that is the whole window). Its blend mode is ignored.
  public var isMask: Bool
  /// A color matrix applied to each of the layer's pixels before it is composited (and before
  /// its blur and shadow); nil for none.
  public var colorMatrix: ColorMatrix? {
    get { colorMatrixStorage.first }
    set { colorMatrixStorage = newValue.map { [$0] } ?? [] }
  }
  // Out of line: a matrix is 96 bytes, and inline it made every display item, of every kind,
  // that much larger to copy, compare and paint.
  private var colorMatrixStorage: [ColorMatrix] = []
  /// The layer's bounds, in points, when known: a painter may restrict its work to them.
  public var bounds: CGRect?
  /// A perspective transform, in the current coordinates, that the layer's content is drawn
  /// through; nil for none. The painter draws what lies inside `bounds` and projects it.
  public var projection: ProjectionTransform? {
    get { projectionStorage.first }
    set { projectionStorage = newValue.map { [$0] } ?? [] }
  }
  // Out of line, as the color matrix is.
  private var projectionStorage: [ProjectionTransform] = []

  /// Layer effects.
  public init(
    opacity: Double = 1, blurRadius: CGFloat = 0, shadow: Shadow? = nil, blendMode: BlendMode = .normal,
    isMask: Bool = false, colorMatrix: ColorMatrix? = nil, bounds: CGRect? = nil,
    projection: ProjectionTransform? = nil
  ) {
    self.opacity = opacity
    self.blurRadius = blurRadius
    self.shadow = shadow
    self.blendMode = blendMode
    self.isMask = isMask
    self.colorMatrix = colorMatrix
    self.bounds = bounds
    self.projection = projection
  }

  /// A drop shadow.
  public struct Shadow: Equatable, Sendable {
    /// The shadow's color.
    public var color: Color.Resolved
    /// The blur radius in points.
    public var radius: CGFloat
    /// The shadow's offset in points.
    public var offset: CGSize

    /// A drop shadow.
    public init(color: Color.Resolved, radius: CGFloat, offset: CGSize) {
      self.color = color
      self.radius = radius
      self.offset = offset
    }
  }
}

/// How an image is resampled when drawn at another size.
public enum ImageInterpolation: Sendable {
  case none, low, medium, high
}

/// Decoded pixels: 32-bit premultiplied ARGB in native byte order (cairo's ARGB32), row by row.
public final class ImageBuffer: @unchecked Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Bytes per row.
  public let stride: Int
  /// The pixel bytes; never mutated after creation (hence safe to share).
  public let pixels: [UInt8]

  /// An image of the given pixels.
  public init(width: Int, height: Int, stride: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.stride = stride
    self.pixels = pixels
  }
}
