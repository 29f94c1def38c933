public import Foundation

extension URL {
  /// The URL with the preferred filename extension of `contentType` appended, when the type has
  /// one and the last path component does not end in it already.
  public func appendingPathExtension(for contentType: UTType) -> URL {
    guard let preferred = contentType.preferredFilenameExtension,
      pathExtension.lowercased() != preferred
    else { return self }
    return appendingPathExtension(preferred)
  }
}
