public import Foundation

/// A size in device pixels.
public struct PixelSize: Hashable, Sendable {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// A size of `width` × `height` pixels.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The pixels covering `size` points at `scale`, rounded up so nothing is cut off; at least 1×1
  /// because X cannot make empty windows.
  public init(points size: CGSize, scale: CGFloat) {
    width = max(1, Int((size.width * scale).rounded(.up)))
    height = max(1, Int((size.height * scale).rounded(.up)))
  }
}

/// A rectangle in device pixels, origin at the top left of a window.
public struct PixelRect: Hashable, Sendable {
  /// Left edge in pixels.
  public var x: Int
  /// Top edge in pixels.
  public var y: Int
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// A rectangle from its left, top, width and height in pixels.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The whole of a buffer or window of `size`.
  public init(size: PixelSize) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// The pixels touched by `rect` in points at `scale`, rounded outward so antialiased edges are
  /// included.
  public init(points rect: CGRect, scale: CGFloat) {
    let minX = Int((rect.minX * scale).rounded(.down))
    let minY = Int((rect.minY * scale).rounded(.down))
    let maxX = Int((rect.maxX * scale).rounded(.up))
    let maxY = Int((rect.maxY * scale).rounded(.up))
    self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether the rectangle covers no pixels.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The part shared with `other`, or `nil` when they do not overlap.
  public func intersection(_ other: PixelRect) -> PixelRect? {
    let minX = max(x, other.x)
    let minY = max(y, other.y)
    let maxX = min(x + width, other.x + other.width)
    let maxY = min(y + height, other.y + other.height)
    guard maxX > minX, maxY > minY else { return nil }
    return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// This rectangle in points at `scale`.
  public func points(scale: CGFloat) -> CGRect {
    CGRect(
      x: CGFloat(x) / scale, y: CGFloat(y) / scale, width: CGFloat(width) / scale,
      height: CGFloat(height) / scale)
  }
}
