/// A shape drawn only between two fractions of its outline's length.
public struct _TrimmedShape<S: Shape> {
  /// The shape trimmed.
  public var shape: S
  /// Where the kept part starts, as a fraction (0…1) of the outline.
  public var startFraction: CGFloat
  /// Where the kept part ends, as a fraction (0…1) of the outline.
  public var endFraction: CGFloat
}

extension _TrimmedShape: Shape {
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

  /// The fractions and the shape's own data, so that a progress ring animates smoothly.
  public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, S.AnimatableData> {
    get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
    set {
      startFraction = newValue.first.first
      endFraction = newValue.first.second
      shape.animatableData = newValue.second
    }
  }
}

extension Shape {
  /// The part of the shape's outline between `startFraction` and `endFraction` of its length.
  ///
  /// Outlines of the built-in round shapes start at their rightmost point and run clockwise:
  /// ```swift
  /// Circle()
  ///     .trim(from: 0, to: progress)
  ///     .stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
  ///     .rotationEffect(.degrees(-90))
  /// ```
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}
