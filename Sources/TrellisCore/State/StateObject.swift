/// An ``ObservableObject`` a view owns: made once, the first time the view appears, and kept for
/// as long as the view's identity lives; the view is evaluated again when it changes.
///
/// ```swift
/// @StateObject private var model = LibraryModel()
/// ```
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let make: () -> ObjectType
  let box = StateObjectBox()

  /// An object made by `thunk` when the view first appears, never again for its identity.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    make = thunk
  }

  /// The object.
  @MainActor public var wrappedValue: ObjectType {
    if let object = box.storage?.object as? ObjectType { return object }
    // Read outside a body (in an initializer): there is no node to keep an object yet.
    return make()
  }

  /// Bindings to the object's properties: `$model.name`.
  @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
  }
}

/// Where a `StateObject` value finds the object its node keeps.
final class StateObjectBox: @unchecked Sendable {
  var storage: StateObjectStorage?
}

/// The object a node keeps for a `@StateObject`, in one of its storage slots.
final class StateObjectStorage {
  let object: AnyObject

  init(_ object: AnyObject) { self.object = object }
}

extension StateObject: BoxLinkedProperty {
  func link(to node: CompositeNodeBase, slot: inout Int) {
    defer { slot += 1 }
    let storage: StateObjectStorage
    if slot < node.storage.count, let existing = node.storage[slot] as? StateObjectStorage,
      existing.object is ObjectType
    {
      storage = existing
    } else {
      storage = StateObjectStorage(make())
      if slot < node.storage.count {
        node.storage[slot] = storage
      } else {
        node.storage.append(storage)
      }
    }
    box.storage = storage
    (storage.object as? ObjectType)?.subscribeViews(node.token)
  }
}

extension StateObject: ComparableViewInput {
  // The object belongs to the node, whatever a new view value would make.
  func isSameInput(as other: Any) -> Bool { true }
}
