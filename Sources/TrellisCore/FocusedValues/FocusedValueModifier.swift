/// `.focusedValue` and `.focusedSceneValue`: publishes a value under a key of `FocusedValues`
/// (or under an observable object's type).
struct FocusedValueModifier<Value>: PrimitiveModifier {
  typealias NodeType = FocusedValueNode<Value>
  /// The key path written, for values published under a key.
  let keyPath: WritableKeyPath<FocusedValues, Value?>?
  /// The object type's identity, for observable objects published under their type.
  let objectKey: ObjectIdentifier?
  /// The value; nil publishes nothing.
  let value: Value?
  /// Whether the value is published from anywhere in the window.
  let isSceneWide: Bool
}

extension FocusedValueModifier: Equatable {
  // A body publishing `$note` makes a new binding each time; compared by where it points, it
  // is the same value, and the readers need not be evaluated again.
  nonisolated static func == (a: Self, b: Self) -> Bool {
    // Modifiers are compared while the graph updates, on the main actor.
    assumeMainActorUnchecked { same(a, b) }
  }

  private static func same(_ a: Self, _ b: Self) -> Bool {
    guard a.keyPath == b.keyPath, a.objectKey == b.objectKey, a.isSceneWide == b.isSceneWide else {
      return false
    }
    switch (a.value, b.value) {
    case (nil, nil): return true
    case (let left?, let right?): return ViewComparison.viewsEqual(left, right)
    default: return false
    }
  }
}

/// Publishes its modifier's value to the window's focused values.
final class FocusedValueNode<Value>: PassThroughNode<FocusedValueModifier<Value>>, FocusedValueContributor {
  private(set) var generation = 0

  override var isTransparentAroundSeveralViews: Bool { true }

  var isSceneWide: Bool { modifier.isSceneWide }

  var focusedEntries: [ObjectIdentifier: Any] {
    guard let value = modifier.value else { return [:] }
    if let key = modifier.objectKey { return [key: value] }
    guard let keyPath = modifier.keyPath else { return [:] }
    var values = FocusedValues()
    values[keyPath: keyPath] = value
    return values.entries
  }

  override func didInstall() {
    graph.focusedValues.add(self)
  }

  override func modifierDidChange(from old: FocusedValueModifier<Value>) {
    // Nothing to measure again: the value only goes to the window's focused values.
    generation += 1
    if old.isSceneWide != modifier.isSceneWide {
      graph.focusedValues.remove(self)
      graph.focusedValues.add(self)
    } else {
      graph.focusedValues.contributionDidChange()
    }
  }

  override func dispose() {
    let wasAlive = isAlive
    super.dispose()
    if wasAlive { graph.focusedValues.remove(self) }
  }
}

extension View {
  /// Publishes `value` under `keyPath` of the focused values while this view, or a view inside
  /// it, has keyboard focus; menu commands and views read it with `@FocusedValue`.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> some View
  {
    modifier(FocusedValueModifier(keyPath: keyPath, objectKey: nil, value: value, isSceneWide: false))
  }

  /// Publishes `value` under `keyPath` of the focused values while this view, or a view inside
  /// it, has keyboard focus; nil publishes nothing.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
    -> some View
  {
    modifier(FocusedValueModifier(keyPath: keyPath, objectKey: nil, value: value, isSceneWide: false))
  }

  /// Publishes an observable object under its type while this view, or a view inside it, has
  /// keyboard focus; read it with `@FocusedValue(Model.self)`. Nil publishes nothing.
  public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(
      FocusedValueModifier(
        keyPath: nil, objectKey: ObjectIdentifier(T.self), value: object, isSceneWide: false))
  }

  /// Publishes `value` under `keyPath` of the focused values from anywhere in the window,
  /// whichever view has focus: what a window's commands act on.
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> some View
  {
    modifier(FocusedValueModifier(keyPath: keyPath, objectKey: nil, value: value, isSceneWide: true))
  }

  /// Publishes `value` under `keyPath` of the focused values from anywhere in the window; nil
  /// publishes nothing.
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
    -> some View
  {
    modifier(FocusedValueModifier(keyPath: keyPath, objectKey: nil, value: value, isSceneWide: true))
  }

  /// Publishes an observable object under its type from anywhere in the window; nil publishes
  /// nothing.
  public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(
      FocusedValueModifier(
        keyPath: nil, objectKey: ObjectIdentifier(T.self), value: object, isSceneWide: true))
  }
}
