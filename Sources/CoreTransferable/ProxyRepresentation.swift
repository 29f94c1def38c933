/// Transfers an item through another transferable type's representations: a note as its text,
/// a bookmark as its URL.
///
/// ```swift
/// struct Note: Transferable {
///     var body: String
///     static var transferRepresentation: some TransferRepresentation {
///         ProxyRepresentation(\.body)
///     }
/// }
/// ```
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
  /// A primitive representation: it has no body.
  public typealias Body = Never
  private let exporting: (@Sendable (Item) throws -> Proxy)?
  private let importing: (@Sendable (Proxy) throws -> Item)?

  /// A representation that exports items as `Proxy` values and imports them from those.
  public init(
    exporting: @escaping @Sendable (Item) throws -> Proxy,
    importing: @escaping @Sendable (Proxy) throws -> Item
  ) {
    self.exporting = exporting
    self.importing = importing
  }

  /// A representation that only exports items, as `Proxy` values.
  public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {
    self.exporting = exporting
    self.importing = nil
  }

  /// A representation that only imports items, from `Proxy` values.
  public init(importing: @escaping @Sendable (Proxy) throws -> Item) {
    self.exporting = nil
    self.importing = importing
  }

  /// Implementation detail: this representation's exporters and importers.

  public func _entries() -> _TransferEntries<Item> {
    let proxy = Proxy.transferRepresentation._entries() as? _TransferEntries<Proxy> ?? _TransferEntries()
    var entries = _TransferEntries<Item>()
    if let exporting {
      for exporter in proxy.exporters {
        var made = _TransferEntries<Item>.Exporter(
          contentType: exporter.contentType,
          export: { item in try await exporter.export(try exporting(item)) })
        if let condition = exporter.condition {
          made.condition = { item in
            guard let proxy = try? exporting(item) else { return false }
            return condition(proxy)
          }
        }
        if let name = exporter.suggestedFileName {
          made.suggestedFileName = { item in
            guard let proxy = try? exporting(item) else { return nil }
            return name(proxy)
          }
        }
        entries.exporters.append(made)
      }
    }
    if let importing {
      for importer in proxy.importers {
        entries.importers.append(
          .init(contentType: importer.contentType, import: { try importing(try await importer.import($0)) }))
      }
    }
    return entries
  }
}
