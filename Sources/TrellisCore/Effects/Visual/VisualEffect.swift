/// Effects that change how a view looks, not where it is laid out: the value a
/// ``View/visualEffect(_:)`` or ``View/scrollTransition(_:axis:transition:)`` closure returns,
/// built by chaining methods on the `EmptyVisualEffect` it receives.
///
/// ```swift
/// Card()
///     .visualEffect { content, proxy in
///         content.rotation3DEffect(.degrees(proxy.frame(in: .global).minY / 10), axis: (1, 0, 0))
///     }
/// ```
///
/// Effects apply in the order written, each around the ones before it. Geometric effects
/// (offset, scale, rotation) also move where taps land.
public protocol VisualEffect: Sendable, Animatable {}

/// A visual effect that leaves a view as it is: the starting point to chain effects on.
public struct EmptyVisualEffect: VisualEffect {
  /// The effect that changes nothing.
  public init() {}
}

/// A chain of visual effects, innermost first: what the methods of ``VisualEffect`` return.
public struct _VisualEffectChain: VisualEffect {
  let steps: [VisualEffectStep]
}

/// The steps of any visual effect: those Trellis makes (effects of other types draw nothing).
@MainActor
protocol VisualEffectSteps {
  var visualEffectSteps: [VisualEffectStep] { get }
}

extension EmptyVisualEffect: VisualEffectSteps {
  var visualEffectSteps: [VisualEffectStep] { [] }
}

extension _VisualEffectChain: VisualEffectSteps {
  var visualEffectSteps: [VisualEffectStep] { steps }
}

extension VisualEffect {
  /// The steps of this effect, in order.
  var steps: [VisualEffectStep] { (self as? any VisualEffectSteps)?.visualEffectSteps ?? [] }

  private func adding(_ step: VisualEffectStep) -> _VisualEffectChain {
    _VisualEffectChain(steps: steps + [step])
  }

  /// Moves the view by `offset`.
  public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }

  /// Moves the view by `x` and `y` points.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    adding(.offset(CGSize(width: x, height: y)))
  }

  /// Scales the view by `scale` around `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.scale(scale, anchor: anchor))
  }

  /// Scales the view by `scale` in both directions around `anchor`.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.scale(CGSize(width: scale, height: scale), anchor: anchor))
  }

  /// Scales the view by `x` and `y` around `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.scale(CGSize(width: x, height: y), anchor: anchor))
  }

  /// Rotates the view by `angle` around `anchor`, clockwise for positive angles.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    adding(.rotation(radians: angle.radians, anchor: anchor))
  }

  /// Turns the view about an axis in space, in perspective, as
  /// ``View/rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`` does.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect {
    adding(
      .rotation3D(
        VisualEffectStep.Rotation3D(
          radians: angle.radians, axis: SIMD3(Double(axis.x), Double(axis.y), Double(axis.z)), anchor: anchor,
          anchorZ: anchorZ, perspective: perspective)))
  }

  /// Transforms the view by `transform`, relative to its top-left corner.
  public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
    adding(.transform(transform))
  }

  /// Draws the view at `opacity` (0…1).
  public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

  /// Blurs the view by `radius` points.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    adding(.blur(radius: radius))
  }

  /// Brightens the view by `amount` (0 leaves it, 1 makes it white).
  public func brightness(_ amount: Double) -> some VisualEffect {
    adding(.color(.brightness, amount: amount))
  }

  /// Changes the view's contrast by `amount` (1 leaves it).
  public func contrast(_ amount: Double) -> some VisualEffect { adding(.color(.contrast, amount: amount)) }

  /// Changes the view's saturation by `amount` (1 leaves it, 0 is gray).
  public func saturation(_ amount: Double) -> some VisualEffect {
    adding(.color(.saturation, amount: amount))
  }

  /// Takes `amount` (0…1) of the color out of the view.
  public func grayscale(_ amount: Double) -> some VisualEffect {
    adding(.color(.saturation, amount: 1 - min(max(amount, 0), 1)))
  }

  /// Turns the view's hues by `angle`.
  public func hueRotation(_ angle: Angle) -> some VisualEffect {
    adding(.color(.hueRotation, amount: angle.radians))
  }

  /// Multiplies the view's colors by `color`.
  public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.colorMultiply(color)) }
}
