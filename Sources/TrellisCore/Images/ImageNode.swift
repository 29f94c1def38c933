extension Image: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    ImageNode(image: view, parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: ImageNode.self).update(image: view)
  }
}

/// The layout node of an `Image`: fixed at its natural size unless resizable, when it takes the
/// proposal (its natural size in unspecified dimensions).
final class ImageNode: LayoutNode {
  private(set) var image: Image
  private var resolved: ImageContent
  private var tinting = ImageTinting()
  /// The `.symbolVariant` the image was looked up in.
  private var variants = SymbolVariants.none

  init(image: Image, parent: _Node) {
    self.image = image
    self.resolved = .missing
    super.init(parent: parent)
    variants = environment.symbolVariants
    resolved = ImageContent.resolve(image, variants: variants, loader: graph.services.imageLoader)
  }

  func update(image newImage: Image) {
    guard newImage != image else { return }
    if newImage.source != image.source {
      resolved = ImageContent.resolve(newImage, variants: variants, loader: graph.services.imageLoader)
    }
    image = newImage
    invalidateLayout()
  }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    super.environmentDidChange(newEnvironment)
    if case .system = image.source, environment.symbolVariants != variants {
      variants = environment.symbolVariants
      resolved = ImageContent.resolve(image, variants: variants, loader: graph.services.imageLoader)
    }
    // Symbols take their size from the font; everything takes its tint from the foreground style.
    if resolved.followsFont { invalidateLayout() } else { graph.setNeedsDisplay(frame) }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let natural = resolved.naturalSize(in: environment)
    guard image.isResizable else { return natural }
    return proposal.replacingUnspecifiedDimensions(by: natural)
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    guard resolved.followsFont,
      key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key
    else { return nil }
    let natural = resolved.naturalSize(in: environment)
    guard natural.height > 0 else { return nil }
    let baseline = SystemSymbol.baseline(height: natural.height, font: ImageContent.font(in: environment))
    return baseline * size.height / natural.height
  }

  override func draw(into list: inout DisplayListBuilder) {
    guard frame.width > 0, frame.height > 0 else { return }
    for item in resolved.items(for: image, in: frame, environment: environment, tinting: &tinting) {
      list.append(item)
    }
  }

  override var typeName: String { "Image" }
}
