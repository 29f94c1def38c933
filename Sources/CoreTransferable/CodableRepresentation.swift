import Foundation
public import UniformTypeIdentifiers

/// Transfers a `Codable` item as JSON of a content type of your own.
///
/// ```swift
/// extension UTType { static let todo = UTType(exportedAs: "com.example.todo") }
///
/// static var transferRepresentation: some TransferRepresentation {
///     CodableRepresentation(contentType: .todo)
/// }
/// ```
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
  /// A primitive representation: it has no body.
  public typealias Body = Never
  private let contentType: UTType

  /// A representation that encodes items of `itemType` as JSON, labeled `contentType`.
  public init(for itemType: Item.Type = Item.self, contentType: UTType) {
    self.contentType = contentType
  }

  /// Implementation detail: this representation's exporters and importers.

  public func _entries() -> _TransferEntries<Item> {
    _TransferEntries(
      exporters: [.init(contentType: contentType, export: { .data(try JSONEncoder().encode($0)) })],
      importers: [
        .init(contentType: contentType, import: { try JSONDecoder().decode(Item.self, from: $0.data()) })
      ])
  }
}
