/// Who may receive a representation. Trellis transfers within one app, so every visibility
/// behaves as `.all`; the value is kept so that code written for Apple's systems compiles.
public struct TransferRepresentationVisibility: Sendable, Equatable {
  private let level: Int

  /// Any app.
  public static let all = TransferRepresentationVisibility(level: 0)
  /// Apps of the same team.
  public static let team = TransferRepresentationVisibility(level: 1)
  /// Apps of the same group.
  public static let group = TransferRepresentationVisibility(level: 2)
  /// The app itself.
  public static let ownProcess = TransferRepresentationVisibility(level: 3)
}

extension TransferRepresentation {
  /// Offers this representation only for items that satisfy `condition`.
  public func exportingCondition(
    _ condition: @escaping @Sendable (Item) -> Bool
  ) -> some TransferRepresentation<Item> {
    ModifiedTransferRepresentation(base: self) { exporter in
      let previous = exporter.condition
      exporter.condition = { item in (previous?(item) ?? true) && condition(item) }
    }
  }

  /// Names the file a receiver makes of the item.
  public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
    ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = { _ in fileName } }
  }

  /// Names the file a receiver makes of each item.
  public func suggestedFileName(
    _ fileName: @escaping @Sendable (Item) -> String?
  ) -> some TransferRepresentation<Item> {
    ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = fileName }
  }

  /// Limits who may receive this representation (see ``TransferRepresentationVisibility``).
  public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item>
  {
    ModifiedTransferRepresentation(base: self) { _ in }
  }
}

/// A representation whose exporters are changed by a modifier.
struct ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation {
  typealias Item = Base.Item
  typealias Body = Never
  let base: Base
  let change: @Sendable (inout _TransferEntries<Base.Item>.Exporter) -> Void

  func _entries() -> _TransferEntries<Item> { base._entries().mappingExporters(change) }
}
