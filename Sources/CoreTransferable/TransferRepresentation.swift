/// A description of how an item is exported and imported: a primitive representation
/// (``DataRepresentation``, ``CodableRepresentation``, ``FileRepresentation``,
/// ``ProxyRepresentation``) or a composition of them in ``body``.
public protocol TransferRepresentation<Item>: Sendable {
  /// The type this representation transfers.
  associatedtype Item: Transferable
  /// The type of ``body``.
  associatedtype Body: TransferRepresentation
  /// The representations this one is made of.
  @TransferRepresentationBuilder<Item> var body: Body { get }
  /// Implementation detail: the representation's exporters and importers, in order of
  /// preference.
  func _entries() -> _TransferEntries<Item>
}

extension TransferRepresentation {
  /// Implementation detail: this representation's exporters and importers.
  public func _entries() -> _TransferEntries<Item> {
    // `Body.Item` is `Item` for every composed representation; primitive ones, whose body is
    // `Never`, override this.
    body._entries() as? _TransferEntries<Item> ?? _TransferEntries()
  }
}

extension TransferRepresentation where Body == Never {
  /// Never called: a primitive representation has no body.
  public var body: Never { fatalError("\(Self.self) is a primitive transfer representation") }
}

extension Never: TransferRepresentation {
  /// `Never` transfers nothing.
  public typealias Item = Never
  /// Never called: `Never` has no values.
  public var body: Never { return fatalError("Never has no body") }
}
