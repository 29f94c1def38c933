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
}

/// `.drawingGroup` and `.compositingGroup`: draws the content as one layer, so effects applied
/// outside (opacity, shadow) treat it as a single image.
final class LayerGroupNode: PassThroughNode<LayerGroupModifier> {
  override func modifierDidChange(from old: LayerGroupModifier) {}

  override func draw(into list: inout DisplayListBuilder) {
    var content = DisplayListBuilder()
    super.draw(into: &content)
    guard !content.items.isEmpty else { return }
    list.append(.pushLayer(LayerEffects(bounds: DisplayItemBounds.of(content.items))))
    list.items.append(contentsOf: content.items)
    list.append(.popLayer)
  }
}

extension View {
  /// Flattens the view's drawing into one layer before it is composited.
  ///
  /// In SwiftUI this moves drawing to an offscreen Metal layer; Trellis wraps the content in a
  /// layer (bounded to what it paints) and keeps no raster cache across frames: the content is
  /// repainted, with cairo, whenever its part of the window is. Use it where many shapes should
  /// fade or cast a shadow as one.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    modifier(LayerGroupModifier(name: "DrawingGroup"))
  }

  /// Composites the view's drawing as one layer, so that outer effects such as `.opacity` apply
  /// to the whole rather than to each part.
  public func compositingGroup() -> some View {
    modifier(LayerGroupModifier(name: "CompositingGroup"))
  }
}
