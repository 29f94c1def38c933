/// Where a binding reads and writes.
@MainActor
class AnyLocation<Value> {
  func get() -> Value { fatalError("abstract") }
  func set(_ value: Value, transaction: Transaction) {}
  /// Whether `other` reads and writes the same storage.
  func isEquivalent(to other: AnyLocation<Value>) -> Bool { self === other }
}

/// A binding to a `@State`.
final class StateLocation<Value>: AnyLocation<Value> {
  let cell: StateCell<Value>
  init(cell: StateCell<Value>) { self.cell = cell }
  override func get() -> Value { cell.value }
  override func set(_ value: Value, transaction: Transaction) {
    Transaction.withTransaction(transaction) { cell.write(value) }
  }
  override func isEquivalent(to other: AnyLocation<Value>) -> Bool {
    (other as? StateLocation<Value>)?.cell === cell
  }
}

/// A binding made from a getter and a setter.
final class ClosureLocation<Value>: AnyLocation<Value> {
  let getter: () -> Value
  let setter: (Value, Transaction) -> Void
  init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = set
  }
  override func get() -> Value { getter() }
  override func set(_ value: Value, transaction: Transaction) {
    Transaction.withTransaction(transaction) { setter(value, transaction) }
  }
}

/// A binding to a constant.
final class ConstantLocation<Value>: AnyLocation<Value> {
  let value: Value
  init(_ value: Value) { self.value = value }
  override func get() -> Value { value }
  override func isEquivalent(to other: AnyLocation<Value>) -> Bool {
    guard let other = other as? ConstantLocation<Value> else { return false }
    return ViewComparison.isSame(value, other.value)
  }
}

/// A binding to a property of another binding's value.
final class KeyPathLocation<Base, Value>: AnyLocation<Value> {
  let base: Binding<Base>
  let keyPath: WritableKeyPath<Base, Value>
  init(base: Binding<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }
  override func get() -> Value { base.location.get()[keyPath: keyPath] }
  override func set(_ value: Value, transaction: Transaction) {
    var whole = base.location.get()
    whole[keyPath: keyPath] = value
    base.location.set(whole, transaction: transaction)
  }
  override func isEquivalent(to other: AnyLocation<Value>) -> Bool {
    guard let other = other as? KeyPathLocation<Base, Value> else { return false }
    return other.keyPath == keyPath && other.base.location.isEquivalent(to: base.location)
  }
}

/// A binding to the element with a given identity in a bound collection.
final class ElementLocation<C: MutableCollection & RandomAccessCollection>: AnyLocation<C.Element>
where C.Element: Identifiable {
  let base: Binding<C>
  let id: C.Element.ID
  var indexHint: C.Index

  init(base: Binding<C>, id: C.Element.ID, indexHint: C.Index) {
    self.base = base
    self.id = id
    self.indexHint = indexHint
  }

  private func index(in collection: C) -> C.Index? {
    if collection.indices.contains(indexHint), collection[indexHint].id == id { return indexHint }
    return collection.firstIndex { $0.id == id }
  }

  private var lastValue: C.Element?

  override func get() -> C.Element {
    let collection = base.location.get()
    if let index = index(in: collection) {
      indexHint = index
      let value = collection[index]
      lastValue = value
      return value
    }
    // The element was removed while a view still held its binding: keep answering with the
    // last value rather than crash.
    return lastValue ?? collection[indexHint]
  }

  override func set(_ value: C.Element, transaction: Transaction) {
    var collection = base.location.get()
    guard let index = index(in: collection) else { return }
    collection[index] = value
    base.location.set(collection, transaction: transaction)
  }

  override func isEquivalent(to other: AnyLocation<C.Element>) -> Bool {
    guard let other = other as? ElementLocation<C> else { return false }
    return other.id == id && other.base.location.isEquivalent(to: base.location)
  }
}
