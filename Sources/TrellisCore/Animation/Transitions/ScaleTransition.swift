/// Scales the view in from, and out to, a factor of its size.
public struct ScaleTransition: Transition, AnyTransitionRepresentable {
  /// The factor outside the identity phase.
  public var scale: Double
  /// The point the view scales around.
  public var anchor: UnitPoint

  /// Scales from and to `scale` around `anchor`.
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale.isFinite ? scale : 0
    self.anchor = anchor
  }

  /// The content, scaled by `scale` outside the identity phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
  }

  var anyTransition: AnyTransition { .scale(scale: scale, anchor: anchor) }
}

extension Transition where Self == ScaleTransition {
  /// Scales the view up from nothing and back down.
  public static var scale: ScaleTransition { ScaleTransition(0) }

  /// Scales the view from and to `scale` around `anchor`.
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
    ScaleTransition(scale, anchor: anchor)
  }
}
