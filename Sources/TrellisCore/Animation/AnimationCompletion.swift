/// When an animation counts as finished, for a completion handler
/// (``withAnimation(_:completionCriteria:_:completion:)``).
public struct AnimationCompletionCriteria: Hashable, Sendable {
  private let settles: Bool

  /// When the change reads as done: a curve's duration, a spring's response.
  public static let logicallyComplete = AnimationCompletionCriteria(settles: false)
  /// When the animation no longer moves the value: a spring has settled.
  public static let removed = AnimationCompletionCriteria(settles: true)

  var waitsForSettling: Bool { settles }
}

/// A completion handler riding on a transaction until the graph that applies its changes knows
/// when their animation ends.
struct AnimationCompletion {
  /// Tells handlers apart when transactions are merged, so that none runs twice.
  let id: Int
  let criteria: AnimationCompletionCriteria
  let action: () -> Void

  @MainActor private static var made = 0

  @MainActor init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
    Self.made += 1
    id = Self.made
    self.criteria = criteria
    self.action = action
  }
}

extension Animation {
  /// Seconds from the start until the animation meets `criteria`; nil for one that repeats
  /// forever, which never does.
  func secondsUntil(_ criteria: AnimationCompletionCriteria) -> Double? {
    guard let repeats = repeatCount else { return nil }
    var once = duration
    if case .spring(let response, _, _) = curve, !criteria.waitsForSettling { once = response }
    if case .custom(let box) = curve, !criteria.waitsForSettling { once = box.logicalDuration }
    return (delay + once * Double(max(1, repeats))) / max(speed, 0.000_001)
  }
}

extension Transaction {
  /// Runs `completion` once the animations of this transaction's changes meet `criteria`.
  @MainActor public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void
  ) {
    completions.append(AnimationCompletion(criteria: criteria, action: completion))
  }

  /// Takes on `other`'s completion handlers that this transaction does not carry already.
  mutating func absorbCompletions(_ other: [AnimationCompletion]) {
    for completion in other where !completions.contains(where: { $0.id == completion.id }) {
      completions.append(completion)
    }
  }
}

/// Runs `body`, animating the changes it makes with `animation`, then `completion` once that
/// animation meets `completionCriteria`.
///
/// ```swift
/// withAnimation(.easeOut(duration: 0.3)) {
///     isExpanded = true
/// } completion: {
///     showsDetails = true
/// }
/// ```
/// The completion runs when the changes' animation ends; a body that changes no state has no
/// animation to wait for, and its completion does not run.
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.disablesAnimations = animation == nil
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try Transaction.withTransaction(transaction, body)
}

/// Keeps a completion's wake-up registered: the graph's queue knows its entries by their owner.
final class AnimationCompletionToken {}

extension ViewGraph {
  /// Schedules the completion handlers of the transaction this pass applies, each for when the
  /// transaction's animation meets its criteria (at once when nothing animates).
  func scheduleCompletions() {
    let completions = transaction.completions
    guard !completions.isEmpty else { return }
    transaction.completions = []
    let animation = transaction.disablesAnimations ? nil : transaction.animation
    for completion in completions {
      var delay = 0.0
      if let animation {
        guard let seconds = animation.secondsUntil(completion.criteria) else { continue }
        delay = seconds
      }
      let token = AnimationCompletionToken()
      wakeUps.schedule(token, at: passTime + delay) {
        withExtendedLifetime(token) { completion.action() }
      }
    }
  }
}
