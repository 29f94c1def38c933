/// The color precision of an offscreen layer.
public enum ColorRenderingMode: Hashable, Sendable {
  /// 8 bits per channel in sRGB.
  case nonLinear
  /// Linear sRGB; Trellis draws in 8-bit sRGB in every mode.
  case linear
  /// Extended-range linear sRGB; Trellis draws in 8-bit sRGB in every mode.
  case extendedLinear
}

struct LayerGroupModifier: PrimitiveModifier {
  typealias NodeType = LayerGroupNode
  let name: String
  /// Whether the layer is painted once into an image and reused while its content is unchanged.
  var caches = false
}

/// `.drawingGroup` and `.compositingGroup`: draws the content as one layer, so effects applied
/// outside (opacity, shadow) treat it as a single image.
final class LayerGroupNode: PassThroughNode<LayerGroupModifier> {
  /// The content drawn last frame, and its painted image once it has held still.
  private var lastContent: [DisplayItem] = []
  private var cached: (image: ImageBuffer, rect: CGRect, scale: CGFloat)?

  override func modifierDidChange(from old: LayerGroupModifier) {}

  override func draw(into list: inout DisplayListBuilder) {
    var content = DisplayListBuilder()
    super.draw(into: &content)
    guard !content.items.isEmpty else {
      lastContent = []
      cached = nil
      return
    }
    let bounds = DisplayItemBounds.of(content.items)
    if modifier.caches, let image = cachedImage(for: content.items, bounds: bounds) {
      list.append(.image(image.image, frame: image.rect, interpolation: .none))
      return
    }
    list.append(.pushLayer(LayerEffects(bounds: bounds)))
    list.items.append(contentsOf: content.items)
    list.append(.popLayer)
  }

  /// The layer as an image: reused while the content is unchanged; painted when the content
  /// was the same in the last frame too (content that changes every frame, as an animation,
  /// is drawn directly instead of being painted twice).
  private func cachedImage(for items: [DisplayItem], bounds: CGRect?) -> (image: ImageBuffer, rect: CGRect)? {
    let unchanged =
      items.count == lastContent.count && zip(items, lastContent).allSatisfy { $0.isSameDrawing(as: $1) }
    lastContent = items
    let scale = graph.scale > 0 ? graph.scale : 1
    guard unchanged, let bounds, bounds.width > 0, bounds.height > 0, bounds.isFiniteRect else {
      cached = nil
      return nil
    }
    // Whole device pixels, so the image lands on the pixel grid.
    let rect = CGRect(
      x: (bounds.minX * scale).rounded(.down) / scale, y: (bounds.minY * scale).rounded(.down) / scale,
      width: 0, height: 0)
    let size = CGSize(
      width: ((bounds.maxX * scale).rounded(.up) / scale) - rect.minX,
      height: ((bounds.maxY * scale).rounded(.up) / scale) - rect.minY)
    let frame = CGRect(origin: rect.origin, size: size)
    if let cached, cached.rect == frame, cached.scale == scale { return (cached.image, frame) }
    guard let rasterize = graph.services.rasterizer else { return nil }
    let shifted =
      [DisplayItem.pushTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))] + items + [
        .popTransform
      ]
    guard let image = rasterize(DisplayList(items: shifted), frame.size, scale) else { return nil }
    cached = (image, frame, scale)
    return (image, frame)
  }
}

extension View {
  /// Flattens the view's drawing into one layer before it is composited.
  ///
  /// In SwiftUI this moves drawing to an offscreen Metal layer. Trellis paints the content, once
  /// it holds still for a frame, into an image that is reused until the content changes; content
  /// that changes every frame (an animation) is drawn directly. Use it for many shapes that
  /// should be drawn, faded or shadowed as one.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    modifier(LayerGroupModifier(name: "DrawingGroup", caches: true))
  }

  /// Composites the view's drawing as one layer, so that outer effects such as `.opacity` apply
  /// to the whole rather than to each part.
  public func compositingGroup() -> some View {
    modifier(LayerGroupModifier(name: "CompositingGroup"))
  }
}
