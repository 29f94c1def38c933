/// How a scroll transition follows its view through the scroll view: continuously as it scrolls
/// (`interactive`), in one animation when it crosses the threshold (`animated`), or not at all
/// (`identity`).
public struct ScrollTransitionConfiguration: Sendable {
  enum Mode: Sendable {
    case identity
    case interactive(UnitCurve)
    case animated(Animation)
  }

  var mode: Mode
  var threshold: Threshold = .visible

  /// Leaves the view as it is wherever it scrolls.
  public static let identity = ScrollTransitionConfiguration(mode: .identity)

  /// Draws the view between its phases in proportion to how far it has scrolled in, eased in
  /// and out.
  public static let interactive = ScrollTransitionConfiguration(mode: .interactive(.easeInOut))

  /// Animates the view to its new phase when it crosses the threshold.
  public static let animated = ScrollTransitionConfiguration(mode: .animated(.default))

  /// Draws the view between its phases as it scrolls in, paced by `timingCurve` (its start is
  /// the view just hidden, its end the threshold).
  public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(mode: .interactive(timingCurve))
  }

  /// Animates the view with `animation` to its new phase when it crosses the threshold.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(mode: .animated(animation))
  }

  /// This configuration with the view counted as shown from `threshold` on.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    var copy = self
    copy.threshold = threshold
    return copy
  }

  /// This configuration animating with `animation` (an `interactive` one becomes animated).
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
    var copy = self
    copy.mode = .animated(animation)
    return copy
  }

  /// A point on a view's way into its scroll view, from hidden (just outside) to shown.
  public struct Threshold: Sendable {
    /// How much of the view is inside, 0…1, towards being centered, 0…1, and a distance added.
    var visibleAmount: Double
    var centeredAmount: Double
    var inset: Double

    /// The view is wholly inside the scroll view.
    public static let visible = Threshold.visible(1)
    /// The view has just left the scroll view: it counts as shown whenever any of it is.
    public static let hidden = Threshold.visible(0)
    /// The view is centered in the scroll view.
    public static var centered: Threshold { Threshold(visibleAmount: 0, centeredAmount: 1, inset: 0) }

    /// `amount` (0…1, clamped) of the view is inside the scroll view.
    public static func visible(_ amount: Double) -> Threshold {
      Threshold(visibleAmount: amount.isFinite ? min(max(amount, 0), 1) : 1, centeredAmount: 0, inset: 0)
    }

    /// A threshold `amount` (0…1) of the way from this one to `other`.
    public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
      let t = amount.isFinite ? min(max(amount, 0), 1) : 0
      return Threshold(
        visibleAmount: visibleAmount + (other.visibleAmount - visibleAmount) * t,
        centeredAmount: centeredAmount + (other.centeredAmount - centeredAmount) * t,
        inset: inset + (other.inset - inset) * t)
    }

    /// This threshold met `distance` points nearer the scroll view's center (farther for
    /// negative distances).
    public func inset(by distance: Double) -> Threshold {
      var copy = self
      copy.inset += distance.isFinite ? distance : 0
      return copy
    }

    /// How far past the scroll view's edge a view of `length` must come, in a scroll view of
    /// `containerLength`, to meet the threshold.
    func distance(length: Double, containerLength: Double) -> Double {
      let visible = visibleAmount * length
      let centered = (containerLength + length) / 2
      return visible + (centered - visible) * centeredAmount + inset
    }
  }
}
