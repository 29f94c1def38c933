public import Foundation
public import UniformTypeIdentifiers

/// Transfers an item as bytes of one content type.
///
/// ```swift
/// DataRepresentation(contentType: .png) { layer in layer.pngData() } importing: { data in
///     Layer(pngData: data)
/// }
/// ```
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
  /// A primitive representation: it has no body.
  public typealias Body = Never
  private let contentType: UTType
  private let exporting: (@Sendable (Item) async throws -> Data)?
  private let importing: (@Sendable (Data) async throws -> Item)?

  /// A representation that exports items to `contentType` bytes and imports them back.
  public init(
    contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    self.contentType = contentType
    self.exporting = exporting
    self.importing = importing
  }

  /// A representation that only exports items, to `exportedContentType` bytes.
  public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
    self.contentType = exportedContentType
    self.exporting = exporting
    self.importing = nil
  }

  /// A representation that only imports items, from `importedContentType` bytes.
  public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
    self.contentType = importedContentType
    self.exporting = nil
    self.importing = importing
  }

  /// Implementation detail: this representation's exporters and importers.

  public func _entries() -> _TransferEntries<Item> {
    var entries = _TransferEntries<Item>()
    if let exporting {
      entries.exporters.append(
        .init(contentType: contentType, export: { .data(try await exporting($0)) }))
    }
    if let importing {
      entries.importers.append(.init(contentType: contentType, import: { try await importing($0.data()) }))
    }
    return entries
  }
}
