/// An ``ObservableObject`` that a view above put into the environment with
/// `.environmentObject(_:)`; the view is evaluated again when it changes.
///
/// ```swift
/// @EnvironmentObject private var settings: Settings
/// ```
/// Reading it with no such object above stops the app with a message naming the type, as
/// SwiftUI does.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The token of the node whose body reads the object, written by the node into the view
  /// value it keeps before evaluating the body; nil before.
  var token: InvalidationToken?

  /// Reads the object of type `ObjectType` from the environment.
  public init() {}

  /// The object.
  @MainActor public var wrappedValue: ObjectType {
    guard let node = token?.node,
      let object = node.environment[objectKey: Self.key] as? ObjectType
    else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found: put one above this view with .environmentObject(_:)"
      )
    }
    return object
  }

  /// Bindings to the object's properties: `$settings.volume`.
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }

  /// The environment key objects of this type are kept under, apart from `@Observable` models
  /// of the same type set with `.environment(_:)`.
  static var key: ObjectIdentifier { ObjectIdentifier(EnvironmentObjectKey<ObjectType>.self) }
}

/// Names the environment entry of an `ObservableObject` type.
enum EnvironmentObjectKey<ObjectType> {}

extension EnvironmentObject: NodeLinkedProperty {
  static func link(
    at address: UnsafeMutableRawPointer, to node: CompositeNodeBase, slot: inout Int, storageClass: AnyClass?
  ) {
    address.assumingMemoryBound(to: Self.self).pointee.token = node.token
    // The object is read from the environment the node has now; a new one above reaches the
    // node through an environment change, which links its properties again.
    node.readsEnvironment = true
    (node.environment[objectKey: Self.key] as? ObjectType)?.subscribeViews(node.token)
  }
}

extension EnvironmentObject: ComparableViewInput {
  func isSameInput(as other: Any) -> Bool { true }
}

extension View {
  /// Puts `object` into the environment, where `@EnvironmentObject` properties of its type find
  /// it.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentObjectWriter(key: EnvironmentObject<T>.key, object: object))
  }
}
