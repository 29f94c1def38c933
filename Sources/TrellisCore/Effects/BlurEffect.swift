struct BlurModifier: PrimitiveModifier {
  typealias NodeType = BlurNode
  let radius: CGFloat
  let isOpaque: Bool
}

/// `.blur`: draws the content in a layer blurred with a Gaussian of `radius` points.
final class BlurNode: PassThroughNode<BlurModifier> {
  // Made with the node, from the first radius, so that the first change animates from it.
  private var radius: ValueAnimator<CGFloat>

  required init(modifier: BlurModifier, parent: _Node) {
    radius = ValueAnimator(modifier.radius)
    super.init(modifier: modifier, parent: parent)
  }

  override func modifierDidChange(from old: BlurModifier) {
    if radius.set(
      modifier.radius, animation: graph.animation(for: self), now: graph.passTime, environment: environment)
    {
      graph.startAnimating(self)
    }
    graph.setNeedsDisplay(frame)
  }

  override func advanceAnimations(to time: Double) -> Bool {
    let base = super.advanceAnimations(to: time)
    return radius.advance(to: time) || base
  }

  override func draw(into list: inout DisplayListBuilder) {
    let radius = self.radius.presented
    guard radius > 0 else { return super.draw(into: &list) }
    var content = DisplayListBuilder()
    super.draw(into: &content)
    guard !content.items.isEmpty else { return }
    let effects = LayerEffects(blurRadius: radius, bounds: DisplayItemBounds.of(content.items))
    // An opaque blur keeps to the view's bounds instead of spreading past them.
    if modifier.isOpaque { list.append(.pushClip(Path(frame), eoFill: false)) }
    list.append(.pushLayer(effects))
    list.items.append(contentsOf: content.items)
    list.append(.popLayer)
    if modifier.isOpaque { list.append(.popClip) }
  }
}

extension View {
  /// Blurs the view's drawing by `radius` points. With `opaque`, the blur stays inside the view's
  /// bounds. Layout is unchanged.
  ///
  /// ```swift
  /// Image("photo").resizable().scaledToFill().blur(radius: 8)
  /// ```
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    modifier(BlurModifier(radius: cleanLength(radius, "blur radius") ?? 0, isOpaque: opaque))
  }
}
