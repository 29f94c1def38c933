/// Reads the bytes behind a URL for `AsyncImage`: `file:` and `data:` URLs directly, `http:` and
/// `https:` through the `curl` program.
///
/// Foundation's URLSession lives in FoundationNetworking on Linux, which links libcurl into every
/// app and, linked statically as Trellis apps are, needs libcurl's development files to build.
/// Running `curl` costs a process per image, which is small next to a network fetch.
enum URLDataLoader {
  /// The most bytes one image may have: more is refused rather than read into memory.
  static let maximumByteCount = 256 << 20
  /// How long an http(s) fetch may take, in seconds.
  static let timeout = 60

  /// The bytes at `url`.
  /// - Throws: `URLLoadingError` saying why they could not be read; `CancellationError` when
  ///   the task was cancelled first.
  @concurrent
  static func data(from url: URL) async throws -> Data {
    switch url.scheme?.lowercased() {
    case "file":
      return try fileData(at: url)
    case "data":
      return try inlineData(of: url)
    case "http", "https":
      return try await CurlFetch.data(from: url, timeout: timeout, maximumByteCount: maximumByteCount)
    default:
      throw URLLoadingError(
        url: url,
        reason:
          "the scheme \(url.scheme.map { "\"\($0)\"" } ?? "(none)") is not supported; use file, data, http or https"
      )
    }
  }

  private static func fileData(at url: URL) throws -> Data {
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    } catch {
      throw URLLoadingError(url: url, reason: "no readable file at \(url.path)")
    }
    if let size = attributes[.size] as? Int, size > maximumByteCount {
      throw URLLoadingError(
        url: url, reason: "the file has \(size) bytes, more than the limit of \(maximumByteCount)")
    }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw URLLoadingError(url: url, reason: "cannot read \(url.path): \(error.localizedDescription)")
    }
  }

  /// The payload of a `data:[<media type>][;base64],<data>` URL.
  private static func inlineData(of url: URL) throws -> Data {
    let text = url.absoluteString
    guard let comma = text.firstIndex(of: ",") else {
      throw URLLoadingError(url: url, reason: "a data URL needs a comma before its payload")
    }
    let header = text[text.index(text.startIndex, offsetBy: 5)..<comma]
    let payload = String(text[text.index(after: comma)...])
    if header.hasSuffix(";base64") {
      guard let data = Data(base64Encoded: payload.removingPercentEncoding ?? payload) else {
        throw URLLoadingError(url: url, reason: "the data URL's payload is not valid base64")
      }
      return data
    }
    return Data((payload.removingPercentEncoding ?? payload).utf8)
  }
}

/// Why the bytes behind a URL could not be read.
public struct URLLoadingError: Error, CustomStringConvertible, LocalizedError {
  /// The URL that was asked for.
  public let url: URL
  /// What went wrong.
  public let reason: String

  /// An error for `url` that says `reason`.
  public init(url: URL, reason: String) {
    self.url = url
    self.reason = reason
  }

  /// The URL and the reason, in one line.
  public var description: String { "cannot load \(url.absoluteString.prefix(200)): \(reason)" }

  /// The description, so that `localizedDescription` shows it.
  public var errorDescription: String? { description }
}
