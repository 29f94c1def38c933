/// A modifier that writes container values: what a section's modifiers are asked for, so that
/// `Section { … }.containerValue(…)` gives the section itself the value.
@MainActor
protocol ContainerValueWriting {
  /// Writes the modifier's values into `values`.
  func writeContainerValues(into values: inout ContainerValues)
}

extension ContainerValues {
  /// The layout value key under which a view reports its container values.
  static let layoutKey = ObjectIdentifier(ContainerValues.self)

  /// The container values `modifier` writes, looking into modifiers combined with
  /// `ModifiedContent`; nil when it writes none.
  @MainActor static func written(by modifier: Any) -> ContainerValues? {
    if let writer = modifier as? any ContainerValueWriting {
      var values = ContainerValues()
      writer.writeContainerValues(into: &values)
      return values
    }
    guard let pair = modifier as? any ModifierPair else { return nil }
    let inner = written(by: pair.innerModifier)
    let outer = written(by: pair.outerModifier)
    guard let inner else { return outer }
    return outer.map { inner.merged(with: $0) } ?? inner
  }
}

/// Two modifiers applied one after the other (`ModifiedContent` of two modifiers).
@MainActor
protocol ModifierPair {
  var innerModifier: Any { get }
  var outerModifier: Any { get }
}

extension ModifiedContent: ModifierPair where Content: ViewModifier {
  var innerModifier: Any { content }
  var outerModifier: Any { modifier }
}

struct ContainerValueModifier<Value>: PrimitiveModifier, ContainerValueWriting {
  typealias NodeType = ContainerValueNode<Value>
  let keyPath: WritableKeyPath<ContainerValues, Value>
  let value: Value

  func writeContainerValues(into values: inout ContainerValues) {
    values[keyPath: keyPath] = value
  }
}

/// `.containerValue(_:_:)`: lays out as its content and reports the value to the container
/// that reads its subviews.
final class ContainerValueNode<Value>: PassThroughNode<ContainerValueModifier<Value>> {
  override func layoutValue(_ key: ObjectIdentifier) -> Any? {
    guard key == ContainerValues.layoutKey else { return super.layoutValue(key) }
    var values = super.layoutValue(key) as? ContainerValues ?? ContainerValues()
    modifier.writeContainerValues(into: &values)
    return values
  }

  /// Only the container that reads the value cares: nothing is measured again.
  override func modifierDidChange(from old: ContainerValueModifier<Value>) {
    // A key path made again for a generic view is another object for the same path.
    if old.keyPath == modifier.keyPath, ViewComparison.isSame(old.value, modifier.value) { return }
    notifySubviewsContainer()
  }
}

extension View {
  /// Sets a container value of the view, which the container around it reads from the view's
  /// `Subview` (`subview.containerValues`), or from its section's configuration when set on a
  /// `Section`.
  ///
  /// ```swift
  /// extension ContainerValues {
  ///     @Entry var isFeatured: Bool = false
  /// }
  ///
  /// Text("Hello").containerValue(\.isFeatured, true)
  /// ```
  public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
    modifier(ContainerValueModifier(keyPath: keyPath, value: value))
  }
}
