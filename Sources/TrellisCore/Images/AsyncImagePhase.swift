/// Where an `AsyncImage`'s load stands: not finished (or no URL), done with an image, or failed.
public enum AsyncImagePhase: Sendable {
  /// No image yet: the load has not finished, or the URL is nil.
  case empty
  /// The image loaded and decoded.
  case success(Image)
  /// The load or the decoding failed with this error.
  case failure(any Error)

  /// The loaded image, or nil before it loads or when it failed.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error of a failed load, or nil.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
