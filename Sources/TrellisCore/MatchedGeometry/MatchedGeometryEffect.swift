/// `.matchedGeometryEffect`: membership of a group of views, named by an id in a namespace, that
/// share one frame.
struct MatchedGeometryEffect: PrimitiveModifier, Equatable {
  typealias NodeType = MatchedGeometryNode
  let key: MatchedGeometryKey
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool
}

/// A matched geometry group's name: an id within a namespace. Unchecked: an id is compared and
/// hashed only on the main actor, where views are built.
struct MatchedGeometryKey: Hashable, @unchecked Sendable {
  let id: AnyHashable
  let namespace: Namespace.ID
}

extension View {
  /// Makes this view one of a group, named by `id` in `namespace`, that share a frame.
  ///
  /// A view with `isSource: false` is laid out in the frame of the group's source (the
  /// `properties` of it that are named). When a source is removed and another inserted in one
  /// animated change, the inserted view starts from the removed one's frame and the removed one
  /// moves towards the new frame as it fades out:
  ///
  /// ```swift
  /// if expanded {
  ///     BigCard().matchedGeometryEffect(id: "card", in: cards)
  /// } else {
  ///     SmallCard().matchedGeometryEffect(id: "card", in: cards)
  /// }
  /// ```
  /// Only one view of a group that is shown should be its source.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    modifier(
      MatchedGeometryEffect(
        key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace), properties: properties,
        anchor: anchor, isSource: isSource))
  }
}
