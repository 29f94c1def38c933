/// One track's keyframes laid out in time from a starting value: the segments between keyframes
/// with the values and velocities at their ends, worked out once, so that asking for the value
/// at a time only evaluates one segment.
@MainActor
struct KeyframeTrackPath<Value: Animatable> {
  typealias Data = Value.AnimatableData

  private struct Segment {
    enum Curve {
      case timing(UnitCurve)
      case spring(Spring)
      case hermite
    }

    let start: Double
    let duration: Double
    let from: Data
    let to: Data
    let startVelocity: Data
    let endVelocity: Data
    let curve: Curve
    /// A value of the track's type to write the data into (the keyframe's own).
    let template: Value
  }

  private let segments: [Segment]
  private let initial: Value
  private let final: Value
  let duration: Double

  init(from initial: Value, keyframes: [_Keyframe<Value>]) {
    self.initial = initial
    var segments: [Segment] = []
    var value = initial.animatableData
    var velocity = Data.zero
    var time = 0.0
    var last = initial
    for (index, keyframe) in keyframes.enumerated() {
      let to = keyframe.to.animatableData
      let d = keyframe.duration
      var end = to
      var endVelocity = Data.zero
      let curve: Segment.Curve
      var startVelocity = velocity
      switch keyframe.kind {
      case .move:
        curve = .timing(.linear)
      case .linear(let timing):
        curve = .timing(timing)
        if d > 0 { endVelocity = (to - value).scaled(by: timing.velocity(at: 1) / d) }
      case .cubic(let start, let endGiven):
        curve = .hermite
        startVelocity = start ?? velocity
        if let endGiven {
          endVelocity = endGiven
        } else if index + 1 < keyframes.count, case .cubic = keyframes[index + 1].kind,
          d + keyframes[index + 1].duration > 0
        {
          // Catmull-Rom: the slope from this segment's start to the next keyframe.
          endVelocity = (keyframes[index + 1].to.animatableData - value).scaled(
            by: 1 / (d + keyframes[index + 1].duration))
        }
      case .spring(let spring, let start, let settles):
        curve = .spring(spring)
        startVelocity = start ?? velocity
        if !settles {
          // Cut short: the next keyframe starts where the spring has got to.
          end = Self.springValue(spring, from: value, to: to, velocity: startVelocity, time: d)
          endVelocity = Self.springVelocity(spring, from: value, to: to, velocity: startVelocity, time: d)
        }
      }
      if d > 0 {
        segments.append(
          Segment(
            start: time, duration: d, from: value, to: to, startVelocity: startVelocity,
            endVelocity: endVelocity,
            curve: curve, template: keyframe.to))
      }
      time += d
      value = end
      velocity = endVelocity
      last = keyframe.to
    }
    self.segments = segments
    var final = last
    final.animatableData = value
    self.final = final
    duration = time
  }

  /// The track's value `time` seconds in: the starting value before the start, the last
  /// value from the end on.
  func value(at time: Double) -> Value {
    let time = time.isNaN ? 0 : time
    guard time >= 0 else { return initial }
    // Segments are contiguous and in time order: the latest one that has started is running.
    guard time < duration, let segment = segments.last(where: { $0.start <= time }) else { return final }
    var result = segment.template
    result.animatableData = Self.evaluate(segment, elapsed: time - segment.start)
    return result
  }

  private static func evaluate(_ segment: Segment, elapsed: Double) -> Data {
    let u = segment.duration > 0 ? elapsed / segment.duration : 1
    switch segment.curve {
    case .timing(let curve):
      return segment.from + (segment.to - segment.from).scaled(by: curve.value(at: u))
    case .spring(let spring):
      return springValue(
        spring, from: segment.from, to: segment.to, velocity: segment.startVelocity, time: elapsed)
    case .hermite:
      let u2 = u * u
      let u3 = u2 * u
      let d = segment.duration
      return segment.from.scaled(by: 2 * u3 - 3 * u2 + 1)
        + segment.startVelocity.scaled(by: d * (u3 - 2 * u2 + u))
        + segment.to.scaled(by: -2 * u3 + 3 * u2)
        + segment.endVelocity.scaled(by: d * (u3 - u2))
    }
  }

  private static func springValue(_ spring: Spring, from: Data, to: Data, velocity: Data, time: Double)
    -> Data
  {
    to + (from - to).scaled(by: spring.displacement(from: 1, velocity: 0, time: time))
      + velocity.scaled(by: spring.displacement(from: 0, velocity: 1, time: time))
  }

  private static func springVelocity(_ spring: Spring, from: Data, to: Data, velocity: Data, time: Double)
    -> Data
  {
    (from - to).scaled(by: spring.speed(from: 1, velocity: 0, time: time))
      + velocity.scaled(by: spring.speed(from: 0, velocity: 1, time: time))
  }
}
