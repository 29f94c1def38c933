/// The storage of one `@State` for one view identity, with the nodes whose bodies read it.
@MainActor
final class StateCell<Value>: ObservedLocation {
  var value: Value

  init(_ value: Value) { self.value = value }

  func read() -> Value {
    recordRead()
    return value
  }

  func write(_ newValue: Value) {
    let changed = !ViewComparison.isSame(value, newValue)
    value = newValue
    if changed { notifyReaders() }
  }
}

/// Something whose reads during a body evaluation subscribe the evaluating node to its writes.
@MainActor
class ObservedLocation {
  private var readers: [ObjectIdentifier: InvalidationToken] = [:]

  func recordRead() {
    guard let node = ViewGraph.evaluatingNode as? CompositeNodeBase else { return }
    let token = node.token
    let key = ObjectIdentifier(token)
    if readers[key] == nil { readers[key] = token }
  }

  func notifyReaders() {
    var stale: [ObjectIdentifier] = []
    for (key, token) in readers {
      if let node = token.node, node.isAlive {
        node.invalidate()
      } else {
        stale.append(key)
      }
    }
    for key in stale { readers[key] = nil }
  }
}

/// A weak reference, to keep in collections.
struct Weak<T: AnyObject> {
  weak var value: T?
  init(_ value: T) { self.value = value }
}
