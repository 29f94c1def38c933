/// Sets one environment value for the modified view and everything inside it.
struct EnvironmentWriter<Value>: PrimitiveModifier {
  static var _appliesToEachViewOfAList: Bool { false }
  typealias NodeType = EnvironmentWriterNode<Value>
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value
}

final class EnvironmentWriterNode<Value>: PassThroughNode<EnvironmentWriter<Value>> {
  override var isTransparentAroundSeveralViews: Bool { true }

  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values[keyPath: modifier.keyPath] = modifier.value
    return values
  }

  override func modifierDidChange(from old: EnvironmentWriter<Value>) {
    if old.keyPath == modifier.keyPath, ViewComparison.isSame(old.value, modifier.value) { return }
    forEachChild { $0.environmentDidChange(environmentForChildren) }
  }
}

/// Puts an observable object into the environment, for `@Environment(Type.self)` to read.
struct EnvironmentObjectWriter: PrimitiveModifier {
  static var _appliesToEachViewOfAList: Bool { false }
  typealias NodeType = EnvironmentObjectWriterNode
  let key: ObjectIdentifier
  let object: AnyObject?
}

final class EnvironmentObjectWriterNode: PassThroughNode<EnvironmentObjectWriter> {
  override var isTransparentAroundSeveralViews: Bool { true }

  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values[objectKey: modifier.key] = modifier.object
    return values
  }

  override func modifierDidChange(from old: EnvironmentObjectWriter) {
    if old.key == modifier.key, old.object === modifier.object { return }
    forEachChild { $0.environmentDidChange(environmentForChildren) }
  }
}

extension View {
  /// Sets the environment value at `keyPath` to `value` for this view and its content.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(EnvironmentWriter(keyPath: keyPath, value: value))
  }

  /// Puts `object` into the environment, where `@Environment(T.self)` finds it.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(EnvironmentObjectWriter(key: ObjectIdentifier(T.self), object: object))
  }

  /// Applies `transform` to the environment of this view and its content.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentTransformer(keyPath: keyPath, transform: transform))
  }
}

struct EnvironmentTransformer<Value>: PrimitiveModifier {
  static var _appliesToEachViewOfAList: Bool { false }
  typealias NodeType = EnvironmentTransformerNode<Value>
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let transform: (inout Value) -> Void
}

final class EnvironmentTransformerNode<Value>: PassThroughNode<EnvironmentTransformer<Value>> {
  override var isTransparentAroundSeveralViews: Bool { true }

  override var environmentForChildren: EnvironmentValues {
    var values = environment
    modifier.transform(&values[keyPath: modifier.keyPath])
    return values
  }

  override func modifierDidChange(from old: EnvironmentTransformer<Value>) {
    forEachChild { $0.environmentDidChange(environmentForChildren) }
  }
}
