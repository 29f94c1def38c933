/// `.dropDestination`: what the view does with items of type `T` dropped on it.
struct DropDestinationModifier<T: Transferable>: PrimitiveModifier {
  typealias NodeType = DropDestinationNode<T>
  let action: ([T], CGPoint) -> Bool
  let isTargeted: (Bool) -> Void
}

extension View {
  /// Makes the view take items of type `T` dragged onto it with ``View/draggable(_:)``.
  ///
  /// ```swift
  /// Color.yellow
  ///     .dropDestination(for: String.self) { strings, location in
  ///         notes.append(contentsOf: strings)
  ///         return true
  ///     } isTargeted: { isTargeted = $0 }
  /// ```
  ///
  /// `action` gets the dropped items and where they were dropped, in the view's own coordinates,
  /// and returns whether it took them. A dragged value of another type arrives converted through
  /// the first representation the two types share, a moment after the drop. `isTargeted` hears
  /// `true` while a drag it could take is over the view, and `false` when it leaves or drops.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    modifier(DropDestinationModifier(action: action, isTargeted: isTargeted))
  }
}
