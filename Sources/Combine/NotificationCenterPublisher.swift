public import Foundation

extension NotificationCenter {
  /// A publisher of the notifications named `name` (from `object`, if given) posted to this
  /// center, delivered on the posting thread.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// Delivers the notifications of one name posted to a center, while subscribed.
  public struct Publisher: Combine.Publisher {
    /// The notifications.
    public typealias Output = Notification
    /// It cannot fail.
    public typealias Failure = Never

    /// The center observed.
    public let center: NotificationCenter
    /// The name observed.
    public let name: Notification.Name
    /// The sender observed; nil for any.
    public let object: AnyObject?

    /// A publisher of `center`'s notifications named `name` from `object`.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    /// Observes the center for `subscriber` until it cancels.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
      let buffer = DemandBuffer(subscriber, dropsWithoutDemand: true)
      let target = NotificationTarget(buffer)
      let observer = center.addObserver(forName: name, object: object, queue: nil) { target.deliver($0) }
      let center = self.center
      let token = UncheckedSendableAction { center.removeObserver(observer) }
      buffer.onCancel = { token.run() }
      buffer.start()
    }
  }
}

/// Hands notifications to a subscription from the observer block, which must be `Sendable`;
/// delivery happens on the posting thread, as with Combine.
private final class NotificationTarget: @unchecked Sendable {
  private weak var buffer: DemandBuffer<Notification, Never>?

  init(_ buffer: DemandBuffer<Notification, Never>) { self.buffer = buffer }

  func deliver(_ notification: Notification) { buffer?.send(notification) }
}
