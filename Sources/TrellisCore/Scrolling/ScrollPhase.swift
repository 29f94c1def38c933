/// What a scroll view's scrolling is doing, as `.onScrollPhaseChange` reports it.
public enum ScrollPhase: Equatable, Sendable {
  /// Nothing is scrolling it.
  case idle
  /// A touch is down on it and may start scrolling it; pointers on X11 never report this.
  case tracking
  /// A person is scrolling it: the wheel is turning, or a scroll bar is being dragged.
  case interacting
  /// It goes on scrolling by itself after a person let go; wheels on X11 never report this.
  case decelerating
  /// Code is scrolling it, in an animation (`withAnimation { proxy.scrollTo(id) }`); scrolling
  /// by code without an animation changes no phase.
  case animating

  /// Whether it is scrolling: any phase but `idle`.
  public var isScrolling: Bool { self != .idle }
}

/// What `.onScrollPhaseChange` tells about the scroll view when its phase changes.
public struct ScrollPhaseChangeContext: Sendable {
  /// The scroll view's geometry at the change.
  public var geometry: ScrollGeometry
  /// How fast it was scrolling, in points per second; nil when the phase says nothing of it.
  public var velocity: CGVector?
}
