/// The context of a state change: chiefly, whether and how it animates.
public struct Transaction {
  /// The animation of the change, or nil for none.
  public var animation: Animation?
  /// Whether animations from `.animation(_:value:)` modifiers are suppressed.
  public var disablesAnimations = false
  /// Handlers to run when the animations of this transaction's changes end.
  var completions: [AnimationCompletion] = []
  /// Values set through `TransactionKey`s; nil until one is, so that most transactions carry
  /// no dictionary.
  var customValues: [ObjectIdentifier: Any]?

  /// An empty transaction.
  public init() {}

  /// A transaction with an animation.
  public init(animation: Animation?) { self.animation = animation }

  @MainActor static var current = Transaction()

  /// Runs `body` with `transaction` as the current one, so that state writes inside carry it.
  @MainActor static func withTransaction<R>(_ transaction: Transaction, _ body: () throws -> R) rethrows -> R
  {
    let saved = current
    if transaction.animation != nil || transaction.disablesAnimations || !transaction.completions.isEmpty {
      current = transaction
    }
    defer { current = saved }
    return try body()
  }
}

/// Runs `body`, animating the changes it makes with `animation`.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
  -> Result
{
  var transaction = Transaction(animation: animation)
  transaction.disablesAnimations = animation == nil
  return try Transaction.withTransaction(transaction, body)
}

/// Runs `body` with a transaction, so the changes it makes carry it.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows
  -> Result
{
  try Transaction.withTransaction(transaction, body)
}
