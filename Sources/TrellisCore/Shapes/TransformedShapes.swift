/// A shape moved by an offset.
public struct OffsetShape<Content: Shape> {
  /// The shape moved.
  public var shape: Content
  /// How far it moves.
  public var offset: CGSize
}

extension OffsetShape: Shape {
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
  public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
    OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
  }
}

/// A shape rotated around an anchor in its bounds.
public struct RotatedShape<Content: Shape> {
  /// The shape rotated.
  public var shape: Content
  /// The rotation, clockwise on screen.
  public var angle: Angle
  /// The point it turns around, in its bounds.
  public var anchor: UnitPoint
}

extension RotatedShape: Shape {
  public func path(in rect: CGRect) -> Path {
    let a = anchor.point(in: rect)
    let transform = CGAffineTransform(translationX: -a.x, y: -a.y)
      .concatenating(CGAffineTransform(rotationAngle: angle.radians.isFinite ? angle.radians : 0))
      .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
    return shape.path(in: rect).applying(transform)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
  public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
    RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
  }
}

/// A shape scaled around an anchor in its bounds.
public struct ScaledShape<Content: Shape> {
  /// The shape scaled.
  public var shape: Content
  /// The horizontal and vertical factors.
  public var scale: CGSize
  /// The point that stays put, in its bounds.
  public var anchor: UnitPoint
}

extension ScaledShape: Shape {
  public func path(in rect: CGRect) -> Path {
    let a = anchor.point(in: rect)
    let sx = scale.width.isFinite ? scale.width : 1
    let sy = scale.height.isFinite ? scale.height : 1
    let transform = CGAffineTransform(translationX: -a.x, y: -a.y)
      .concatenating(CGAffineTransform(scaleX: sx, y: sy))
      .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
    return shape.path(in: rect).applying(transform)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape transformed by an affine transform, relative to its bounds' origin.
public struct TransformedShape<Content: Shape> {
  /// The shape transformed.
  public var shape: Content
  /// The transform.
  public var transform: CGAffineTransform
}

extension TransformedShape: Shape {
  public func path(in rect: CGRect) -> Path {
    let relative = CGAffineTransform(translationX: -rect.minX, y: -rect.minY).concatenating(transform)
      .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
    return shape.path(in: rect).applying(relative)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
  /// The shape moved by `offset`.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

  /// The shape moved by `offset`.
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }

  /// The shape moved by `x`, `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// The shape rotated by `angle` around `anchor`.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape scaled by `x`, `y` around `anchor`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// The shape scaled by `scale` around `anchor`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// The shape transformed by `transform`, relative to its bounds' origin.
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
}
