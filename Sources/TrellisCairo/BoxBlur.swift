import CCairo

/// An approximate Gaussian blur of an image surface: three box blurs in each direction.
///
/// Three passes of a box filter converge on a Gaussian closely enough for shadows and blurs, and
/// cost the same whatever the radius, thanks to running sums.
enum BoxBlur {
  /// The widths of three boxes whose combined blur approximates a Gaussian of `sigma` pixels.
  static func boxWidths(sigma: Double) -> [Int] {
    let n = 3.0
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    lower = max(lower, 1)
    let upper = lower + 2
    let l = Double(lower)
    let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
    return (0..<3).map { Double($0) < m ? lower : upper }
  }

  /// How far, in pixels, a blur of `sigma` spreads an edge.
  static func reach(sigma: Double) -> Int {
    guard sigma > 0 else { return 0 }
    return boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 } + 1
  }

  /// Blurs an ARGB32 image surface in place; pixels outside the surface count as transparent.
  static func apply(to surface: OpaquePointer, sigma: Double) {
    guard sigma.isFinite, sigma >= 0.2, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else {
      return
    }
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
    let radii = boxWidths(sigma: sigma).map { ($0 - 1) / 2 }
    let longest = max(width, height)
    let a = UnsafeMutablePointer<Int32>.allocate(capacity: longest * 4)
    let b = UnsafeMutablePointer<Int32>.allocate(capacity: longest * 4)
    defer {
      a.deallocate()
      b.deallocate()
    }

    for y in 0..<height {
      let row = data + y * stride
      for i in 0..<(width * 4) { a[i] = Int32(row[i]) }
      blur(a, b, count: width, radii: radii)
      for i in 0..<(width * 4) { row[i] = UInt8(truncatingIfNeeded: a[i]) }
    }
    for x in 0..<width {
      let column = data + x * 4
      for y in 0..<height {
        for c in 0..<4 { a[y * 4 + c] = Int32(column[y * stride + c]) }
      }
      blur(a, b, count: height, radii: radii)
      for y in 0..<height {
        for c in 0..<4 { column[y * stride + c] = UInt8(truncatingIfNeeded: a[y * 4 + c]) }
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  /// Runs the box passes over a line of `count` four-channel pixels; the result ends in `line`.
  private static func blur(
    _ line: UnsafeMutablePointer<Int32>, _ scratch: UnsafeMutablePointer<Int32>, count: Int, radii: [Int]
  ) {
    for radius in radii where radius > 0 {
      box(from: line, to: scratch, count: count, radius: radius)
      line.update(from: scratch, count: count * 4)
    }
  }

  private static func box(
    from source: UnsafeMutablePointer<Int32>, to target: UnsafeMutablePointer<Int32>, count: Int, radius: Int
  ) {
    let width = Int32(2 * radius + 1)
    let half = width / 2
    for channel in 0..<4 {
      var sum: Int32 = 0
      for j in 0...min(radius, count - 1) { sum += source[j * 4 + channel] }
      for i in 0..<count {
        // Rounding each channel alike keeps premultiplied colors within their alpha.
        target[i * 4 + channel] = (sum + half) / width
        let entering = i + radius + 1
        if entering < count { sum += source[entering * 4 + channel] }
        let leaving = i - radius
        if leaving >= 0 { sum -= source[leaving * 4 + channel] }
      }
    }
  }
}
