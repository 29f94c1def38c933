extension Animation {
  /// A spring of the given physics: `mass`, `stiffness`, `damping`, starting at
  /// `initialVelocity` (in changes a second: 1 covers the whole change in a second).
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    interpolatingSpring(
      Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity)
  }

  /// A spring that settles in about `duration` seconds, bouncing by `bounce`, starting at
  /// `initialVelocity` (in changes a second).
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  )
    -> Animation
  {
    interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
  }

  /// The spring `spring`, starting at `initialVelocity` (in changes a second).
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
    Animation.spring(
      response: spring.response, dampingFraction: spring.dampingRatio, initialVelocity: initialVelocity)
  }

  /// An interpolating spring of mass 1, stiffness 170 and damping 15.
  public static let interpolatingSpring = Animation.interpolatingSpring(mass: 1, stiffness: 170, damping: 15)

  /// The spring `spring`; Trellis has no blending between springs, so `blendDuration` is unused.
  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
    Animation.spring(response: spring.response, dampingFraction: spring.dampingRatio, initialVelocity: 0)
  }

  /// A stiff spring for following the pointer: short and well damped.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  // Disfavoured so that `.interactiveSpring()` means the response spring.
  /// A stiff spring of the given duration for following the pointer.
  @_disfavoredOverload
  public static func interactiveSpring(
    duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25
  )
    -> Animation
  {
    spring(duration: duration, bounce: 0.14 + extraBounce, blendDuration: blendDuration)
  }

  /// The default interactive spring: `interactiveSpring()`.
  public static let interactiveSpring = Animation.interactiveSpring()
}
