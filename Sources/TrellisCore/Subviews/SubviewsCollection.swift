/// The subviews of a container's content, in order (see `Group(subviews:transform:)`).
///
/// It is a view too, standing for all its subviews: `VStack { subviews[1...] }` stacks every
/// subview but the first.
public struct SubviewsCollection: RandomAccessCollection, View {
  let subviews: [Subview]

  /// The position of the first subview.
  nonisolated public var startIndex: Int { 0 }
  /// The position after the last subview.
  nonisolated public var endIndex: Int { subviews.count }

  /// The subview at `index`.
  nonisolated public subscript(index: Int) -> Subview { subviews[index] }

  /// The subviews in `bounds`.
  nonisolated public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(subviews: subviews[bounds])
  }

  /// Every subview, each shown where this collection stands.
  public var body: some View {
    ForEach(subviews) { $0 }
  }
}

/// Some of the subviews of a container's content, in order: a part of a `SubviewsCollection`.
public struct SubviewsCollectionSlice: RandomAccessCollection, View {
  let subviews: ArraySlice<Subview>

  /// The position of the first subview, the same as in the whole collection.
  nonisolated public var startIndex: Int { subviews.startIndex }
  /// The position after the last subview.
  nonisolated public var endIndex: Int { subviews.endIndex }

  /// The subview at `index`, a position in the whole collection.
  nonisolated public subscript(index: Int) -> Subview { subviews[index] }

  /// The subviews in `bounds`, positions in the whole collection.
  nonisolated public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(subviews: subviews[bounds])
  }

  /// Every subview of the slice, each shown where it stands.
  public var body: some View {
    ForEach(Array(subviews)) { $0 }
  }
}
