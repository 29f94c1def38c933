struct ScrollVisibilityChangeModifier: PrimitiveModifier {
  typealias NodeType = ScrollVisibilityChangeNode
  /// The fraction of the view that must show for it to count as visible.
  let threshold: Double
  let action: (Bool) -> Void
}

/// `.onScrollVisibilityChange`: after each placement, works out how much of the view shows in
/// the nearest scroll view around it (or the window), and runs the action when that crosses the
/// threshold, once layout is done.
final class ScrollVisibilityChangeNode: PassThroughNode<ScrollVisibilityChangeModifier> {
  /// Whether the view counted as visible at the last placement; nil before the first.
  private var wasVisible: Bool?

  // New closures come with every update; they are used from the next placement on.
  override func modifierDidChange(from old: ScrollVisibilityChangeModifier) {}

  override func didPlace() {
    let visible = visibleFraction >= min(max(modifier.threshold.isNaN ? 0.5 : modifier.threshold, 0), 1)
    let old = wasVisible
    wasVisible = visible
    // A view first laid out out of sight has not changed: it never showed.
    guard old != visible, old != nil || visible else { return }
    let action = modifier.action
    graph.enqueueAppearAction { action(visible) }
  }

  /// How much of the view lies inside the viewport that shows it, from 0 to 1.
  private var visibleFraction: Double {
    let bounds = layoutFrame
    guard !bounds.isNull else { return 0 }
    let viewport = enclosingViewport
    let shown = bounds.intersection(viewport)
    guard !shown.isNull else { return 0 }
    let area = bounds.width * bounds.height
    // A view with no area shows entirely or not at all.
    guard area > 0 else { return viewport.contains(bounds.origin) ? 1 : 0 }
    return Double(shown.width * shown.height / area)
  }

  /// The frame of the nearest scroll view around, else of the window.
  private var enclosingViewport: CGRect {
    var current = parent
    while let node = current {
      if let scroll = node as? ScrollNode, !scroll.layoutFrame.isNull { return scroll.layoutFrame }
      current = node.parent
    }
    return CGRect(origin: .zero, size: graph.size)
  }
}

extension View {
  /// Runs `action` with true when at least `threshold` of this view shows in the scroll view
  /// around it, and with false when less does again: first when the view is laid out in sight,
  /// then each time scrolling or layout takes it across the threshold.
  ///
  /// ```swift
  /// VideoCard(video)
  ///     .onScrollVisibilityChange(threshold: 0.2) { visible in
  ///         visible ? player.play() : player.pause()
  ///     }
  /// ```
  public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void)
    -> some View
  {
    modifier(ScrollVisibilityChangeModifier(threshold: threshold, action: action))
  }
}
