import Foundation

/// A canceller that cancels when it is deallocated, so that a subscription lives exactly as
/// long as whatever keeps it (usually a `Set<AnyCancellable>` property).
public final class AnyCancellable: Cancellable, Hashable {
  private var cancelAction: (() -> Void)?

  /// A canceller that runs `cancel` once, when cancelled or deallocated.
  public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

  /// A canceller that cancels `canceller`.
  public init<C: Cancellable>(_ canceller: C) { cancelAction = canceller.cancel }

  deinit { cancelAction?() }

  /// Runs the cancel action, once.
  public func cancel() {
    let action = cancelAction
    cancelAction = nil
    action?()
  }

  /// Keeps this canceller in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Keeps this canceller in `set`.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Identity: two cancellers are equal only if they are the same object.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
