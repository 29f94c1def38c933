/// A layout node's frame and opacity animators and the removed views it still draws, kept apart
/// from the node and made only for nodes that animate.
final class NodeAnimations {
  /// The presented frame, moving towards where layout put the node.
  var frame: ValueAnimator<AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>>
  /// The node's presented frame, `frame`'s value rounded to the pixel grid.
  var presentedFrame: CGRect
  /// The opacity a view fades in or out with when inserted or removed in an animated change.
  var appearance = ValueAnimator(1.0)
  /// Views removed in an animated change, still drawn until their transition ends.
  var ghosts: [(node: LayoutNode, end: Double)] = []

  /// Animators at rest at `frame`, fully opaque.
  init(frame: CGRect) {
    self.frame = ValueAnimator(frame.animatableData)
    presentedFrame = frame
  }
}
