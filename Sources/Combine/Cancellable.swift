import Foundation

/// Something whose work can be stopped, such as a subscription.
public protocol Cancellable {
  /// Stops the work and frees what it holds; further calls do nothing.
  func cancel()
}

extension Cancellable {
  /// Keeps the canceller in `collection`, wrapped in an ``AnyCancellable`` that cancels it when
  /// the collection lets go of it.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }

  /// Keeps the canceller in `set`, wrapped in an ``AnyCancellable`` that cancels it when the set
  /// lets go of it.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }
}
