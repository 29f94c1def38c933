public import Foundation
public import UniformTypeIdentifiers

/// Transfers an item as a file on disk: large media, documents.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
  /// A primitive representation: it has no body.
  public typealias Body = Never
  private let contentType: UTType
  private let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
  private let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

  /// A representation that exports items as files of `contentType` and imports them from such
  /// files. Trellis always hands the importer the file itself when it is on this machine, so
  /// `shouldAttemptToOpenInPlace` changes nothing.
  public init(
    contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    self.contentType = contentType
    self.exporting = exporting
    self.importing = importing
  }

  /// A representation that only exports items, as files of `exportedContentType`.
  public init(
    exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
  ) {
    self.contentType = exportedContentType
    self.exporting = exporting
    self.importing = nil
  }

  /// A representation that only imports items, from files of `importedContentType`.
  public init(
    importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    self.contentType = importedContentType
    self.exporting = nil
    self.importing = importing
  }

  /// Implementation detail: this representation's exporters and importers.

  public func _entries() -> _TransferEntries<Item> {
    var entries = _TransferEntries<Item>()
    let contentType = contentType
    if let exporting {
      entries.exporters.append(
        .init(
          contentType: contentType,
          export: { item in
            let sent = try await exporting(item)
            return .file(sent.file, isOriginal: sent.allowAccessingOriginalFile)
          }))
    }
    if let importing {
      entries.importers.append(
        .init(
          contentType: contentType,
          import: { payload in try await importing(payload.file(contentType: contentType)) }))
    }
    return entries
  }
}

/// A file an exporter hands over.
public struct SentTransferredFile: Sendable {
  /// Where the file is.
  public let file: URL
  /// Whether the receiver may use the file itself rather than a copy.
  public let allowAccessingOriginalFile: Bool

  /// The file at `file`.
  public init(_ file: URL, allowAccessingOriginalFile: Bool = true) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// A file an importer receives.
public struct ReceivedTransferredFile: Sendable {
  /// Where the file is: the sender's own, or a copy made for the transfer.
  public let file: URL
  /// Whether ``file`` is the sender's own file rather than a copy.
  public let isOriginalFile: Bool

  package init(file: URL, isOriginalFile: Bool) {
    self.file = file
    self.isOriginalFile = isOriginalFile
  }
}
