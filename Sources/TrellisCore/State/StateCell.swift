/// The storage of one `@State` for one view identity, with the nodes whose bodies read it.
@MainActor
final class StateCell<Value>: ObservedLocation {
  // Read once per body that shows it and written between passes; accesses never overlap, so
  // the run-time exclusivity checks are left out.
  @exclusivity(unchecked) var value: Value

  /// Required so that `State` can make cells through a class object it keeps (see
  /// `State.link(to:slot:storageClass:)`).
  required init(_ value: Value) { self.value = value }

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
  /// The first node to read the location: most are read by one body only, which then costs
  /// no dictionary.
  private var firstReader: InvalidationToken?
  private var otherReaders: [ObjectIdentifier: InvalidationToken] = [:]
  /// The node whose storage keeps this location, until it leaves the tree. Its own body is
  /// the usual reader, recorded with a flag rather than through its token: a token is an
  /// allocation more for every view with state.
  // Cleared by the owner's deinit, which is not isolated; the node and its cells are used on
  // the main actor only.
  // Unmanaged, so that a read compares bits: an `unowned(unsafe)` property is retained and
  // released around each read.
  nonisolated(unsafe) var owner: Unmanaged<CompositeNodeBase>?
  private var ownerReads = false

  func recordRead() {
    guard let evaluating = ViewGraph.evaluatingNode else { return }
    if let owner, owner.toOpaque() == evaluating.toOpaque() {
      ownerReads = true
      return
    }
    let node = evaluating.takeUnretainedValue()
    let token = node.token
    if firstReader == nil || firstReader === token {
      firstReader = token
      return
    }
    let key = ObjectIdentifier(token)
    if otherReaders[key] == nil { otherReaders[key] = token }
  }

  func notifyReaders() {
    if ownerReads, let owner { owner.takeUnretainedValue().invalidate() }
    if let token = firstReader {
      if let node = token.node, node.isAlive {
        node.invalidate()
      } else {
        firstReader = nil
      }
    }
    var stale: [ObjectIdentifier] = []
    for (key, token) in otherReaders {
      if let node = token.node, node.isAlive {
        node.invalidate()
      } else {
        stale.append(key)
      }
    }
    for key in stale { otherReaders[key] = nil }
  }
}

/// A weak reference, to keep in collections.
struct Weak<T: AnyObject> {
  weak var value: T?
  init(_ value: T) { self.value = value }
}
