/// Why image data could not be turned into pixels: an unsupported format, damaged data, or a
/// size past the decoder's limit. `AsyncImage` reports it in its `.failure` phase.
public struct ImageDecodingError: Error, CustomStringConvertible, LocalizedError {
  /// What went wrong, in a sentence fragment such as "not a readable JPEG: …".
  public let description: String

  /// An error that says `description`.
  public init(_ description: String) { self.description = description }

  /// The description, so that `localizedDescription` shows it.
  public var errorDescription: String? { description }
}
