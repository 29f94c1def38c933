/// The views and view modifiers whose own `animatableData` is animating (types that conform to
/// `Animatable`): at each frame their data moves on and their bodies are evaluated again with it,
/// as SwiftUI does for a counting label or an `AnimatableModifier`.
@MainActor
struct BodyAnimations {
  private struct Entry {
    let node: CompositeNodeBase
    let animator: AnyObject
  }

  private var running: [ObjectIdentifier: Entry] = [:]

  /// Whether no body is animating.
  var isEmpty: Bool { running.isEmpty }

  /// The animator of `node`'s data while it animates: a `BodyAnimator`.
  func animator(for node: CompositeNodeBase) -> AnyObject? {
    running[ObjectIdentifier(node)]?.animator
  }

  /// Starts or goes on animating `node`'s data with `animator`.
  mutating func start(_ animator: AnyObject, for node: CompositeNodeBase) {
    running[ObjectIdentifier(node)] = Entry(node: node, animator: animator)
  }

  /// Ends `node`'s animation where it is.
  mutating func stop(_ node: CompositeNodeBase) {
    running[ObjectIdentifier(node)] = nil
  }

  /// Moves every animation to `time`, writing the values into the views and modifiers; returns
  /// the nodes whose bodies must be evaluated again.
  mutating func advance(to time: Double) -> [CompositeNodeBase] {
    var moved: [CompositeNodeBase] = []
    for (key, entry) in running {
      guard entry.node.isAlive else {
        running[key] = nil
        continue
      }
      if !entry.node.advanceBodyAnimation(entry.animator, to: time) { running[key] = nil }
      moved.append(entry.node)
    }
    return moved
  }
}

/// The animation of one view's or modifier's `animatableData`.
final class BodyAnimator<Data: VectorArithmetic> {
  var values: ValueAnimator<Data>

  init(_ value: Data) { values = ValueAnimator(value) }
}

/// `type` as an `Animatable` type with data to animate; nil for other types, and for those whose
/// data is `EmptyAnimatableData`.
func animatableType(of type: Any.Type) -> (any Animatable.Type)? {
  guard let animatable = type as? any Animatable.Type else { return nil }
  func hasData<A: Animatable>(_: A.Type) -> Bool { A.AnimatableData.self != EmptyAnimatableData.self }
  return hasData(animatable) ? animatable : nil
}

extension CompositeNodeBase {
  /// Gives the value at `address` (the node's view or modifier, of type `A`) its new value
  /// `assign` writes, animating its `animatableData` from the value on screen when the change
  /// is animated. `address` must stay valid while the node lives.
  func replaceAnimatable<A: Animatable>(at address: UnsafeMutablePointer<A>, _ assign: () -> Void) {
    let presented = address.pointee.animatableData
    assign()
    let target = address.pointee.animatableData
    let existing = graph.bodyAnimations.animator(for: self) as? BodyAnimator<A.AnimatableData>
    // A parent drawn again mid-animation hands the same target: the animation goes on.
    if let existing, existing.values.target == target {
      address.pointee.animatableData = existing.values.presented
      return
    }
    guard existing != nil || target != presented else { return }
    let animator = existing ?? BodyAnimator(presented)
    if animator.values.set(
      target, animation: graph.animation(for: self), now: graph.passTime, environment: environment)
    {
      address.pointee.animatableData = animator.values.presented
      graph.bodyAnimations.start(animator, for: self)
    } else {
      graph.bodyAnimations.stop(self)
    }
  }

  /// Moves the data at `address` on with `animator` (a `BodyAnimator` of `A`'s data); returns
  /// whether the animation goes on.
  func advanceAnimatable<A: Animatable>(
    at address: UnsafeMutablePointer<A>, _ animator: AnyObject, to time: Double
  )
    -> Bool
  {
    guard let animator = animator as? BodyAnimator<A.AnimatableData> else { return false }
    let running = animator.values.advance(to: time)
    address.pointee.animatableData = animator.values.presented
    return running
  }
}
