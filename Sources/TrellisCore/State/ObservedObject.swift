/// An ``ObservableObject`` a view is handed (by its parent): the view is evaluated again when it
/// changes, and `$object.property` makes bindings to its properties.
///
/// ```swift
/// struct OrderRow: View {
///     @ObservedObject var order: Order
///     var body: some View { Toggle("Gift wrap", isOn: $order.giftWrap) }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

  /// Observes `initialValue`.
  public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

  /// Bindings to the object's properties: `$order.giftWrap`.
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// Makes bindings to the properties of an observed object.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to the property at `keyPath`.
    @MainActor public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }
}

extension ObservedObject: BoxLinkedProperty {
  func link(to node: CompositeNodeBase, slot: inout Int) {
    wrappedValue.subscribeViews(node.token)
  }
}

extension ObservedObject: ComparableViewInput {
  // Another object is another input; the same object's changes arrive through its publisher.
  func isSameInput(as other: Any) -> Bool {
    (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
  }
}
