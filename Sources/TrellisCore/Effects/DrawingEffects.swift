struct OpacityModifier: PrimitiveModifier {
  typealias NodeType = OpacityNode
  let opacity: Double
}

/// `.opacity`: draws the content in a layer composited at an opacity.
final class OpacityNode: PassThroughNode<OpacityModifier> {
  // Made with the node, from the first value, so that the first change animates from it.
  private var opacity: ValueAnimator<Double>

  required init(modifier: OpacityModifier, parent: _Node) {
    opacity = ValueAnimator(modifier.opacity)
    super.init(modifier: modifier, parent: parent)
  }

  override func modifierDidChange(from old: OpacityModifier) {
    if opacity.set(
      modifier.opacity, animation: graph.animation(for: self), now: graph.passTime, environment: environment)
    {
      graph.startAnimating(self)
    }
    graph.setNeedsDisplay(frame)
  }

  override func advanceAnimations(to time: Double) -> Bool {
    let base = super.advanceAnimations(to: time)
    return opacity.advance(to: time) || base
  }

  override func draw(into list: inout DisplayListBuilder) {
    let opacity = self.opacity.presented
    if opacity >= 1 { return super.draw(into: &list) }
    if opacity <= 0 { return }
    list.group(.pushLayer(LayerEffects(opacity: opacity, bounds: nil)), .popLayer) { super.draw(into: &$0) }
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    opacity.presented <= 0 ? nil : super.hitTest(point)
  }
}

struct ClipModifier<S: Shape>: PrimitiveModifier {
  typealias NodeType = ClipNode<S>
  let shape: S
  let style: FillStyle
}

/// `.clipShape` and `.clipped`: draws and hit tests the content only inside a shape in its bounds.
final class ClipNode<S: Shape>: PassThroughNode<ClipModifier<S>> {
  override func modifierDidChange(from old: ClipModifier<S>) { graph.setNeedsDisplay(frame) }

  private var path: Path {
    ContainerShapeContext.path(of: modifier.shape, in: frame, environment: environment)
  }

  override func draw(into list: inout DisplayListBuilder) {
    list.group(.pushClip(path, eoFill: modifier.style.isEOFilled), .popClip) { super.draw(into: &$0) }
  }

  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    path.contains(point, eoFill: modifier.style.isEOFilled) ? super.hitTest(point) : nil
  }

  override func contains(_ point: CGPoint) -> Bool {
    path.contains(point, eoFill: modifier.style.isEOFilled)
  }
}

struct TransformEffectModifier: PrimitiveModifier {
  typealias NodeType = TransformEffectNode
  enum Kind: Equatable {
    case scale(CGSize, UnitPoint)
    case rotation(Angle, UnitPoint)
    case matrix(CGAffineTransform)
  }
  let kind: Kind
}

/// `.scaleEffect`, `.rotationEffect` and `.transformEffect`: transform drawing and hit testing
/// around an anchor without changing layout.
final class TransformEffectNode: TransformingNode<TransformEffectModifier> {
  /// Scale x, scale y, and rotation in radians, animated together.
  private var values: ValueAnimator<AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Double>>

  required init(modifier: TransformEffectModifier, parent: _Node) {
    values = ValueAnimator(Self.values(of: modifier.kind))
    super.init(modifier: modifier, parent: parent)
  }

  private static func values(of kind: TransformEffectModifier.Kind) -> AnimatablePair<
    AnimatablePair<CGFloat, CGFloat>, Double
  > {
    switch kind {
    case .scale(let scale, _): AnimatablePair(AnimatablePair(scale.width, scale.height), 0)
    case .rotation(let angle, _): AnimatablePair(AnimatablePair(1, 1), angle.radians)
    case .matrix: AnimatablePair(AnimatablePair(1, 1), 0)
    }
  }

  override func modifierDidChange(from old: TransformEffectModifier) {
    if values.set(
      Self.values(of: modifier.kind), animation: graph.animation(for: self), now: graph.passTime,
      environment: environment)
    {
      graph.startAnimating(self)
    }
    graph.setNeedsDisplay(frame)
  }

  override func advanceAnimations(to time: Double) -> Bool {
    let base = super.advanceAnimations(to: time)
    return values.advance(to: time) || base
  }

  var transform: CGAffineTransform {
    let presented = values.presented
    switch modifier.kind {
    case .scale(_, let anchor):
      let a = anchor.point(in: frame)
      return CGAffineTransform(translationX: -a.x, y: -a.y)
        .concatenating(CGAffineTransform(scaleX: presented.first.first, y: presented.first.second))
        .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
    case .rotation(_, let anchor):
      let a = anchor.point(in: frame)
      return CGAffineTransform(translationX: -a.x, y: -a.y)
        .concatenating(CGAffineTransform(rotationAngle: presented.second))
        .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
    case .matrix(let matrix):
      return CGAffineTransform(translationX: -frame.minX, y: -frame.minY).concatenating(matrix)
        .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
    }
  }

  override func draw(into list: inout DisplayListBuilder) {
    let transform = self.transform
    if transform.isIdentity { return super.draw(into: &list) }
    if transform.a == 0 && transform.b == 0 || transform.c == 0 && transform.d == 0 { return }
    list.group(.pushTransform(transform), .popTransform) { super.draw(into: &$0) }
  }

  override func untransformed(_ point: CGPoint) -> CGPoint? { point.applying(transform.inverted()) }
}

extension View {
  /// Draws the view at `opacity` (0…1).
  public func opacity(_ opacity: Double) -> some View {
    modifier(OpacityModifier(opacity: opacity.isNaN ? 1 : min(max(opacity, 0), 1)))
  }

  /// Shows only the part of the view inside `shape`, fitted to the view's bounds.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(ClipModifier(shape: shape, style: style))
  }

  /// Shows only the part of the view inside its bounds.
  public func clipped(antialiased: Bool = false) -> some View {
    clipShape(Rectangle())
  }

  /// Clips the view to a rounded rectangle of `radius`.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
  }

  /// Scales the view's drawing by `scale` around `anchor`, without changing layout.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(TransformEffectModifier(kind: .scale(scale, anchor)))
  }

  /// Scales the view's drawing by `s` around `anchor`, without changing layout.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }

  /// Scales the view's drawing by `x`, `y` around `anchor`, without changing layout.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }

  /// Rotates the view's drawing by `angle` around `anchor`, without changing layout.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(TransformEffectModifier(kind: .rotation(angle, anchor)))
  }

  /// Transforms the view's drawing, relative to its top-left corner, without changing layout.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    modifier(TransformEffectModifier(kind: .matrix(transform)))
  }
}
