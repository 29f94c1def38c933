import Foundation

/// A property of an ``ObservableObject`` whose changes the views that hold the object follow:
/// setting it sends the object's `objectWillChange` first (when that is an
/// ``ObservableObjectPublisher``, the default).
///
/// ```swift
/// final class Settings: ObservableObject {
///     @Published var volume = 0.5
/// }
/// ```
/// `$volume` is a publisher of the property's values: the current one first, then each new
/// one as it is set, before the property changes (as with Combine's `willSet` order).
@propertyWrapper
public struct Published<Value> {
  /// The value alone until someone asks for the publisher; then the publisher's subject holds
  /// it, so that `assign(to: &$property)` and the property agree.
  private enum Storage {
    case value(Value)
    case publisher(Publisher)
  }

  private var storage: Storage

  /// A published property starting at `wrappedValue`.
  public init(wrappedValue: Value) { storage = .value(wrappedValue) }

  /// A published property starting at `initialValue`.
  public init(initialValue: Value) { storage = .value(initialValue) }

  /// Only a class's property can be published: the value is reached through the object.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The publisher of the property's values (`$property`).
  public var projectedValue: Publisher {
    mutating get {
      switch storage {
      case .publisher(let publisher):
        return publisher
      case .value(let value):
        let publisher = Publisher(value)
        storage = .publisher(publisher)
        return publisher
      }
    }
    set {
      // Combine lets `$property` be reassigned only to itself (through `assign(to:)`).
      storage = .publisher(newValue)
    }
  }

  /// The value, read and set through the object that holds it, so that a change is announced.
  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      switch object[keyPath: storageKeyPath].storage {
      case .value(let value): return value
      case .publisher(let publisher): return publisher.subject.value
      }
    }
    set {
      switch object[keyPath: storageKeyPath].storage {
      case .value:
        object.observableObjectPublisher?.send()
        object[keyPath: storageKeyPath].storage = .value(newValue)
      case .publisher(let publisher):
        publisher.subject.send(newValue)
      }
    }
  }

  /// The property's publisher (`$property`), made on first use and told which object to
  /// announce changes through, so that `assign(to: &$property)` announces them too.
  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Publisher {
    get {
      let publisher = object[keyPath: storageKeyPath].projectedValue
      publisher.subject.owner = object.observableObjectPublisher
      return publisher
    }
    set { object[keyPath: storageKeyPath].projectedValue = newValue }
  }

  /// The publisher of a `@Published` property: it delivers the current value on subscription,
  /// then every value set, before the property takes it.
  public struct Publisher: Combine.Publisher {
    /// The property's values.
    public typealias Output = Value
    /// It cannot fail.
    public typealias Failure = Never

    let subject: PublishedSubject<Value>

    init(_ value: Value) { subject = PublishedSubject(value) }

    /// Attaches `subscriber`, which gets the current value first.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }
  }
}

/// The value of a `@Published` property once its publisher exists, with its subscribers.
final class PublishedSubject<Value> {
  private let subscribers = SubjectSubscribers<Value, Never>()
  private var current: Value
  /// The owner's publisher, known once `$property` was read through the object; held weakly,
  /// since the owner keeps both.
  weak var owner: ObservableObjectPublisher?

  init(_ value: Value) { current = value }

  var value: Value { current }

  /// Announces the change, delivers `value` while the property still holds the old one, then
  /// stores it.
  func send(_ value: Value) {
    owner?.send()
    subscribers.send(value)
    current = value
  }

  func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
    subscribers.add(subscriber, initial: current)
  }
}

extension Publisher where Failure == Never {
  /// Writes each value to the `@Published` property whose publisher is `published`
  /// (`assign(to: &$property)`); the subscription lasts as long as the property.
  public func assign(to published: inout Published<Output>.Publisher) {
    let subject = published.subject
    // Kept by the upstream for as long as it delivers; the subject does not keep it, so the
    // property's object is not kept alive by its own subscription.
    let link = WeakCanceller()
    let relay = UpstreamSubscriber<Output, Never>(
      onValue: { [weak subject] value in
        guard let subject else { return link.cancel() }
        subject.send(value)
      }, onCompletion: { _ in })
    link.target = relay
    subscribe(relay)
  }
}
