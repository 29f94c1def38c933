/// Reads an ``ObservableObject`` that the focused view, or a view around it, publishes with
/// `.focusedObject(_:)`, or that any view of the window publishes with
/// `.focusedSceneObject(_:)`; nil when none does.
///
/// ```swift
/// struct DocumentCommands: Commands {
///   @FocusedObject private var document: TextDocument?
///
///   var body: some Commands {
///     CommandGroup(after: .saveItem) {
///       Button("Revert") { document?.revert() }.disabled(document == nil)
///     }
///   }
/// }
/// ```
///
/// A view reading it is evaluated again when another object is published and when the object
/// sends `objectWillChange`.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  var focused: FocusedValue<ObjectType>

  /// Reads the focused object of type `ObjectType`.
  public init() {
    focused = FocusedValue(key: FocusedObjectKey<ObjectType>.key)
  }

  /// The object published now, nil when no view in focus publishes one.
  @MainActor public var wrappedValue: ObjectType? {
    let object = focused.wrappedValue
    // Outside a view (in commands) the body being evaluated, if any, follows the object.
    let token = focused.token ?? ViewGraph.evaluatingNode?.takeUnretainedValue().token
    if let object, let token, token.node != nil { object.subscribeViews(token) }
    return object
  }

  /// Bindings to the published object's properties (`$document?.title`); nil when none is
  /// published.
  @MainActor public var projectedValue: Wrapper? {
    wrappedValue.map { Wrapper(object: $0) }
  }

  /// Makes bindings to the properties of the focused object, as `@ObservedObject`'s do.
  public typealias Wrapper = ObservedObject<ObjectType>.Wrapper
}

/// The key an `ObservableObject` is published under: apart from an `@Observable` object of the
/// same class published with `.focusedValue(_:)`.
enum FocusedObjectKey<ObjectType> {
  static var key: ObjectIdentifier { ObjectIdentifier(FocusedObjectKey<ObjectType>.self) }
}

extension View {
  /// Publishes an observable object while this view, or a view inside it, has keyboard focus;
  /// read it with `@FocusedObject`.
  public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
    focusedObject(Optional(object))
  }

  /// Publishes an observable object while this view, or a view inside it, has keyboard focus;
  /// nil publishes nothing.
  public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
    modifier(
      FocusedValueModifier(
        keyPath: nil, objectKey: FocusedObjectKey<T>.key, value: object, isSceneWide: false))
  }

  /// Publishes an observable object from anywhere in the window; read it with `@FocusedObject`.
  public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
    focusedSceneObject(Optional(object))
  }

  /// Publishes an observable object from anywhere in the window; nil publishes nothing.
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
    modifier(
      FocusedValueModifier(keyPath: nil, objectKey: FocusedObjectKey<T>.key, value: object, isSceneWide: true)
    )
  }
}
