/// A key for a value of your own carried by a `Transaction`.
public protocol TransactionKey {
  /// The key's value type.
  associatedtype Value
  /// The value when the transaction has none set.
  static var defaultValue: Value { get }
}

extension Transaction {
  /// The value for `key`, or its default.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { (customValues?[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
    set {
      var values = customValues ?? [:]
      values[ObjectIdentifier(key)] = newValue
      customValues = values
    }
  }
}
