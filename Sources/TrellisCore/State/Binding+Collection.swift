/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI, so
/// that `Toggle(sources: $alarms, isOn: \.isEnabled)` reads and writes each element.
///
/// The conformance is main-actor isolated: bindings read their values on the main actor.
extension Binding: @MainActor Sequence where Value: MutableCollection, Value.Index: Hashable {
  /// A binding to one element.
  public typealias Element = Binding<Value.Element>
  /// Walks the element bindings in order.
  public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: @MainActor Collection where Value: MutableCollection, Value.Index: Hashable {
  /// The collection's own index.
  public typealias Index = Value.Index
  /// The collection's own indices.
  public typealias Indices = Value.Indices
  /// A run of element bindings.
  public typealias SubSequence = Slice<Binding<Value>>

  /// The bound collection's first index.
  @MainActor public var startIndex: Value.Index { wrappedValue.startIndex }
  /// The bound collection's end index.
  @MainActor public var endIndex: Value.Index { wrappedValue.endIndex }
  /// The bound collection's indices.
  @MainActor public var indices: Value.Indices { wrappedValue.indices }

  /// The index after `index` in the bound collection.
  @MainActor public func index(after index: Value.Index) -> Value.Index { wrappedValue.index(after: index) }

  /// A binding to the element at `position`.
  @MainActor public subscript(position: Value.Index) -> Binding<Value.Element> {
    var binding = Binding<Value.Element>(
      location: IndexLocation(base: self, index: position), snapshot: wrappedValue[position])
    binding.transaction = transaction
    return binding
  }
}

extension Binding: @MainActor BidirectionalCollection
where Value: BidirectionalCollection & MutableCollection, Value.Index: Hashable {
  /// The index before `index` in the bound collection.
  @MainActor public func index(before index: Value.Index) -> Value.Index { wrappedValue.index(before: index) }
}

extension Binding: @MainActor RandomAccessCollection
where Value: RandomAccessCollection & MutableCollection, Value.Index: Hashable {}
