import Foundation

/// A class whose changes the views that use it follow: the `ObservableObject` of SwiftUI code
/// written before `@Observable`, with `@Published` properties and `objectWillChange`.
///
/// ```swift
/// final class Order: ObservableObject {
///     @Published var quantity = 1
/// }
///
/// struct OrderView: View {
///     @StateObject private var order = Order()
///     var body: some View {
///         Stepper("Quantity: \(order.quantity)", value: $order.quantity)
///     }
/// }
/// ```
/// A change to any `@Published` property evaluates again every view that holds the object,
/// whichever properties it reads. Combine is not part of Swift on Linux: Trellis brings the part
/// SwiftUI apps use, so `objectWillChange.sink { … }` and `$property` publishers work as there.
///
/// An object may declare its own `objectWillChange`, any publisher that cannot fail (say a
/// `PassthroughSubject<Void, Never>`): the views that hold the object are evaluated again at each
/// value it sends. As in Combine, `@Published` properties announce their changes through it only
/// when it is an ``ObservableObjectPublisher``; otherwise send through it yourself.
public protocol ObservableObject: AnyObject {
  /// The type of the publisher the object announces changes through.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  /// The publisher the object announces changes through, before they happen.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject {
  /// The object's publisher when it is an ``ObservableObjectPublisher`` (the default one, or
  /// one the object declares), which `@Published` properties announce their changes through.
  package var observableObjectPublisher: ObservableObjectPublisher? {
    objectWillChange as? ObservableObjectPublisher
  }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's publisher, made on first use and kept as long as the object lives.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublishers.publisher(for: self) }
}

/// The publishers of objects that use the default `objectWillChange`: Swift on Linux has no
/// associated objects, so they are kept here, each with a weak reference that tells a live
/// object from a new one at the same address.
enum ObservableObjectPublishers {
  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
  private static let lock = NSLock()

  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    lock.lock()
    defer { lock.unlock() }
    let key = ObjectIdentifier(object)
    if let entry = entries[key], entry.object === object { return entry.publisher }
    // Now and then, forget the publishers of objects that are gone.
    if entries.count >= 64, entries.count.isMultiple(of: 64) {
      entries = entries.filter { $0.value.object != nil }
    }
    let publisher = ObservableObjectPublisher()
    entries[key] = Entry(object: object, publisher: publisher)
    return publisher
  }
}
