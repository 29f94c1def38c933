public import Foundation
public import TrellisCore

/// What a view inside a `DocumentGroup` window can learn of its document from the environment.
///
/// ```swift
/// @Environment(\.documentConfiguration) private var configuration
/// …
/// Text(configuration?.fileURL?.path ?? "Not saved yet")
/// ```
public struct DocumentConfiguration: Sendable {
  /// The file the document was read from or last saved to; nil before an untitled document is
  /// first saved.
  public let fileURL: URL?
  /// Whether the document may be changed: false in a viewer, and for a file that cannot be
  /// written.
  public let isEditable: Bool
}

struct DocumentConfigurationKey: EnvironmentKey {
  static let defaultValue: DocumentConfiguration? = nil
}

extension EnvironmentValues {
  /// The configuration of the document of the `DocumentGroup` window this view is in; nil
  /// outside one.
  public internal(set) var documentConfiguration: DocumentConfiguration? {
    get { self[DocumentConfigurationKey.self] }
    set { self[DocumentConfigurationKey.self] = newValue }
  }
}
