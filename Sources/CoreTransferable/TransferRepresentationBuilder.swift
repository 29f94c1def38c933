/// Builds a transfer representation from the representations listed in a `transferRepresentation`
/// or `body`, most preferred first.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
  /// A representation of `Item`, as written.
  public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R
  where R.Item == Item {
    representation
  }

  /// The representations of a block, in order of preference.
  public static func buildBlock<each R: TransferRepresentation>(_ representations: repeat each R)
    -> _TupleTransferRepresentation<Item, repeat each R>
  {
    _TupleTransferRepresentation(repeat each representations)
  }

  /// The representations of an `if` whose condition held.
  public static func buildEither<First: TransferRepresentation, Second: TransferRepresentation>(
    first: First
  ) -> _ConditionalTransferRepresentation<Item, First, Second> {
    _ConditionalTransferRepresentation(.first(first))
  }

  /// The representations of an `else`.
  public static func buildEither<First: TransferRepresentation, Second: TransferRepresentation>(
    second: Second
  ) -> _ConditionalTransferRepresentation<Item, First, Second> {
    _ConditionalTransferRepresentation(.second(second))
  }

  /// The representations of an `if` with no `else`.
  public static func buildOptional<R: TransferRepresentation>(_ representation: R?)
    -> _ConditionalTransferRepresentation<Item, R, _TupleTransferRepresentation<Item>>
  {
    _ConditionalTransferRepresentation(
      representation.map { .first($0) } ?? .second(_TupleTransferRepresentation()))
  }

  /// Representations inside `if #available`.
  public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R) -> R {
    representation
  }
}

/// Implementation detail of ``TransferRepresentationBuilder``: several representations, the
/// first preferred.
public struct _TupleTransferRepresentation<Item: Transferable, each R: TransferRepresentation>:
  TransferRepresentation
{
  /// A primitive representation: it has no body.
  public typealias Body = Never
  let representations: (repeat each R)

  init(_ representations: repeat each R) { self.representations = (repeat each representations) }

  /// Implementation detail: this representation's exporters and importers.

  public func _entries() -> _TransferEntries<Item> {
    var result = _TransferEntries<Item>()
    for representation in repeat each representations {
      // The builder admits only representations of `Item`.
      if let entries = representation._entries() as? _TransferEntries<Item> { result.append(entries) }
    }
    return result
  }
}

/// Implementation detail of ``TransferRepresentationBuilder``: the representations of one branch
/// of an `if`.
public struct _ConditionalTransferRepresentation<
  Item: Transferable, First: TransferRepresentation, Second: TransferRepresentation
>: TransferRepresentation {
  /// A primitive representation: it has no body.
  public typealias Body = Never
  enum Branch: Sendable {
    case first(First)
    case second(Second)
  }
  let branch: Branch

  init(_ branch: Branch) { self.branch = branch }

  /// Implementation detail: this representation's exporters and importers.

  public func _entries() -> _TransferEntries<Item> {
    let entries: Any
    switch branch {
    case .first(let first): entries = first._entries()
    case .second(let second): entries = second._entries()
    }
    return entries as? _TransferEntries<Item> ?? _TransferEntries()
  }
}
