/// Something above a node that changes the transaction of changes below it.
@MainActor
protocol TransactionScope: AnyObject {
  /// The transaction for changes in this scope's subtree, given the one from above.
  func transaction(from outer: Transaction) -> Transaction
}

struct AnimationValueModifier<Value: Equatable>: PrimitiveModifier {
  static var _appliesToEachViewOfAList: Bool { false }
  typealias NodeType = AnimationValueNode<Value>
  let animation: Animation?
  let value: Value
}

/// `.animation(_:value:)`: changes below animate with `animation` in the pass where `value` changed.
final class AnimationValueNode<Value: Equatable>: PassThroughNode<AnimationValueModifier<Value>>,
  TransactionScope
{
  override var isTransparentAroundSeveralViews: Bool { true }

  override func didInstall() { graph.hasAnimationScopes = true }

  private var changedInPass: Int?

  override func modifierDidChange(from old: AnimationValueModifier<Value>) {
    if old.value != modifier.value { changedInPass = graph.passNumber }
  }

  func transaction(from outer: Transaction) -> Transaction {
    guard changedInPass == graph.passNumber, !outer.disablesAnimations else { return outer }
    var transaction = outer
    transaction.animation = modifier.animation
    return transaction
  }
}

struct AnimationAlwaysModifier: PrimitiveModifier {
  static var _appliesToEachViewOfAList: Bool { false }
  typealias NodeType = AnimationAlwaysNode
  let animation: Animation?
}

/// `.animation(_:)`: every change below animates with `animation` (nil: none).
final class AnimationAlwaysNode: PassThroughNode<AnimationAlwaysModifier>, TransactionScope {
  override var isTransparentAroundSeveralViews: Bool { true }

  override func didInstall() { graph.hasAnimationScopes = true }

  override func modifierDidChange(from old: AnimationAlwaysModifier) {}

  func transaction(from outer: Transaction) -> Transaction {
    var transaction = outer
    transaction.animation = modifier.animation
    return transaction
  }
}

struct TransactionModifier: PrimitiveModifier {
  static var _appliesToEachViewOfAList: Bool { false }
  typealias NodeType = TransactionNode
  let transform: (inout Transaction) -> Void
}

/// `.transaction { ... }`: rewrites the transaction of changes below.
final class TransactionNode: PassThroughNode<TransactionModifier>, TransactionScope {
  override var isTransparentAroundSeveralViews: Bool { true }

  override func didInstall() { graph.hasAnimationScopes = true }

  override func modifierDidChange(from old: TransactionModifier) {}

  func transaction(from outer: Transaction) -> Transaction {
    var transaction = outer
    modifier.transform(&transaction)
    return transaction
  }
}

extension View {
  /// Animates changes inside this view with `animation` whenever `value` changes.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(AnimationValueModifier(animation: animation, value: value))
  }

  /// Animates every change inside this view with `animation`; nil turns animation off here.
  public func animation(_ animation: Animation?) -> some View {
    modifier(AnimationAlwaysModifier(animation: animation))
  }

  /// Rewrites the transaction of changes inside this view.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(TransactionModifier(transform: transform))
  }
}

extension ViewGraph {
  /// The animation that applies to a change of `node` in the current pass, or nil.
  func animation(for node: _Node) -> Animation? {
    guard hasAnimationScopes || transaction.animation != nil else { return nil }
    var scopes: [any TransactionScope] = []
    var current: _Node? = node
    while let ancestor = current {
      if let scope = ancestor as? any TransactionScope { scopes.append(scope) }
      current = ancestor.parent
    }
    var result = transaction
    for scope in scopes.reversed() { result = scope.transaction(from: result) }
    return result.animation
  }
}
