package import UniformTypeIdentifiers

/// Moves values between transferable types inside the process, as a drop does: a value of the
/// destination's own type passes as it is; any other goes through the first of the sender's
/// representations (in its order of preference) whose content type the receiver imports.
package enum TransferConversion {
  /// Whether `item` can become a `T`.
  package static func canConvert<T: Transferable>(_ item: any Transferable, to type: T.Type) -> Bool {
    if item is T { return true }
    func hasRoute<S: Transferable>(_ item: S) -> Bool { route(item, to: T.self) != nil }
    return hasRoute(item)
  }

  /// `item` as a `T`, or nil when it cannot become one. Exporters and importers may run
  /// asynchronously, and may throw.
  package static func convert<T: Transferable>(_ item: any Transferable, to type: T.Type) async throws -> T? {
    if let same = item as? T { return same }
    return try await convert(opening: item, to: T.self)
  }

  /// The content types `item` exports, most preferred first.
  package static func exportedContentTypes(of item: any Transferable) -> [UTType] {
    func types<S: Transferable>(_ item: S) -> [UTType] {
      entries(of: S.self).exporters.filter { $0.condition?(item) ?? true }.map(\.contentType)
    }
    return types(item)
  }

  /// The content types `T` imports, most preferred first.
  package static func importedContentTypes<T: Transferable>(of type: T.Type) -> [UTType] {
    entries(of: T.self).importers.map(\.contentType)
  }

  private static func convert<S: Transferable, T: Transferable>(opening item: S, to type: T.Type) async throws
    -> T?
  {
    guard let (exporter, importer) = route(item, to: T.self) else { return nil }
    var payload = try await exporter.export(item)
    if case .data(let data, nil) = payload, let name = exporter.suggestedFileName?(item) {
      payload = .data(data, suggestedName: name)
    }
    return try await importer.import(payload)
  }

  private static func route<S: Transferable, T: Transferable>(_ item: S, to type: T.Type) -> (
    _TransferEntries<S>.Exporter, _TransferEntries<T>.Importer
  )? {
    let importers = entries(of: T.self).importers
    guard !importers.isEmpty else { return nil }
    for exporter in entries(of: S.self).exporters where exporter.condition?(item) ?? true {
      if let importer = importers.first(where: { exporter.contentType.conforms(to: $0.contentType) }) {
        return (exporter, importer)
      }
    }
    return nil
  }

  private static func entries<S: Transferable>(of type: S.Type) -> _TransferEntries<S> {
    // A type's representation describes the type itself, whatever its declared item type.
    S.transferRepresentation._entries() as? _TransferEntries<S> ?? _TransferEntries()
  }
}
