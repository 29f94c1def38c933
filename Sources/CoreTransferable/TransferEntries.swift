package import Foundation
package import UniformTypeIdentifiers

/// Implementation detail of ``TransferRepresentation``: what a representation can export and
/// import, flattened into lists in order of preference.
public struct _TransferEntries<Item: Transferable>: Sendable {
  package var exporters: [Exporter] = []
  package var importers: [Importer] = []

  package init(exporters: [Exporter] = [], importers: [Importer] = []) {
    self.exporters = exporters
    self.importers = importers
  }

  /// One way to turn an item into transferable content.
  package struct Exporter: Sendable {
    package var contentType: UTType
    /// Whether this way applies to a given item (`exportingCondition`); nil for always.
    package var condition: (@Sendable (Item) -> Bool)?
    package var suggestedFileName: (@Sendable (Item) -> String?)?
    package var export: @Sendable (Item) async throws -> TransferPayload
  }

  /// One way to make an item from transferred content.
  package struct Importer: Sendable {
    package var contentType: UTType
    package var `import`: @Sendable (TransferPayload) async throws -> Item
  }

  package mutating func append(_ other: _TransferEntries<Item>) {
    exporters += other.exporters
    importers += other.importers
  }

  /// The exporters with `change` applied to each.
  package func mappingExporters(_ change: (inout Exporter) -> Void) -> _TransferEntries<Item> {
    var result = self
    for index in result.exporters.indices { change(&result.exporters[index]) }
    return result
  }
}

/// Content on its way from an exporter to an importer.
package enum TransferPayload: Sendable {
  /// Bytes in memory, with the name the sender suggests for a file of them.
  case data(Data, suggestedName: String? = nil)
  /// A file on disk; `isOriginal` when it is the sender's own file rather than a copy.
  case file(URL, isOriginal: Bool)

  /// The content as bytes, read from disk for a file.
  package func data() throws -> Data {
    switch self {
    case .data(let data, _): data
    case .file(let url, _): try Data(contentsOf: url)
    }
  }

  /// The content as a file, written to a temporary one for bytes.
  package func file(contentType: UTType) throws -> ReceivedTransferredFile {
    switch self {
    case .file(let url, let isOriginal):
      return ReceivedTransferredFile(file: url, isOriginalFile: isOriginal)
    case .data(let data, let suggestedName):
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("trellis-transfer-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      var name = suggestedName ?? "Dropped item"
      if (name as NSString).pathExtension.isEmpty, let suffix = contentType.preferredFilenameExtension {
        name += "." + suffix
      }
      let url = folder.appendingPathComponent(name)
      try data.write(to: url)
      return ReceivedTransferredFile(file: url, isOriginalFile: false)
    }
  }
}
