/// A push or a pop made within an animation: the level leaving and the one arriving move side by
/// side across the content area. Only their drawing moves; layout puts the arriving level in
/// place at once, so clicks and the layout tree see the end state.
struct NavigationSlide {
  /// The level that was on top: covered by a push, or popped (then no longer in the graph, and
  /// drawn from here until the slide ends).
  let leaving: NavigationLevelNode
  /// Whether the new level comes in from the trailing side.
  let isPush: Bool
  let animation: Animation
  let start: Double
  /// How far along the slide is, 0 to 1 (a spring may overshoot).
  var fraction: Double = 0
}

extension NavigationStackNode {
  /// Moves the slide to `time`; returns whether it goes on.
  func advanceSlide(to time: Double) -> Bool {
    var running = false
    if var current = slide {
      let progress = current.animation.progress(after: time - current.start)
      if progress.isFinished {
        slide = nil
      } else {
        current.fraction = progress.fraction
        slide = current
        running = true
      }
      graph.setNeedsDisplay(frame)
    }
    return running
  }
}
