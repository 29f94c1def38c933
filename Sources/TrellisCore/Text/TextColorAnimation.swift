/// A text's solid color moving from one value to another, kept out of line by `TextNode`.
final class TextColorAnimation {
  /// A color's red, green, blue and opacity, as `Color.Resolved` animates them.
  typealias Components = AnimatablePair<AnimatablePair<Float, Float>, AnimatablePair<Float, Float>>

  var animator: ValueAnimator<Components>

  init(_ animator: ValueAnimator<Components>) {
    self.animator = animator
  }
}
